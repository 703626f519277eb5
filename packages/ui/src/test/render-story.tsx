import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { UiLocale } from '../i18n/strings.ts';
import { UiProvider } from '../provider/UiProvider.tsx';

const mounted: Root[] = [];

/**
 * Renders an element the way Storybook's preview does (UiProvider: theme class, lang, react-aria
 * locale) into a fresh container, for the visual baseline tests. Answers the element to screenshot.
 */
export function renderForScreenshot(
  element: ReactElement,
  options: { locale?: UiLocale; theme?: 'light' | 'dark'; width?: number } = {},
): HTMLElement {
  for (const root of mounted.splice(0)) root.unmount();
  document.body.replaceChildren();
  document.body.style.margin = '0';
  if (!document.getElementById('screenshot-steady')) {
    // A screenshot must not catch a colour transition half-way or a blinking caret.
    const steady = document.createElement('style');
    steady.id = 'screenshot-steady';
    steady.textContent = '*, *::before, *::after { transition: none !important; caret-color: transparent !important; }';
    document.head.append(steady);
  }
  const host = document.createElement('div');
  host.style.width = `${options.width ?? 640}px`;
  document.body.append(host);
  const root = createRoot(host);
  mounted.push(root);
  root.render(
    <UiProvider locale={options.locale ?? 'en-US'} theme={options.theme ?? 'light'}>
      <div style={{ padding: 16 }}>{element}</div>
    </UiProvider>,
  );
  return host;
}
