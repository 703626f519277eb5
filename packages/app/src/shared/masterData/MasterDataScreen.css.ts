import { vars } from '@pms/ui';
import { style } from '@vanilla-extract/css';

export const barEnd = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

// Two inputs a row; one on a phone. Long texts take the whole row.
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  alignItems: 'start',
  gap: vars.space.md,
  '@media': {
    '(max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const wide = style({ gridColumn: '1 / -1' });

// Lines a checkbox up with the inputs beside it, below their label row.
export const flagCell = style({ paddingBlockStart: '1.75rem' });

export const restored = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

// The backup switch sits at the footer's start, away from Cancel and Save.
export const keepSwitch = style({
  marginInlineEnd: 'auto',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const flagYes = style({ fontWeight: vars.fontWeight.medium });
