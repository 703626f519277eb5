import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Disclosure as AriaDisclosure,
  DisclosureGroup as AriaDisclosureGroup,
  type DisclosureGroupProps as AriaDisclosureGroupProps,
  type DisclosureProps as AriaDisclosureProps,
  composeRenderProps,
  DisclosurePanel,
  Heading,
} from 'react-aria-components';
import type { HeadingLevel } from '../Card/Card.tsx';
import { chevron, disclosure, group, heading, panel, trigger } from './Disclosure.css.ts';

export interface DisclosureProps extends Omit<AriaDisclosureProps, 'children'> {
  /** Text of the button that shows and hides the content. */
  title: ReactNode;
  /** Level of the heading around the button, to fit the page's outline. */
  level?: HeadingLevel;
  children?: ReactNode;
}

/**
 * A section whose content shows and hides under its heading: react-aria-components' Disclosure,
 * with a chevron that turns down while open. Takes RAC's props (isExpanded, defaultExpanded,
 * onExpandedChange, isDisabled).
 */
export function Disclosure({ title, level = 3, className, children, ...rest }: DisclosureProps) {
  return (
    <AriaDisclosure
      {...rest}
      className={composeRenderProps(className, (extra) => [disclosure, extra].filter(Boolean).join(' '))}
    >
      <Heading level={level} className={heading}>
        <AriaButton slot="trigger" className={trigger}>
          <svg
            className={chevron}
            viewBox="0 0 16 16"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d="m6 3.5 4.5 4.5L6 12.5" />
          </svg>
          <span>{title}</span>
        </AriaButton>
      </Heading>
      <DisclosurePanel className={panel}>{children}</DisclosurePanel>
    </AriaDisclosure>
  );
}

export type DisclosureGroupProps = AriaDisclosureGroupProps;

/** Disclosures that open one at a time (or several, with allowsMultipleExpanded): an accordion. */
export function DisclosureGroup({ className, ...rest }: DisclosureGroupProps) {
  return (
    <AriaDisclosureGroup
      {...rest}
      className={composeRenderProps(className, (extra) => [group, extra].filter(Boolean).join(' '))}
    />
  );
}
