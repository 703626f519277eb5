import type { Schemas } from '@pms/api-client';
import { Button, LanguageFlag, LanguageSwitcher, Link, Notice, Spinner } from '@pms/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { hotelDetailQuery } from '../../shared/hotelDetail.ts';
import { useInterfaceTextLookup } from '../../shared/i18n/interfaceText.ts';
import { type LanguageCode, languageOf } from '../../shared/i18n/languages.ts';
import { isHelpKey } from '../../shared/manual/helpKey.ts';
import { Markdown } from '../../shared/manual/markdown.tsx';
import { mayOpen } from '../../shared/menu/access.ts';
import { MENU_ENTRIES } from '../../shared/menu/catalogue.ts';
import { sharedMessages } from '../../shared/messages.ts';
import { sessionAtom } from '../../shared/session/controller.ts';
import { useSession } from '../../shared/session/SessionContext.tsx';
import { readEntry } from '../../shared/session/storage.ts';
import { languageAtom } from '../../shared/state.ts';
import { manualQuery } from './api/manual.ts';
import * as styles from './HelpPage.css.ts';
import {
  helpMessages,
  languageNameMessages,
  logoAltMessage,
  manualTitleMessage,
  noManualMessage,
  notTranslatedMessage,
  sectionManualMessage,
  writtenInMessage,
} from './messages.ts';
import { helpTopic } from './topic.ts';

type HelpText = Schemas['HelpText'];

const SETTING_HELP_PATH = 'app/setting-help';
const SETTING_HELP_URL = `/menu/${SETTING_HELP_PATH}`;
const SETTING_HELP_ACCESS = MENU_ENTRIES.find((route) => route.path === SETTING_HELP_PATH)?.access ?? [];

/**
 * help/{menu} and help (spec §2): the manual of a menu under the title "{menu} Manual"; without a
 * menu the window closes.
 */
export function HelpPage() {
  const { menu } = useParams();
  return menu === undefined ? <ClosingWindow /> : <ManualPage key={menu} menu={menu} />;
}

/** The manual on screen; `fromSection` when the menu had none and its section's is shown. */
type ManualState =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; manual: HelpText | undefined; fromSection: boolean };

/**
 * Reads the manual of `menu` in `language` (the server answers the English one when that language
 * has none), else the one of `fallbackKey`. A key the server would refuse has no manual and is not
 * asked for. While another language loads, the manual already on screen stays, so switching does
 * not blank the page.
 */
function useManual(menu: string, fallbackKey: string | undefined, language: LanguageCode) {
  const asksOwn = isHelpKey(menu);
  // No `select` on these reads: the previous language's answer stands in as it came, empty or not,
  // so a manual that came from the section stays on screen too while the new language loads.
  const own = useQuery({ ...manualQuery(menu, language), enabled: asksOwn, placeholderData: keepPreviousData });
  const ownManual = own.data?.[0];
  const sectionKey = fallbackKey !== undefined && isHelpKey(fallbackKey) ? fallbackKey : undefined;
  // The section's manual is asked for only once the menu's own answered that it has none.
  const ownAnswered = !asksOwn || (own.isSuccess && !own.isPlaceholderData);
  const section = useQuery({
    // Without a section to fall back on, an empty key stands in; it is never asked for.
    ...manualQuery(sectionKey ?? '', language),
    enabled: sectionKey !== undefined && ownAnswered && ownManual === undefined,
    placeholderData: keepPreviousData,
  });

  const sectionManual = section.data?.[0];
  let shown: ManualState;
  if (own.isError || section.isError) shown = { state: 'failed' };
  else if (asksOwn && own.isPending) shown = { state: 'loading' };
  else if (ownManual || sectionKey === undefined) shown = { state: 'ready', manual: ownManual, fromSection: false };
  else if (section.isPending) shown = { state: 'loading' };
  else shown = { state: 'ready', manual: sectionManual, fromSection: sectionManual !== undefined };

  const retry = () => void (own.isError ? own.refetch() : section.refetch());
  return { shown, pending: own.isFetching || section.isFetching, retry };
}

function storedTab(): number | undefined {
  const tab = Number(readEntry('menu'));
  return Number.isInteger(tab) && tab > 0 ? tab : undefined;
}

function ManualPage({ menu }: { menu: string }) {
  const intl = useIntl();
  const textOf = useInterfaceTextLookup();
  const access = useAtomValue(sessionAtom);
  const language = useAtomValue(languageAtom);
  const topic = useMemo(() => helpTopic(menu, storedTab()), [menu]);
  const { shown, pending, retry } = useManual(menu, topic.fallbackKey, language);

  // The screen's and the section's names as the menu shows them (in the reader's language);
  // a name the route table does not know is shown as it came.
  const sectionName = topic.section ? textOf(topic.section.textCode, topic.section.label) : undefined;
  const menuName = topic.route ? intl.formatMessage(topic.route.label) : (sectionName ?? menu);
  const title = intl.formatMessage(manualTitleMessage, { menu: menuName });
  useDocumentTitle(title);
  const mayEdit = mayOpen(access, SETTING_HELP_ACCESS);
  const nameOf = (code: LanguageCode) => intl.formatMessage(languageNameMessages[code]);

  let content: ReactNode;
  if (shown.state === 'loading') {
    content = (
      <div className={styles.status}>
        <Spinner size="lg" label={intl.formatMessage(sharedMessages.loading)} showLabel layout="stacked" />
      </div>
    );
  } else if (shown.state === 'failed') {
    content = (
      <Notice tone="error" title={intl.formatMessage(sharedMessages.canNotConnect)}>
        <Button variant="secondary" size="sm" onPress={retry}>
          {intl.formatMessage(helpMessages.tryAgain)}
        </Button>
      </Notice>
    );
  } else if (!shown.manual) {
    content = (
      <div className={styles.empty}>
        <h2 className={styles.emptyTitle}>{intl.formatMessage(noManualMessage, { menu: menuName })}</h2>
        {mayEdit ? (
          <Link href={SETTING_HELP_URL} variant="standalone" className={styles.emptyAction}>
            {intl.formatMessage(helpMessages.writeManual)}
          </Link>
        ) : (
          <p className={styles.emptyText}>{intl.formatMessage(helpMessages.askEditor)}</p>
        )}
      </div>
    );
  } else {
    const manual = shown.manual;
    const locale = languageOf(manual.language).locale;
    content = (
      <>
        <p className={styles.lead} lang={locale}>
          {manual.title}
        </p>
        {shown.fromSection || manual.language !== language ? (
          <div className={styles.notices}>
            {shown.fromSection && sectionName ? (
              <Notice
                tone="info"
                title={intl.formatMessage(sectionManualMessage, { menu: menuName, section: sectionName })}
              />
            ) : null}
            {manual.language !== language ? (
              <Notice
                tone="info"
                title={intl.formatMessage(notTranslatedMessage, {
                  wanted: nameOf(language),
                  shown: nameOf(manual.language),
                })}
              />
            ) : null}
          </div>
        ) : null}
        <hr className={styles.rule} />
        <div lang={locale}>
          <Markdown source={manual.body} className={styles.body} />
        </div>
        {mayEdit ? (
          <footer className={styles.footer}>
            <Link href={SETTING_HELP_URL} variant="standalone">
              {intl.formatMessage(helpMessages.editManual)}
            </Link>
          </footer>
        ) : null}
      </>
    );
  }

  const manualLanguage = shown.state === 'ready' ? shown.manual?.language : undefined;
  return (
    <div className={styles.page}>
      <HelpMasthead />
      <main className={styles.main}>
        <article className={styles.sheet} aria-labelledby="help-title" aria-busy={pending}>
          <div className={styles.meta}>
            <span className={styles.eyebrow}>{sectionName ?? intl.formatMessage(helpMessages.staffManual)}</span>
            {manualLanguage ? (
              <span className={styles.language}>
                <LanguageFlag code={manualLanguage} className={styles.flag} aria-hidden />
                {intl.formatMessage(writtenInMessage, { language: nameOf(manualLanguage) })}
              </span>
            ) : null}
          </div>
          <h1 id="help-title" className={styles.heading}>
            {title}
          </h1>
          {content}
        </article>
      </main>
    </div>
  );
}

/** The hotel's logo and name (as on the login screen), the language switcher and printing. */
function HelpMasthead() {
  const intl = useIntl();
  const session = useSession();
  const language = useAtomValue(languageAtom);
  // Quiet: the masthead keeps a blank place for the logo instead of the loading popup.
  const detail = useQuery({ ...hotelDetailQuery(), meta: { quiet: true } });
  const hotel = detail.data;
  const hotelName = hotel?.name ?? intl.formatMessage(helpMessages.defaultHotel);
  return (
    <header className={styles.masthead}>
      <div className={styles.brand}>
        {/* Nothing until the hotel is known, so the product's logo never flashes before the hotel's. */}
        {detail.isPending ? (
          <span className={styles.logo} />
        ) : (
          <img
            className={styles.logo}
            src={hotel?.logoUrl ? `/api${hotel.logoUrl}` : '/favicon.svg'}
            alt={intl.formatMessage(logoAltMessage, { hotel: hotelName })}
          />
        )}
        <div className={styles.brandText}>
          <span className={styles.hotelName}>{detail.isPending ? '\u00a0' : hotelName}</span>
          <span className={styles.brandCaption}>{intl.formatMessage(helpMessages.staffManual)}</span>
        </div>
      </div>
      <div className={styles.tools}>
        <LanguageSwitcher value={language} onChange={session.chooseLanguage} />
        <Button variant="secondary" size="sm" onPress={() => window.print()}>
          <PrinterIcon />
          {intl.formatMessage(helpMessages.print)}
        </Button>
      </div>
    </header>
  );
}

function PrinterIcon() {
  return (
    <svg
      className={styles.printIcon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M6 9V3h12v6" />
      <path d="M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
      <path d="M6 14h12v7H6z" />
    </svg>
  );
}

/** Names the browser tab after the manual, and gives the old name back on leaving. */
function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/**
 * help without a menu: the window closes (spec §2). Browsers let a script close only a window a
 * script opened; one the staff member opened themselves stays, so it says it may be closed.
 */
function ClosingWindow() {
  const intl = useIntl();
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    window.close();
    // A window that will close reports it at once; give the browser a moment before saying anything.
    const timer = setTimeout(() => setRefused(!window.closed), 300);
    return () => clearTimeout(timer);
  }, []);
  if (!refused) return null;
  return (
    <main className={styles.closing}>
      <div className={styles.closingCard}>
        <p className={styles.closingText}>{intl.formatMessage(helpMessages.canClose)}</p>
        <Link href="/menu" variant="standalone">
          {intl.formatMessage(helpMessages.backToMenu)}
        </Link>
      </div>
    </main>
  );
}
