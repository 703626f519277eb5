import type { HTMLAttributes, ReactNode } from 'react';
import { ToneIcon } from '../ToneIcon/ToneIcon.tsx';
import { content, icon, message, notice, title as titleStyle } from './Notice.css.ts';

export type NoticeTone = 'info' | 'warning' | 'error' | 'success';

export interface NoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  tone?: NoticeTone;
  /** Short summary, shown in bold. */
  title: ReactNode;
  /** Details or next steps. */
  children?: ReactNode;
}

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
      <ToneIcon name={tone} className={icon} />
      <div className={content}>
        <p className={titleStyle}>{title}</p>
        {children === undefined || children === null ? null : <div className={message}>{children}</div>}
      </div>
    </div>
  );
}
