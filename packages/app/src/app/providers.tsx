import { UiProvider } from '@pms/ui';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { ApiContext, createBrowserApi } from '../shared/api.ts';
import { languageOf } from '../shared/i18n/languages.ts';
import { loadMessages, type Messages } from '../shared/i18n/load-messages.ts';
import { languageAtom } from '../shared/state.ts';
import './global.css.ts';

function LocalizedApp({ children }: { children: ReactNode }) {
  const language = languageOf(useAtomValue(languageAtom));
  const [messages, setMessages] = useState<Messages | null>(null);

  useEffect(() => {
    let current = true;
    loadMessages(language).then(
      (loaded) => current && setMessages(loaded),
      // The English defaults in the code stand in when the translation file cannot be had.
      () => current && setMessages({}),
    );
    // The page's own lang (screen readers, the Thai and Lao font stacks outside the app root).
    document.documentElement.lang = language.locale;
    return () => {
      current = false;
    };
  }, [language]);

  if (!messages) return null;
  return (
    <UiProvider locale={language.uiLocale}>
      <IntlProvider
        locale={language.locale}
        defaultLocale="en"
        messages={messages}
        onError={(error) => {
          // Spec §8: a missing translation is a console warning, never a broken screen.
          if (error.code === 'MISSING_TRANSLATION') console.warn(error.message);
          else console.error(error);
        }}
      >
        {children}
      </IntlProvider>
    </UiProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  const api = useMemo(createBrowserApi, []);
  return (
    <JotaiProvider>
      <ApiContext value={api}>
        <LocalizedApp>{children}</LocalizedApp>
      </ApiContext>
    </JotaiProvider>
  );
}
