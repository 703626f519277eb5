import { vars } from '@pms/ui';
import { style, styleVariants } from '@vanilla-extract/css';
import { DAY_WIDTH, ROOM_COLUMN_WIDTH, ROW_HEIGHT } from './rackModel.ts';

/** The width of a day, set on the grid: the days share the room the screen gives them (44 px at least). */
export const DAY_WIDTH_PROPERTY = '--rack-day-width';
const dayWidth = `var(${DAY_WIDTH_PROPERTY}, ${DAY_WIDTH}px)`;

// The rack is a canvas of positioned bars over a striped day background: one element per stay
// and per out-of-order period, never one per room-day (issue 17: smooth at 500 rooms).

export const board = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 16rem',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const scroller = style({
  position: 'relative',
  overflow: 'auto',
  maxHeight: 'calc(100vh - 17rem)',
  minHeight: '12rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  outline: 'none',
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 3,
  display: 'flex',
  height: ROW_HEIGHT + 8,
  backgroundColor: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
});

export const corner = style({
  position: 'sticky',
  left: 0,
  zIndex: 4,
  flex: `0 0 ${ROOM_COLUMN_WIDTH}px`,
  display: 'flex',
  alignItems: 'center',
  paddingInline: vars.space.sm,
  fontWeight: vars.fontWeight.semibold,
  backgroundColor: vars.color.surfaceMuted,
  borderRight: `1px solid ${vars.color.border}`,
});

export const dayHeader = style({
  flex: `0 0 ${dayWidth}`,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  borderRight: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-today]': { fontWeight: vars.fontWeight.bold, boxShadow: `inset 0 -3px 0 ${vars.color.accent}` },
    '&[data-weekend]': { backgroundColor: vars.color.surfacePressed },
  },
});

export const body = style({ position: 'relative' });

export const row = style({
  position: 'absolute',
  left: 0,
  display: 'flex',
  height: ROW_HEIGHT,
  boxSizing: 'border-box',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&[data-target]': { backgroundColor: vars.color.tone.info.background } },
});

export const roomCell = style({
  position: 'sticky',
  left: 0,
  zIndex: 2,
  flex: `0 0 ${ROOM_COLUMN_WIDTH}px`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
});

export const roomNumber = style({ fontWeight: vars.fontWeight.semibold, minWidth: '2.5rem' });
export const roomType = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

/** Housekeeping status as a short word with a border style, never colour alone. */
export const housekeeping = styleVariants({
  dirty: {
    marginInlineStart: 'auto',
    fontSize: vars.fontSize.xs,
    paddingInline: vars.space.xxs,
    border: `1px dashed ${vars.color.tone.error.border}`,
    color: vars.color.tone.error.foreground,
    borderRadius: vars.radius.sm,
  },
  clean: {
    marginInlineStart: 'auto',
    fontSize: vars.fontSize.xs,
    paddingInline: vars.space.xxs,
    border: `1px solid ${vars.color.tone.success.border}`,
    color: vars.color.tone.success.foreground,
    borderRadius: vars.radius.sm,
  },
  inspected: {
    marginInlineStart: 'auto',
    fontSize: vars.fontSize.xs,
    paddingInline: vars.space.xxs,
    border: `2px double ${vars.color.tone.success.border}`,
    color: vars.color.tone.success.foreground,
    fontWeight: vars.fontWeight.semibold,
    borderRadius: vars.radius.sm,
  },
});

export const serviceMark = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.tone.warning.foreground,
});

/** The days behind the bars: one repeating gradient draws every day line of the row. */
export const days = style({
  position: 'relative',
  flex: '0 0 auto',
  height: '100%',
  backgroundImage: `repeating-linear-gradient(to right, transparent 0, transparent calc(${dayWidth} - 1px), ${vars.color.border} calc(${dayWidth} - 1px), ${vars.color.border} ${dayWidth})`,
});

const barBase = style({
  position: 'absolute',
  top: 3,
  height: ROW_HEIGHT - 7,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInline: vars.space.xs,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  borderRadius: vars.radius.sm,
  cursor: 'grab',
  userSelect: 'none',
  boxSizing: 'border-box',
  selectors: {
    '&[data-clipped-start]': { borderTopLeftRadius: 0, borderBottomLeftRadius: 0 },
    '&[data-clipped-end]': { borderTopRightRadius: 0, borderBottomRightRadius: 0 },
    '&[data-picked]': { outline: `2px dashed ${vars.color.text}`, outlineOffset: 1, opacity: 0.75 },
  },
});

const stripes = (colour: string) =>
  `repeating-linear-gradient(135deg, ${colour} 0, ${colour} 4px, transparent 4px, transparent 8px)`;

/**
 * One look per status: fill, border style and pattern differ, and the bar starts with the
 * status's short mark, so that no status is told by colour alone.
 */
export const bar = styleVariants({
  tentative: [
    barBase,
    { border: `2px dotted ${vars.color.spec.gray}`, backgroundColor: vars.color.surface, color: vars.color.text },
  ],
  reserved: [
    barBase,
    {
      border: `2px solid ${vars.color.tone.info.border}`,
      backgroundColor: vars.color.tone.info.background,
      color: vars.color.tone.info.foreground,
    },
  ],
  'due-in': [
    barBase,
    {
      border: `2px solid ${vars.color.tone.warning.border}`,
      backgroundColor: vars.color.tone.warning.background,
      backgroundImage: stripes('rgba(245, 166, 35, 0.25)'),
      color: vars.color.tone.warning.foreground,
    },
  ],
  'in-house': [
    barBase,
    {
      border: `2px solid ${vars.color.tone.success.foreground}`,
      backgroundColor: vars.color.tone.success.foreground,
      color: vars.color.textOnAccent,
    },
  ],
  'due-out': [
    barBase,
    {
      border: `2px solid ${vars.color.tone.error.foreground}`,
      backgroundColor: vars.color.tone.error.foreground,
      backgroundImage: stripes('rgba(255, 255, 255, 0.18)'),
      color: vars.color.textOnAccent,
    },
  ],
  'checked-out': [
    barBase,
    {
      border: `1px solid ${vars.color.borderStrong}`,
      backgroundColor: vars.color.surfacePressed,
      color: vars.color.textMuted,
    },
  ],
});

export const barMark = style({ fontWeight: vars.fontWeight.bold, flex: '0 0 auto' });
export const barText = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

/** The end of a bar, dragged to extend or shorten an in-house stay. */
export const resizeHandle = style({
  position: 'absolute',
  top: 0,
  right: 0,
  width: 8,
  height: '100%',
  cursor: 'ew-resize',
  background: 'rgba(255, 255, 255, 0.35)',
});

export const ghost = style({
  position: 'absolute',
  top: 2,
  height: ROW_HEIGHT - 5,
  border: `2px dashed ${vars.color.text}`,
  borderRadius: vars.radius.sm,
  pointerEvents: 'none',
  boxSizing: 'border-box',
});

export const outOfOrder = style({
  position: 'absolute',
  top: 0,
  height: ROW_HEIGHT - 1,
  display: 'flex',
  alignItems: 'center',
  paddingInline: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  backgroundColor: vars.color.surfacePressed,
  backgroundImage: stripes('rgba(27, 31, 36, 0.18)'),
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
});

/** The focused cell: the one element of the grid in the tab order (roving focus). */
export const cursor = style({
  position: 'absolute',
  top: 0,
  height: ROW_HEIGHT - 1,
  width: dayWidth,
  boxSizing: 'border-box',
  border: `2px solid transparent`,
  zIndex: 1,
  outline: 'none',
  selectors: {
    '&:focus-visible, &:focus': {
      border: `3px solid ${vars.color.focusRing}`,
      boxShadow: `0 0 0 1px ${vars.color.surface}`,
    },
  },
});

export const panel = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const panelTitle = style({
  margin: 0,
  padding: vars.space.sm,
  fontSize: vars.fontSize.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const panelList = style({
  maxHeight: 'calc(100vh - 20rem)',
  minHeight: '8rem',
  overflow: 'auto',
  padding: vars.space.xs,
  outline: 'none',
});

export const panelItem = style({
  position: 'absolute',
  left: 0,
  right: 0,
  height: 52,
  boxSizing: 'border-box',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  cursor: 'grab',
  backgroundColor: vars.color.surface,
  outline: 'none',
  selectors: {
    '&:focus-visible, &:focus': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 1 },
    '&[data-picked]': { borderStyle: 'dashed', borderColor: vars.color.text },
  },
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  alignItems: 'center',
  fontSize: vars.fontSize.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const legendSwatch = style({
  position: 'relative',
  display: 'inline-flex',
  width: 'auto',
  minWidth: '4.5rem',
  top: 0,
  height: 20,
  cursor: 'default',
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
