import { composeRenderProps, ToggleButton, type ToggleButtonProps } from 'react-aria-components';
import { useUiStrings } from '../../i18n/strings.ts';
import { icon, toggle } from './PinToggle.css.ts';
import { strings } from './PinToggle.strings.ts';

export interface PinToggleProps extends Omit<ToggleButtonProps, 'children'> {}

/**
 * Keeps the top bar in place (pressed) or lets it hide on scroll (not pressed). A RAC ToggleButton:
 * `isSelected` / `defaultSelected` / `onChange`; screen readers hear 'Pin menu bar, pressed'.
 */
export function PinToggle({ className, ...rest }: PinToggleProps) {
  const t = useUiStrings(strings, '@pms/ui/PinToggle');
  return (
    <ToggleButton
      aria-label={t('pinMenuBar')}
      {...rest}
      className={composeRenderProps(className, (extra) => [toggle, extra].filter(Boolean).join(' '))}
    >
      <svg
        className={icon}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M9 3.5h6M10 3.5v5.25L7 12.5v1.5h10v-1.5l-3-3.75V3.5M12 14v6.5" />
      </svg>
    </ToggleButton>
  );
}
