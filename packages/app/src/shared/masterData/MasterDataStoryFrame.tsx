import { DialogProvider, ToastProvider } from '@pms/ui';
import { type ReactNode, useMemo } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import la from '../../../public/assets/i18n/la.json';
import th from '../../../public/assets/i18n/th.json';
import { ApiProvider } from '../query/ApiProvider.tsx';
import { type StoryList, storyApi } from './storyApi.ts';

// The translation files as the app loads them; English is the defaults in the code.
const MESSAGES: Record<string, Record<string, string>> = { 'th-TH': th, 'lo-LA': la };

/**
 * What a master-data screen needs around it in Storybook: the app's messages in the story's
 * locale (Storybook's Locale toolbar), toasts and dialogs, an API answering from `lists` with a
 * query cache of its own, and, for a list that keeps its state in the address, a memory router.
 */
export function MasterDataStoryFrame({
  lists,
  locale = 'en-US',
  inMemoryRouter = false,
  children,
}: {
  lists: Record<string, StoryList>;
  locale?: string;
  /** Renders the story in a memory router (useListParams needs one); off for stories with a router of their own. */
  inMemoryRouter?: boolean;
  children: ReactNode;
}) {
  // One in-memory API per story, so what a play function adds stays until the story is reloaded.
  const api = useMemo(() => storyApi(lists), [lists]);
  return (
    <IntlProvider
      locale={locale}
      defaultLocale="en"
      messages={MESSAGES[locale] ?? {}}
      onError={(error) => {
        if (error.code !== 'MISSING_TRANSLATION' && error.code !== 'MISSING_DATA') console.error(error);
      }}
    >
      <ToastProvider>
        <DialogProvider>
          <ApiProvider api={api}>{inMemoryRouter ? <MemoryRouter>{children}</MemoryRouter> : children}</ApiProvider>
        </DialogProvider>
      </ToastProvider>
    </IntlProvider>
  );
}
