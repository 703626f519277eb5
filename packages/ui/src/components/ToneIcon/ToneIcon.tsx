import type { ReactNode } from 'react';
import { toneIcon } from './ToneIcon.css.ts';

/** Names of the icons; the tones match NoticeTone, plus question, clock and close. */
export type ToneIconName = 'info' | 'success' | 'warning' | 'error' | 'question' | 'clock' | 'close';

// 20×20 outline icons drawn with currentColor, in the style of Notice's icons.
const PATHS: Record<ToneIconName, ReactNode> = {
  info: (
    <>
      <circle cx="10" cy="10" r="8" />
      <path d="M10 9v5M10 6.25v.01" />
    </>
  ),
  success: (
    <>
      <circle cx="10" cy="10" r="8" />
      <path d="m6.5 10.25 2.5 2.5 4.5-5" />
    </>
  ),
  warning: (
    <>
      <path d="M8.7 3.3a1.5 1.5 0 0 1 2.6 0l6.5 11.5a1.5 1.5 0 0 1-1.3 2.2H3.5a1.5 1.5 0 0 1-1.3-2.2Z" />
      <path d="M10 8v3.5M10 14.25v.01" />
    </>
  ),
  error: (
    <>
      <circle cx="10" cy="10" r="8" />
      <path d="m7.25 7.25 5.5 5.5M12.75 7.25l-5.5 5.5" />
    </>
  ),
  question: (
    <>
      <circle cx="10" cy="10" r="8" />
      <path d="M7.75 7.75a2.25 2.25 0 1 1 3.1 2.08c-.5.2-.85.66-.85 1.2v.47M10 14.25v.01" />
    </>
  ),
  clock: (
    <>
      <circle cx="10" cy="10" r="8" />
      <path d="M10 5.75V10l2.75 1.75" />
    </>
  ),
  close: <path d="m5.5 5.5 9 9M14.5 5.5l-9 9" />,
};

export interface ToneIconProps {
  name: ToneIconName;
  className?: string;
}

/** A decorative icon for messages and dialogs; the words next to it carry the meaning. */
export function ToneIcon({ name, className }: ToneIconProps) {
  return (
    <svg
      className={[toneIcon, className].filter(Boolean).join(' ')}
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}
