import { globalStyle, style } from '@vanilla-extract/css';

// Paper is white whatever the screen's theme (as the report print layout).
const INK = '#000';
const RULE = '#999';
const MUTED = '#444';

/** Hidden on screen; when printing, the only thing on the page. */
export const root = style({
  display: 'none',
  backgroundColor: '#fff',
  color: INK,
  fontSize: '10pt',
  lineHeight: 1.4,
  '@media': { print: { display: 'block' } },
});

globalStyle('body:has(> [data-registration-print]) > :not([data-registration-print])', {
  '@media': { print: { display: 'none' } },
});
globalStyle('body:has(> [data-registration-print])', {
  '@media': { print: { margin: 0, backgroundColor: '#fff' } },
});

/** One card a sheet. */
export const card = style({
  breakAfter: 'page',
  selectors: { '&:last-child': { breakAfter: 'auto' } },
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  borderBlockEnd: `0.75pt solid ${INK}`,
  paddingBlockEnd: '2mm',
  marginBlockEnd: '4mm',
});

export const hotel = style({ margin: 0, fontSize: '14pt', fontWeight: 700 });
export const title = style({ margin: 0, fontSize: '12pt', fontWeight: 600 });
export const line = style({ margin: '0 0 1.5mm' });
export const muted = style({ color: MUTED });

export const table = style({ width: '100%', borderCollapse: 'collapse', marginBlock: '4mm' });
globalStyle(`${table} th, ${table} td`, {
  border: `0.5pt solid ${RULE}`,
  padding: '1.5mm 2mm',
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(`${table} th`, { fontWeight: 600, width: '32%' });

export const signatures = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '12mm',
  marginBlockStart: '18mm',
});
export const signature = style({ borderBlockStart: `0.5pt solid ${INK}`, paddingBlockStart: '1mm', fontSize: '9pt' });
