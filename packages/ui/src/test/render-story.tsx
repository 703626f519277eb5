import type { ReactElement } from 'react';
import { I18nProvider } from 'react-aria';
import { createRoot, type Root } from 'react-dom/client';
import type { UiLocale } from '../i18n/strings.ts';
import { darkTheme, lightTheme, themeRoot } from '../theme/theme.css.ts';

const mounted: Root[] = [];
const LANG: Record<UiLocale, string> = { 'en-US': 'en', 'th-TH': 'th', 'lo-LA': 'lo' };

/**
 * Renders an element the way Storybook's preview does (theme class, lang, react-aria locale) into
 * a fresh container, for the visual baseline tests. Answers the container to screenshot.
 */
export function renderForScreenshot(
  element: ReactElement,
  options: { locale?: UiLocale; theme?: 'light' | 'dark'; width?: number } = {},
): HTMLElement {
  for (const root of mounted.splice(0)) root.unmount();
  document.body.replaceChildren();
  document.body.style.margin = '0';
  const container = document.createElement('div');
  const locale = options.locale ?? 'en-US';
  container.className = `${options.theme === 'dark' ? darkTheme : lightTheme} ${themeRoot}`;
  container.lang = LANG[locale];
  container.style.padding = '16px';
  container.style.width = `${options.width ?? 640}px`;
  document.body.append(container);
  const root = createRoot(container);
  mounted.push(root);
  root.render(<I18nProvider locale={locale}>{element}</I18nProvider>);
  return container;
}
