import { DialogProvider, ToastProvider, UiProvider } from '@pms/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type createStore, Provider as JotaiProvider, useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { useInterfaceTexts } from '../shared/i18n/interfaceText.ts';
import { languageOf } from '../shared/i18n/languages.ts';
import { loadMessages, type Messages } from '../shared/i18n/load-messages.ts';
import { ApiProvider } from '../shared/query/ApiProvider.tsx';
import { type SessionController, sessionAtom } from '../shared/session/controller.ts';
import { SessionContext } from '../shared/session/SessionContext.tsx';
import { languageAtom } from '../shared/state.ts';
import { ConnectionNotices } from './connection/ConnectionNotices.tsx';
import { SessionNotices } from './session/SessionNotices.tsx';
import './global.css.ts';

function LocalizedApp({ children }: { children: ReactNode }) {
  const language = languageOf(useAtomValue(languageAtom));
  const [fileMessages, setMessages] = useState<Messages | null>(null);
  const texts = useInterfaceTexts();
  // Spec §7: texts edited in Language Setting override the translation files at run time. A text
  // keyed by a message id replaces that message wherever the app shows it.
  const messages = useMemo(
    () => (fileMessages && texts.size > 0 ? { ...fileMessages, ...Object.fromEntries(texts) } : fileMessages),
    [fileMessages, texts],
  );

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
          // Spec §8: a missing translation is a console warning, never a broken screen. A browser
          // without Lao locale data (Debian's Chromium) formats in the default locale: also a warning.
          if (error.code === 'MISSING_TRANSLATION' || error.code === 'MISSING_DATA') console.warn(error.message);
          else console.error(error);
        }}
      >
        <ToastProvider>
          <DialogProvider>
            <SessionNotices />
            <ConnectionNotices />
            {children}
          </DialogProvider>
        </ToastProvider>
      </IntlProvider>
    </UiProvider>
  );
}

/**
 * What one staff member read is not shown to the next: the cache is emptied when a session ends
 * or another user's begins (while the login page is on screen, before anything is read again).
 */
function ForgetOnSignOut() {
  const queryClient = useQueryClient();
  const session = useAtomValue(sessionAtom);
  const user = session?.name ?? null;
  const previous = useRef(user);
  useEffect(() => {
    if (previous.current !== null && previous.current !== user) queryClient.clear();
    previous.current = user;
  }, [queryClient, user]);
  return null;
}

export interface AppProvidersProps {
  /** The store the session controller writes the session atoms into. */
  store: ReturnType<typeof createStore>;
  session: SessionController;
  children: ReactNode;
}

export function AppProviders({ store, session, children }: AppProvidersProps) {
  return (
    <JotaiProvider store={store}>
      <SessionContext value={session}>
        <ApiProvider api={session.api}>
          <ForgetOnSignOut />
          <LocalizedApp>{children}</LocalizedApp>
        </ApiProvider>
      </SessionContext>
    </JotaiProvider>
  );
}
