import { type InlineNode, parseMarkdown } from '../../shared/manual/markdown.tsx';

const plain = (nodes: readonly InlineNode[]) =>
  nodes.map((node) => (typeof node === 'string' ? node : node.strong)).join('');

/** The manual as plain text on one line, for the grid: no markers, runs of space collapsed. */
export function manualExcerpt(body: string): string {
  return parseMarkdown(body)
    .map((block) => (block.kind === 'list' ? block.items.map(plain).join(' · ') : plain(block.content)))
    .join(' — ')
    .replace(/\s+/g, ' ');
}
