import { createContext, useContext } from 'react';
import {
  Toolbar as AriaToolbar,
  type ToolbarProps as AriaToolbarProps,
  composeRenderProps,
  Group,
  type GroupProps,
  Separator,
  type SeparatorProps,
} from 'react-aria-components';
import { group, separator, toolbar } from './Toolbar.css.ts';

const join = (base: string) => (extra: string | undefined) => [base, extra].filter(Boolean).join(' ');

export interface ToolbarProps extends AriaToolbarProps {}

/**
 * react-aria-components' Toolbar: one Tab stop, arrow keys move between its controls. Name it with
 * `aria-label` (e.g. 'Folio actions').
 */
export function Toolbar({ className, ...rest }: ToolbarProps) {
  return (
    <ToolbarOrientation.Provider value={rest.orientation ?? 'horizontal'}>
      <AriaToolbar {...rest} className={composeRenderProps(className, join(toolbar))} />
    </ToolbarOrientation.Provider>
  );
}

// RAC's Toolbar does not tell its separators which way it runs, so ours does.
const ToolbarOrientation = createContext<'horizontal' | 'vertical'>('horizontal');

export interface ToolbarGroupProps extends GroupProps {
  /** Groups are announced by name, e.g. 'Print'. */
  'aria-label': string;
}

/** A named run of related controls inside a Toolbar (role="group"). */
export function ToolbarGroup({ className, ...rest }: ToolbarGroupProps) {
  return <Group {...rest} className={composeRenderProps(className, join(group))} />;
}

export interface ToolbarSeparatorProps extends SeparatorProps {}

/** A line between groups; inside a Toolbar it takes the orientation across the toolbar's own. */
export function ToolbarSeparator({ className, orientation, ...rest }: ToolbarSeparatorProps) {
  const toolbarOrientation = useContext(ToolbarOrientation);
  return (
    <Separator
      {...rest}
      orientation={orientation ?? (toolbarOrientation === 'horizontal' ? 'vertical' : 'horizontal')}
      className={[separator, className].filter(Boolean).join(' ')}
    />
  );
}
