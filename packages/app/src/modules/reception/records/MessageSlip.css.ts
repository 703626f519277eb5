import { globalStyle, style } from '@vanilla-extract/css';

// Paper is white whatever the screen's theme (as the registration card and the report print).
const INK = '#000';

/** The slip on screen: a bordered preview in the dialog. */
export const preview = style({
  border: '1px dashed currentColor',
  padding: '1rem',
  borderRadius: 4,
});

/** Hidden on screen; when printing, the only thing on the page. */
export const paper = style({
  display: 'none',
  backgroundColor: '#fff',
  color: INK,
  fontSize: '11pt',
  lineHeight: 1.45,
  '@media': { print: { display: 'block' } },
});

globalStyle('body:has(> [data-message-slip]) > :not([data-message-slip])', {
  '@media': { print: { display: 'none' } },
});

export const hotel = style({ margin: 0, fontSize: '13pt', fontWeight: 700 });
export const heading = style({ margin: '0 0 3mm', fontSize: '15pt', fontWeight: 700 });
export const line = style({ margin: '0 0 1.5mm' });
export const text = style({
  margin: '4mm 0',
  padding: '3mm 0',
  borderBlock: `0.75pt solid ${INK}`,
  whiteSpace: 'pre-wrap',
  fontSize: '12pt',
});
