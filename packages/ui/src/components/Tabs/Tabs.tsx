import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
  composeRenderProps,
} from 'react-aria-components';
import { tab, tabList, tabPanel, tabs } from './Tabs.css.ts';

const join = (base: string) => (extra: string | undefined) => [base, extra].filter(Boolean).join(' ');

export interface TabsProps extends AriaTabsProps {}
export interface TabListProps<T extends object = object> extends AriaTabListProps<T> {}
export interface TabProps extends AriaTabProps {}
export interface TabPanelProps extends AriaTabPanelProps {}

/**
 * react-aria-components' Tabs: a horizontal tab bar (like the shell's top tabs) and its panels.
 * Takes RAC's props (selectedKey, defaultSelectedKey, onSelectionChange, disabledKeys, …).
 */
export function Tabs({ className, ...rest }: TabsProps) {
  return <AriaTabs {...rest} className={composeRenderProps(className, join(tabs))} />;
}

/** The bar of tabs; needs an `aria-label` when no visible heading names it. */
export function TabList<T extends object = object>({ className, ...rest }: TabListProps<T>) {
  return <AriaTabList {...rest} className={composeRenderProps(className, join(tabList))} />;
}

/** One tab. With `href` it navigates (router-aware through RAC's RouterProvider). */
export function Tab({ className, ...rest }: TabProps) {
  return <AriaTab {...rest} className={composeRenderProps(className, join(tab))} />;
}

/** The content shown for the tab with the same `id`. */
export function TabPanel({ className, ...rest }: TabPanelProps) {
  return <AriaTabPanel {...rest} className={composeRenderProps(className, join(tabPanel))} />;
}
