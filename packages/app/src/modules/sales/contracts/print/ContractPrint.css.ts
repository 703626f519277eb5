import { style } from '@vanilla-extract/css';

// The contract on paper, on the report print layout's page (ReportPrintLayout.css.ts): its
// sections, the rates tables and the signature block.

export const section = style({ breakInside: 'avoid-page', marginBlockEnd: '5mm' });

export const heading = style({ margin: '0 0 2mm', fontSize: '10pt', fontWeight: 700 });

export const lines = style({ margin: 0, paddingInlineStart: '5mm' });

export const seasonTitle = style({ margin: '3mm 0 1mm', fontSize: '9pt', fontWeight: 600 });

export const signatures = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '12mm',
  marginBlockStart: '14mm',
  breakInside: 'avoid',
});

export const signature = style({ display: 'flex', flexDirection: 'column' });

export const signatureLine = style({
  borderBlockStart: '0.5pt solid #000',
  marginBlockStart: '10mm',
  paddingBlockStart: '1mm',
  fontSize: '8pt',
  color: '#444',
});

export const allotment = style({ margin: '1mm 0 0' });
