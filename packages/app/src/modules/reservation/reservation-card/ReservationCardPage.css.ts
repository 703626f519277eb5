import { vars } from '@pms/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export { heading, page, title, visuallyHidden } from '../shared.css.ts';

export const intro = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const find = style({
  display: 'flex',
  flexDirection: 'row',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  maxWidth: '36rem',
});

export const findField = style({ width: '16rem' });
export const findButton = style({ marginBlockStart: '1.5rem' });

export const loading = style({ margin: vars.space.lg, color: vars.color.textMuted });

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  fontFamily: vars.font.body,
  backgroundColor: vars.color.surfaceMuted,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '210mm',
  border: 'none',
  backgroundColor: 'transparent',
  padding: 0,
});

// On screen the card looks like the sheet it prints on: A4 wide, white, black text, in both themes.
export const card = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: '5mm',
  width: '100%',
  maxWidth: '210mm',
  minHeight: '270mm',
  padding: '12mm',
  backgroundColor: '#ffffff',
  color: '#000000',
  fontSize: '10pt',
  lineHeight: 1.45,
  boxShadow: vars.shadow.md,
  border: `1px solid ${vars.color.border}`,
});

export const cardHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: '8mm',
  paddingBottom: '4mm',
  borderBottom: '2px solid #000000',
});

export const hotel = style({ display: 'flex', alignItems: 'flex-start', gap: '4mm' });
export const logo = style({ maxWidth: '28mm', maxHeight: '20mm', objectFit: 'contain' });
export const hotelName = style({ margin: 0, fontSize: '14pt', fontWeight: 700 });
export const hotelLine = style({ margin: 0, fontSize: '9pt', color: '#333333' });

export const cardTitleBlock = style({ textAlign: 'end', flexShrink: 0 });
export const cardTitle = style({ margin: 0, fontSize: '16pt', fontWeight: 700, letterSpacing: '0.02em' });
export const confirmationLabel = style({
  margin: '2mm 0 0',
  fontSize: '8pt',
  textTransform: 'uppercase',
  color: '#444444',
});
export const confirmationNumber = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: '18pt',
  fontWeight: 700,
  letterSpacing: '0.05em',
});

export const cancelled = style({
  margin: 0,
  padding: '2mm 3mm',
  border: '2px solid #D0021B',
  color: '#A00015',
  fontWeight: 700,
  textAlign: 'center',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(42mm, 1fr))',
  gap: '2mm 6mm',
  margin: 0,
});

export const fact = style({ minWidth: 0 });
globalStyle(`${fact} dt`, { fontSize: '8pt', textTransform: 'uppercase', color: '#444444' });
globalStyle(`${fact} dd`, { margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });

export const stays = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '9pt',
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({ textAlign: 'start', fontWeight: 700, fontSize: '10pt', paddingBottom: '1.5mm' });

globalStyle(`${stays} th, ${stays} td`, {
  padding: '1.2mm 1.5mm',
  borderBottom: '1px solid #999999',
  textAlign: 'start',
  verticalAlign: 'top',
});

globalStyle(`${stays} thead th`, {
  borderBottom: '1.5px solid #000000',
  fontSize: '8pt',
  fontWeight: 700,
  textTransform: 'uppercase',
});

globalStyle(`${stays} tfoot th, ${stays} tfoot td`, { borderBottom: 'none', borderTop: '1.5px solid #000000' });

export const numeric = style({});
globalStyle(`${stays} ${numeric}`, { textAlign: 'end' });

export const nowrap = style({ whiteSpace: 'nowrap' });
export const code = style({ display: 'block', fontWeight: 700 });
export const sub = style({ display: 'block', fontSize: '8pt', color: '#444444' });
export const rateRun = style({ display: 'block', whiteSpace: 'nowrap' });

export const totalLabel = style({});
globalStyle(`${stays} ${totalLabel}`, { textAlign: 'end', fontWeight: 700 });
export const totalAmount = style({});
globalStyle(`${stays} ${totalAmount}`, { textAlign: 'end', fontWeight: 700, fontSize: '11pt' });

export const remark = style({ padding: '2mm 3mm', border: '1px solid #999999' });
export const remarkTitle = style({ margin: 0, fontSize: '8pt', textTransform: 'uppercase', color: '#444444' });
export const remarkText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const signatures = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '12mm',
  marginTop: 'auto',
  paddingTop: '14mm',
});

export const signature = style({ display: 'flex', flexDirection: 'column', gap: '1mm', fontSize: '9pt' });
export const signatureLine = style({ display: 'block', borderBottom: '1px solid #000000', height: '10mm' });
export const signatureDate = style({ color: '#444444' });

export const cardFooter = style({ fontSize: '7.5pt', color: '#555555', textAlign: 'end' });

// Printing: only the card. Everything that neither holds the card nor is inside it goes, and
// what holds it (the app frame's columns, scroll areas) gives up its size, spacing and scrolling,
// so the card starts at the top of the sheet. Scoped to pages showing a card: the rules stay in
// the document after staff move on to other screens.
const printing = `body:has(${card})`;
globalStyle(`${printing} *:not(:has(${card}), ${card}, ${card} *)`, {
  '@media': { print: { display: 'none !important' } },
});
globalStyle(`${printing}, ${printing} *:has(${card})`, {
  '@media': {
    print: {
      display: 'block !important',
      position: 'static !important' as 'static',
      overflow: 'visible !important',
      width: 'auto !important',
      maxWidth: 'none !important',
      height: 'auto !important',
      minHeight: '0 !important',
      margin: '0 !important',
      padding: '0 !important',
      border: 'none !important',
      boxShadow: 'none !important',
      transform: 'none !important',
      background: 'none !important',
    },
  },
});
globalStyle(`${printing} ${card}`, {
  '@media': {
    print: {
      maxWidth: 'none',
      minHeight: 0,
      padding: 0,
      border: 'none',
      boxShadow: 'none',
      printColorAdjust: 'exact',
    },
  },
});

// Why each room a contract priced costs what it does.
export const contracts = style({ display: 'flex', flexDirection: 'column', gap: '3mm' });
export const contractStay = style({ display: 'flex', flexDirection: 'column', gap: '1mm', breakInside: 'avoid' });
export const contractStayTitle = style({ margin: 0, fontWeight: 700, fontSize: '9pt' });
