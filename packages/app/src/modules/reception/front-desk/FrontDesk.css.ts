import { vars } from '@pms/ui';
import { style } from '@vanilla-extract/css';

/** A registration card's fields: three to a row in a dialog, names first. */
export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  alignItems: 'start',
});

export const wide = style({ gridColumn: 'span 2' });

export const cardBox = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  margin: 0,
  minWidth: 0,
});

export const cardLegend = style({ fontWeight: 600, paddingInline: vars.space.xs });

/** The filters under the list's search: one row at 1280 px. */
export const filters = style({ minWidth: 0 });
export const filterField = style({ width: '11rem' });
export const dateField = style({ width: '10.5rem' });

/** Indicators of undelivered messages and open flags in a cell. */
export const notice = style({ display: 'inline-flex', gap: vars.space.xs, alignItems: 'center' });

export const remark = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', display: 'block' });

export const muted = style({ color: vars.color.textMuted });

/** The walk-in form: stay on the left, the guest's card on the right; fits 1280 px beside the menu. */
export const walkInForm = style({ maxWidth: '60rem' });
