import { DialogProvider, ToastProvider, UiProvider } from '@pms/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type createStore, Provider as JotaiProvider, useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { IntlProvider } from 'react-intl';
import type { CompiledMessages, compileMessages } from '../shared/i18n/compileMessages.ts';
import { useInterfaceTexts } from '../shared/i18n/interfaceText.ts';
import { DEFAULT_LANGUAGE, type Language, languageOf } from '../shared/i18n/languages.ts';
import { loadMessages } from '../shared/i18n/load-messages.ts';
import { LiveUpdates } from '../shared/live/LiveUpdates.tsx';
import { ApiProvider } from '../shared/query/ApiProvider.tsx';
import { type SessionController, sessionAtom } from '../shared/session/controller.ts';
import { SessionContext } from '../shared/session/SessionContext.tsx';
import { languageAtom } from '../shared/state.ts';
import { ConnectionNotices } from './connection/ConnectionNotices.tsx';
import { SessionNotices } from './session/SessionNotices.tsx';
import './global.css.ts';

function LocalizedApp({ children }: { children: ReactNode }) {
  const language = languageOf(useAtomValue(languageAtom));
  // The language the screens are shown in: the chosen one once its texts (and, for Lao, its date
  // names) are in, so that nothing is formatted in a language before its data is there.
  const [loaded, setLoaded] = useState<{
    language: Language;
    messages: CompiledMessages;
    compile: typeof compileMessages;
  } | null>(null);
  const texts = useInterfaceTexts();
  // Spec §7: texts edited in Language Setting override the translation files at run time. A text
  // keyed by a message id replaces that message wherever the app shows it.
  const messages = useMemo(
    () =>
      loaded && texts.size > 0
        ? { ...loaded.messages, ...loaded.compile(Object.fromEntries(texts)) }
        : (loaded?.messages ?? null),
    [loaded, texts],
  );

  useEffect(() => {
    let current = true;
    // Lao weekday and month names come before the Lao texts (browsers without Lao date data), in
    // a chunk of their own that only Lao fetches.
    const laoDates =
      language.code === 'LA'
        ? import('../shared/i18n/laoDates.ts')
            .then((lao) => lao.ensureLaoDates())
            .catch((error: unknown) => console.warn('Lao date names could not be loaded', error))
        : undefined;
    // The message parser comes with the texts, not with the first page (compileMessages.ts).
    const compiler = import('../shared/i18n/compileMessages.ts');
    // Without its translation file a language shows the English one, and without that the English
    // defaults in the code (plain texts only: the built app formats compiled messages).
    const file = loadMessages(language)
      .catch(() => (language.file === 'en' ? null : loadMessages(languageOf(DEFAULT_LANGUAGE))))
      .catch(() => null);
    Promise.all([compiler, file, laoDates]).then(
      ([{ compileMessages: compile }, texts]) =>
        current && setLoaded({ language, messages: compile(texts ?? {}), compile }),
      (error: unknown) => console.error('The message parser could not be loaded', error),
    );
    // The page's own lang (screen readers, the Thai and Lao font stacks outside the app root).
    document.documentElement.lang = language.locale;
    return () => {
      current = false;
    };
  }, [language]);

  if (!loaded || !messages) return null;
  return (
    <UiProvider locale={loaded.language.uiLocale}>
      <IntlProvider
        locale={loaded.language.locale}
        defaultLocale="en"
        messages={messages}
        onError={(error) => {
          // Spec §8: a missing translation is a console warning, never a broken screen. A browser
          // without Lao number data (Debian's Chromium) formats Lao numbers in the default locale,
          // as spec §9 wants them anyway: also a warning (Lao date names come from laoDates.ts).
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
          <LiveUpdates />
          <LocalizedApp>{children}</LocalizedApp>
        </ApiProvider>
      </SessionContext>
    </JotaiProvider>
  );
}
