import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown, parseInline, parseMarkdown } from './markdown.tsx';

const html = (source: string, topLevel?: 2 | 3 | 4) =>
  renderToStaticMarkup(<Markdown source={source} {...(topLevel ? { topLevel } : {})} />);

describe('parseInline', () => {
  it('reads bold runs between plain text', () => {
    expect(parseInline('**Check-in**: open the arrival')).toEqual([{ strong: 'Check-in' }, ': open the arrival']);
    expect(parseInline('a **b** c **d**')).toEqual(['a ', { strong: 'b' }, ' c ', { strong: 'd' }]);
  });

  it('keeps unmatched or spaced stars as written', () => {
    expect(parseInline('5 ** 2')).toEqual(['5 ** 2']);
    expect(parseInline('**open')).toEqual(['**open']);
    expect(parseInline('** loose **')).toEqual(['** loose **']);
    expect(parseInline('a * b')).toEqual(['a * b']);
  });

  it('honours backslash escapes', () => {
    expect(parseInline('\\*\\*not bold\\*\\*')).toEqual(['**not bold**']);
    expect(parseInline('**a \\*\\* b**')).toEqual([{ strong: 'a ** b' }]);
    expect(parseInline('C:\\Users')).toEqual(['C:\\Users']);
  });

  it('reads Thai and Lao text like any other', () => {
    expect(parseInline('**แดชบอร์ด**: วันที่')).toEqual([{ strong: 'แดชบอร์ด' }, ': วันที่']);
    expect(parseInline('**ແດຊບອດ** ວັນທີ')).toEqual([{ strong: 'ແດຊບອດ' }, ' ວັນທີ']);
  });
});

describe('parseMarkdown', () => {
  it('reads a manual: paragraphs, headings and lists', () => {
    const source = [
      'Reservation is where bookings are taken.',
      '',
      '## Everyday work',
      '- **Dashboard**: the hotel date.',
      '- **Booking list**: find a booking.',
      '',
      '## Good to know',
      'Dates are hotel dates.',
    ].join('\n');
    expect(parseMarkdown(source)).toEqual([
      { kind: 'paragraph', content: ['Reservation is where bookings are taken.'] },
      { kind: 'heading', level: 2, content: ['Everyday work'] },
      {
        kind: 'list',
        ordered: false,
        items: [
          [{ strong: 'Dashboard' }, ': the hotel date.'],
          [{ strong: 'Booking list' }, ': find a booking.'],
        ],
      },
      { kind: 'heading', level: 2, content: ['Good to know'] },
      { kind: 'paragraph', content: ['Dates are hotel dates.'] },
    ]);
  });

  it('joins the lines of a paragraph and of a list item, and takes Windows line ends', () => {
    expect(parseMarkdown('one\r\ntwo\r\n\r\n- item\r\n  goes on\r\n- next')).toEqual([
      { kind: 'paragraph', content: ['one two'] },
      { kind: 'list', ordered: false, items: [['item goes on'], ['next']] },
    ]);
  });

  it('keeps a list across blank lines between its items, and ends it at other text', () => {
    expect(parseMarkdown('- a\n\n- b\n\nafter')).toEqual([
      { kind: 'list', ordered: false, items: [['a'], ['b']] },
      { kind: 'paragraph', content: ['after'] },
    ]);
  });

  it('reads numbered lists, and starts a new list when the kind changes', () => {
    expect(parseMarkdown('1. first\n2) second\n* star')).toEqual([
      { kind: 'list', ordered: true, items: [['first'], ['second']] },
      { kind: 'list', ordered: false, items: [['star']] },
    ]);
  });

  it('lets a heading or a list interrupt a paragraph', () => {
    expect(parseMarkdown('text\n## Title ##\nmore\n- item')).toEqual([
      { kind: 'paragraph', content: ['text'] },
      { kind: 'heading', level: 2, content: ['Title'] },
      { kind: 'paragraph', content: ['more'] },
      { kind: 'list', ordered: false, items: [['item']] },
    ]);
  });

  it('is not fooled by look-alikes', () => {
    expect(parseMarkdown('#hashtag\n-dash\n2026. A year\n####### seven\n##')).toEqual([
      { kind: 'paragraph', content: ['#hashtag -dash 2026. A year ####### seven'] },
    ]);
    expect(parseMarkdown('2026. A year')).toEqual([{ kind: 'list', ordered: true, items: [['A year']] }]);
    expect(parseMarkdown('')).toEqual([]);
    expect(parseMarkdown('\n \n\t\n')).toEqual([]);
  });
});

describe('Markdown', () => {
  it('renders elements, its top heading at the level asked for and the rest below it', () => {
    expect(html('## Work\n- **a**: b\n\n### Detail\ntext')).toBe(
      '<div><h2>Work</h2><ul><li><strong>a</strong>: b</li></ul><h3>Detail</h3><p>text</p></div>',
    );
    expect(html('# Top\n### Skipped a level', 3)).toBe('<div><h3>Top</h3><h4>Skipped a level</h4></div>');
    expect(html('1. one')).toBe('<div><ol><li>one</li></ol></div>');
  });

  it('shows markup in a manual as text, never as HTML', () => {
    const out = html('<script>alert(1)</script>\n\n## <img src=x onerror=alert(1)>\n- **<b>bold</b>**');
    expect(out).not.toContain('<script');
    expect(out).not.toContain('<img');
    expect(out).not.toContain('<b>');
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out).toContain('<h2>&lt;img src=x onerror=alert(1)&gt;</h2>');
    expect(out).toContain('<li><strong>&lt;b&gt;bold&lt;/b&gt;</strong></li>');
  });
});
