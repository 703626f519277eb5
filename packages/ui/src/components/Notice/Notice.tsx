import type { HTMLAttributes, ReactNode } from 'react';
import { content, icon, message, notice, title as titleStyle } from './Notice.css.ts';

export type NoticeTone = 'info' | 'warning' | 'error' | 'success';

export interface NoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  tone?: NoticeTone;
  /** Short summary, shown in bold. */
  title: ReactNode;
  /** Details or next steps. */
  children?: ReactNode;
}

// 20×20 outline icons; the title already states the tone in words, so they are decorative.
const ICON_PATHS: Record<NoticeTone, ReactNode> = {
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
};

/**
 * An inline message about the screen's state. Errors are announced at once (role="alert");
 * other tones politely (role="status").
 */
export function Notice({ tone = 'info', title, children, className, ...rest }: NoticeProps) {
  return (
    <div
      {...rest}
      role={tone === 'error' ? 'alert' : 'status'}
      className={[notice({ tone }), className].filter(Boolean).join(' ')}
    >
      <svg
        className={icon}
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {ICON_PATHS[tone]}
      </svg>
      <div className={content}>
        <p className={titleStyle}>{title}</p>
        {children === undefined || children === null ? null : <div className={message}>{children}</div>}
      </div>
    </div>
  );
}
