import { type ReactNode, useCallback, useState } from 'react';
import { useUNSAFE_PortalContext } from 'react-aria';
import {
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
  type ListBoxItemProps as AriaListBoxItemProps,
  type ListBoxProps as AriaListBoxProps,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import { themeRoot } from '../../theme/theme.css.ts';
import { cx, withClassName } from './classNames.ts';
import { listBox, option, optionCheck, popover, popoverMatchingTrigger } from './Field.css.ts';
import { CheckIcon } from './icons.tsx';

/**
 * Where a control's popover is portalled. By default RAC portals to document.body, outside the
 * element that carries the theme class and `lang`, so the popover would lose the theme's CSS
 * variables and the Thai/Lao font stacks. We portal into the nearest theme root instead, unless
 * the app set its own container with react-aria's UNSAFE_PortalProvider.
 * Attach `ref` to the control's root element.
 */
export function useThemedPortal() {
  const { getContainer } = useUNSAFE_PortalContext();
  const [container, setContainer] = useState<Element | undefined>(undefined);
  const ref = useCallback((node: Element | null) => {
    setContainer(node?.closest(`.${themeRoot}`) ?? undefined);
  }, []);
  return { ref, container: getContainer ? undefined : container };
}

export interface FieldPopoverProps extends Omit<AriaPopoverProps, 'UNSTABLE_portalContainer'> {
  /** From `useThemedPortal()`. */
  portalContainer: Element | undefined;
  /** At least as wide as the field (lists); false for content with its own width (calendars). */
  matchTriggerWidth?: boolean;
}

/** RAC Popover styled as the floating panel of Select, ComboBox and the date pickers. */
export function FieldPopover({
  portalContainer,
  matchTriggerWidth = true,
  className,
  offset = 4,
  ...rest
}: FieldPopoverProps) {
  return (
    <AriaPopover
      {...rest}
      offset={offset}
      UNSTABLE_portalContainer={portalContainer}
      className={withClassName(cx(popover, matchTriggerWidth && popoverMatchingTrigger), className)}
    />
  );
}

/** RAC ListBox styled for Select and ComboBox popovers. */
export function FieldListBox<T extends object>({ className, ...rest }: AriaListBoxProps<T>) {
  return <AriaListBox<T> {...rest} className={withClassName(listBox, className)} />;
}

export interface FieldOptionProps<T> extends Omit<AriaListBoxItemProps<T>, 'children'> {
  children: ReactNode;
}

/** One choice in a list box: its text, and a check mark while selected. */
export function FieldOption<T extends object>({ className, children, textValue, ...rest }: FieldOptionProps<T>) {
  return (
    <AriaListBoxItem<T>
      {...rest}
      // RAC reads type-ahead and the ComboBox input text from textValue; a render function as
      // children hides the string from it.
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={withClassName(option, className)}
    >
      {({ isSelected }) => (
        <>
          <span>{children}</span>
          {isSelected ? (
            <span className={optionCheck}>
              <CheckIcon />
            </span>
          ) : null}
        </>
      )}
    </AriaListBoxItem>
  );
}
