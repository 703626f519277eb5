import { style } from '@vanilla-extract/css';

export const filters = style({ marginBlockEnd: '0.75rem' });
export const partner = style({ width: '20rem', maxWidth: '100%' });
export const choice = style({ width: '11rem' });
