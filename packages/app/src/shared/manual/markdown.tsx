import { createElement, type ReactNode } from 'react';

// The manuals are written by hotel staff under Config > Help Setting in "simple Markdown"
// (headings, lists, bold, paragraphs; see the help-text contract). They are read as a small tree
// and shown as React elements, so whatever the text holds is text: never HTML.

/** A run of text, or a run the writer put in **bold**. */
export type InlineNode = string | { strong: string };

export type Block =
  | { kind: 'heading'; level: number; content: InlineNode[] }
  | { kind: 'paragraph'; content: InlineNode[] }
  | { kind: 'list'; ordered: boolean; items: InlineNode[][] };

const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const BULLET = /^ {0,3}[-*+][ \t]+(.*)$/;
const NUMBERED = /^ {0,3}(\d{1,9})[.)][ \t]+(.*)$/;
// Backslash escapes keep a character literal, as in CommonMark (e.g. \* for a star).
const ESCAPABLE = /[!-/:-@[-`{-~]/;

/** Reads inline text: `**bold**` runs and backslash escapes; anything unmatched stays as written. */
export function parseInline(text: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let plain = '';
  let index = 0;
  const flush = () => {
    if (plain) nodes.push(plain);
    plain = '';
  };
  while (index < text.length) {
    const char = text[index] as string;
    const next = text[index + 1];
    if (char === '\\' && next !== undefined && ESCAPABLE.test(next)) {
      plain += next;
      index += 2;
      continue;
    }
    if (char === '*' && next === '*') {
      const close = closingStars(text, index + 2);
      if (close !== -1) {
        flush();
        nodes.push({ strong: unescapeText(text.slice(index + 2, close)) });
        index = close + 2;
        continue;
      }
    }
    plain += char;
    index += 1;
  }
  flush();
  return nodes;
}

/** Where the `**` closing a bold run opened just before `from` is, or -1 when none does. */
function closingStars(text: string, from: number): number {
  // "** loose **" is not bold in Markdown: the run must start and end on a non-space.
  if (from >= text.length || /\s/.test(text[from] as string)) return -1;
  for (let index = from + 1; index < text.length - 1; index += 1) {
    if (text[index] === '\\') {
      index += 1;
      continue;
    }
    if (text[index] === '*' && text[index + 1] === '*' && !/\s/.test(text[index - 1] as string)) return index;
  }
  return -1;
}

function unescapeText(text: string): string {
  return text.replace(/\\([!-/:-@[-`{-~])/g, '$1');
}

/**
 * Reads a manual into blocks: `#`–`######` headings, `-`/`*`/`+` and `1.` lists, and paragraphs
 * separated by blank lines. A line under a list item continues it; lines of a paragraph join
 * with a space, as Markdown joins them.
 */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  // A blank line inside a list: the list goes on only if the next line is another of its items.
  let blankInList = false;

  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', content: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  const endList = () => {
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    list = null;
    blankInList = false;
  };

  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.replace(/\s+$/, '');
    if (line.trim() === '') {
      endParagraph();
      if (list) blankInList = true;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      endParagraph();
      endList();
      const content = parseInline((heading[2] ?? '').trim());
      if (content.length > 0) blocks.push({ kind: 'heading', level: (heading[1] as string).length, content });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    // As in CommonMark, only a list counting from 1 breaks into a paragraph ("2026. was a good
    // year" is a sentence).
    const item = bullet ? bullet[1] : numbered && (paragraph.length === 0 || numbered[1] === '1') ? numbered[2] : null;
    if (item !== null && item !== undefined) {
      endParagraph();
      const ordered = numbered !== null;
      if (list && list.ordered !== ordered) endList();
      list ??= { ordered, items: [] };
      list.items.push(item.trim());
      blankInList = false;
      continue;
    }
    if (list && !blankInList) {
      const last = list.items.length - 1;
      list.items[last] = `${list.items[last]} ${line.trim()}`.trim();
      continue;
    }
    endList();
    paragraph.push(line.trim());
  }
  endParagraph();
  endList();
  return blocks;
}

function renderInline(nodes: readonly InlineNode[]): ReactNode[] {
  return nodes.map((node, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one line have no identity but their place.
    typeof node === 'string' ? node : <strong key={index}>{node.strong}</strong>,
  );
}

export interface MarkdownProps {
  source: string;
  /**
   * The HTML level of the manual's biggest heading; the page's own title sits above it. Smaller
   * headings follow it down, so the outline has no gaps whatever levels the writer started at.
   */
  topLevel?: 2 | 3 | 4;
  className?: string;
}

/** A manual's text as React elements. */
export function Markdown({ source, topLevel = 2, className }: MarkdownProps) {
  const blocks = parseMarkdown(source);
  const levels = [...new Set(blocks.flatMap((block) => (block.kind === 'heading' ? [block.level] : [])))].sort(
    (a, b) => a - b,
  );
  return (
    <div className={className}>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading': {
            const level = Math.min(6, topLevel + levels.indexOf(block.level));
            return createElement(`h${level}`, { key: index }, ...renderInline(block.content));
          }
          case 'paragraph':
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks are re-read from the text as a whole.
            return <p key={index}>{renderInline(block.content)}</p>;
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above.
              <List key={index}>
                {block.items.map((item, itemIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above.
                  <li key={itemIndex}>{renderInline(item)}</li>
                ))}
              </List>
            );
          }
          default:
            return null;
        }
      })}
    </div>
  );
}
