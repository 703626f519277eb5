// The cashier's shift for every screen that posts (folio, posting, deposits, outlets): import from
// here. useOpenShift() gives the caller's open shift and ensureShift(), which asks the spec's shift
// choice (AM / PM / Night / Cancel, the DialogProvider's chooseShift) and opens the shift chosen;
// ShiftStatus shows the shift in a screen's bar; isNoOpenShift() tells the server's refusal.
export { ShiftStatus, type ShiftStatusProps } from './ShiftStatus.tsx';
export { isNoOpenShift, type OpenShift, useOpenShift } from './useOpenShift.ts';
