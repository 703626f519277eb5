import { vars } from '@pms/ui';
import { style } from '@vanilla-extract/css';

// A whole row of the guest form's grid (GuestForm); the master-data form uses Box gridColumn="full".
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
