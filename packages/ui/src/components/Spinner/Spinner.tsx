import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
  composeRenderProps,
  Label,
} from 'react-aria-components';
import { useUiStrings } from '../../i18n/strings.ts';
import { arc, label as labelStyle, ring, spinner, track } from './Spinner.css.ts';
import { strings } from './Spinner.strings.ts';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps
  extends Omit<AriaProgressBarProps, 'isIndeterminate' | 'value' | 'minValue' | 'maxValue' | 'children'> {
  size?: SpinnerSize;
  /** What is loading; defaults to the spec's 'Loading...' in the UI language. */
  label?: string;
  /** Shows the label next to (or, with `layout="stacked"`, under) the spinner; otherwise it is only announced. */
  showLabel?: boolean;
  layout?: 'inline' | 'stacked';
  /** 'current' draws in the surrounding text colour, for coloured surfaces such as a primary button. */
  tone?: 'accent' | 'current';
}

/** An indeterminate busy indicator: react-aria's ProgressBar, so it is announced as a busy progress bar. */
export function Spinner({ size, label, showLabel = false, layout, tone, className, ...rest }: SpinnerProps) {
  const t = useUiStrings(strings, '@pms/ui/Spinner');
  const text = label ?? t('loading');
  return (
    <AriaProgressBar
      {...rest}
      isIndeterminate
      aria-label={showLabel ? undefined : (rest['aria-label'] ?? text)}
      className={composeRenderProps(className, (extra) =>
        [spinner({ size, layout, tone }), extra].filter(Boolean).join(' '),
      )}
    >
      <svg className={ring} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <circle className={track} cx="12" cy="12" r="9.5" strokeWidth="3" />
        <path className={arc} d="M12 2.5a9.5 9.5 0 0 1 9.5 9.5" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {showLabel ? <Label className={labelStyle}>{text}</Label> : null}
    </AriaProgressBar>
  );
}
