import { useCallback, useState } from 'react';
import { useUNSAFE_PortalContext } from 'react-aria';
import {
  Tooltip as AriaTooltip,
  type TooltipProps as AriaTooltipProps,
  TooltipTrigger as AriaTooltipTrigger,
  composeRenderProps,
  OverlayArrow,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { themeRoot } from '../../theme/theme.css.ts';
import { anchor, arrow, tooltip } from './Tooltip.css.ts';

export type TooltipTriggerProps = TooltipTriggerComponentProps;

/**
 * Shows its Tooltip while the trigger (a focusable element such as Button) is hovered or
 * focused. Focus shows it at once; hover after `delay` ms.
 */
export function TooltipTrigger({ delay = 600, closeDelay = 200, ...rest }: TooltipTriggerProps) {
  return <AriaTooltipTrigger delay={delay} closeDelay={closeDelay} {...rest} />;
}

export interface TooltipProps extends Omit<AriaTooltipProps, 'UNSTABLE_portalContainer'> {
  /** Hides the small arrow pointing at the trigger. */
  hideArrow?: boolean;
}

/**
 * react-aria-components' Tooltip with the theme's looks. It is portalled into the nearest themed
 * root (not the end of the body), so it keeps the theme's colours and the Thai/Lao fonts, unless
 * the app set a container with UNSAFE_PortalProvider.
 */
export function Tooltip({ hideArrow = false, offset = 8, className, children, ...rest }: TooltipProps) {
  const { getContainer } = useUNSAFE_PortalContext();
  const [container, setContainer] = useState<Element | undefined>(undefined);
  const findThemeRoot = useCallback((node: HTMLElement | null) => {
    setContainer(node?.closest(`.${themeRoot}`) ?? undefined);
  }, []);
  return (
    <>
      <span ref={findThemeRoot} className={anchor} aria-hidden="true" />
      <AriaTooltip
        {...rest}
        offset={offset}
        UNSTABLE_portalContainer={getContainer ? undefined : container}
        className={composeRenderProps(className, (extra) => [tooltip, extra].filter(Boolean).join(' '))}
      >
        {composeRenderProps(children, (content) => (
          <>
            {hideArrow ? null : (
              <OverlayArrow>
                <svg className={arrow} width="10" height="5" viewBox="0 0 10 5" aria-hidden="true">
                  <path d="M0 0 L5 5 L10 0 Z" />
                </svg>
              </OverlayArrow>
            )}
            {content}
          </>
        ))}
      </AriaTooltip>
    </>
  );
}
