import {
  AppFrame,
  formatDate,
  HamburgerMenu,
  LanguageSwitcher,
  type NavItem,
  type NavLinkDomProps,
  type NavLinkRenderer,
  PinToggle,
  ProgressBar,
  SideMenu,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TopBar,
  TopBarLink,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { type Key, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Outlet, Link as RouterLink, useLocation, useNavigate, useNavigation } from 'react-router';
import { hotelDateQuery } from '../../shared/hotelDate.ts';
import { hotelDetailQuery } from '../../shared/hotelDetail.ts';
import { useInterfaceTextLookup } from '../../shared/i18n/interfaceText.ts';
import { SECTIONS } from '../../shared/menu/catalogue.ts';
import type { MenuSectionDefinition } from '../../shared/menu/types.ts';
import { referenceQuery } from '../../shared/query/actionQuery.ts';
import { sessionAtom } from '../../shared/session/controller.ts';
import { useSession } from '../../shared/session/SessionContext.tsx';
import { DEFAULT_MENU_TAB, readEntry, writeEntry } from '../../shared/session/storage.ts';
import { languageAtom, nameAtom } from '../../shared/state.ts';
import { MENU_ROUTES } from '../routes/menu.ts';
import * as styles from './MenuShell.css.ts';
import { allows, menuUrl, routeAt, sectionAt, sectionMenu } from './menuModel.ts';
import { hotelLogoAltMessage, shellMessages, toSectionMenuMessage } from './messages.ts';
import { SoleAdministratorNotice } from './SoleAdministratorNotice.tsx';
import { menuPinnedAtom } from './state.ts';

const LANGUAGE_SETTING_URL = menuUrl('app/language-config');
// Not a tab key: while a side entry is active no top tab is selected, and RAC only picks a tab by
// itself when the selected key is null.
const NO_TOP_TAB = 'none';

/** The side menu's element: the selected top tab's panel sends the keyboard to its first entry. */
const SECTION_MENU_ID = 'section-menu';
const focusSectionMenu = () =>
  document.getElementById(SECTION_MENU_ID)?.querySelector<HTMLElement>('a[href], button')?.focus();

const renderRouterLink: NavLinkRenderer = (props) => <RouterLink {...props} to={props.href ?? ''} />;

function storedTab(): number {
  return Number(readEntry('menu') ?? DEFAULT_MENU_TAB);
}

/**
 * The hotel's logo and name, the local currency and the hotel date, as the top bar shows them:
 * the same cached reads the screens make, so the shell adds no calls of its own.
 */
function useHotelFacts() {
  const hotel = useQuery(hotelDetailQuery()).data;
  const currency = useQuery(referenceQuery('configuration/currency')).data?.find(
    (candidate) => candidate.isLocalCurrency === 1,
  );
  // Spec §5: the date fetch is not sent while offline (the banner says why the date is missing);
  // unlike useHotelDate, the top bar shows no date rather than the browser's.
  const date = useQuery(hotelDateQuery()).data?.[0]?.value;
  return {
    hotelName: hotel?.name,
    logoUrl: hotel?.logoUrl ? `/api${hotel.logoUrl}` : '/favicon.svg',
    currencyCode: currency?.code,
    hotelDate: date ? formatDate(date) : undefined,
  };
}

/**
 * Navigation start shows the progress bar and closes the hamburger menu; navigation end scrolls
 * smoothly back to the top (spec §4).
 */
function useNavigationEffects(closeMenu: () => void) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const busy = navigation.state !== 'idle';
  useEffect(() => {
    if (busy) closeMenu();
  }, [busy, closeMenu]);
  // The page arrived: the first render is where the page already is, so only later moves scroll.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeMenu();
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname, closeMenu]);
  return busy;
}

/**
 * Everything under /menu (spec §2): the top bar, the top tabs (sections 1–9), the side menu of the
 * active section with the side entries (10–13), the hamburger menu at ≤1024 px, and the page.
 */
export function MenuShell() {
  const intl = useIntl();
  const textOf = useInterfaceTextLookup();
  const session = useSession();
  const access = useAtomValue(sessionAtom);
  const name = useAtomValue(nameAtom);
  const language = useAtomValue(languageAtom);
  const [pinned, setPinned] = useAtom(menuPinnedAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const facts = useHotelFacts();

  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const navigating = useNavigationEffects(closeMenu);

  const sections = useMemo(() => SECTIONS.filter((section) => allows(access, section.access)), [access]);
  const topSections = sections.filter((section) => section.placement === 'top');
  const sideSections = sections.filter((section) => section.placement === 'side');

  // The tab chosen last; the address decides when it belongs to a section.
  const [chosenTab, setChosenTab] = useState(storedTab);
  const sectionHere = sectionAt(sections, MENU_ROUTES, pathname);
  useEffect(() => {
    if (!sectionHere) return;
    setChosenTab(sectionHere.tab);
    writeEntry('menu', String(sectionHere.tab));
  }, [sectionHere]);
  const active: MenuSectionDefinition | undefined =
    sections.find((section) => section.tab === chosenTab) ??
    sections.find((section) => String(section.tab) === DEFAULT_MENU_TAB) ??
    sections[0];

  const labelOf = (section: MenuSectionDefinition) => textOf(section.textCode, section.label);
  const translate = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);

  const openSection = (section: MenuSectionDefinition) => {
    setChosenTab(section.tab);
    writeEntry('menu', String(section.tab));
    navigate(menuUrl(section.home));
  };
  const onTabChange = (key: Key) => {
    const section = topSections.find((candidate) => candidate.tab === key);
    if (section && section.tab !== active?.tab) openSection(section);
  };

  const activeMenu = active ? sectionMenu(MENU_ROUTES, active.id, access, translate) : [];
  const sideEntries: NavItem[] = sideSections.map((section) => ({
    id: `side:${section.id}`,
    label: labelOf(section),
    url: menuUrl(section.home),
  }));
  // The hamburger holds the whole menu: each section a submenu (or a link when it lists nothing).
  const fullMenu: NavItem[] = sections.map((section) => {
    const children = sectionMenu(MENU_ROUTES, section.id, access, translate);
    return children.length > 0
      ? { id: `all:${section.id}`, label: labelOf(section), children }
      : { id: `all:${section.id}`, label: labelOf(section), url: menuUrl(section.home) };
  });
  const onMenuNavigate = (url: string) => {
    const section = sectionAt(sections, MENU_ROUTES, url);
    if (section) {
      setChosenTab(section.tab);
      writeEntry('menu', String(section.tab));
    }
  };

  const route = routeAt(MENU_ROUTES, pathname);
  const helpTitle = route?.helpTitle ?? String(active?.label.defaultMessage ?? '');
  // rel="opener": the manual's tab gets a copy of this tab's session, which help/{menu}'s guard
  // asks for (spec §6); the session controller makes such a tab use it without renewing it.
  const helpLink = (
    <TopBarLink href={`/help/${encodeURIComponent(helpTitle)}`} target="_blank" rel="opener" icon="help">
      {intl.formatMessage(shellMessages.help)}
    </TopBarLink>
  );
  const languageSettingLink = (
    <TopBarLink
      href={LANGUAGE_SETTING_URL}
      icon="language"
      render={(props) => <RouterLink {...(props as NavLinkDomProps)} to={LANGUAGE_SETTING_URL} />}
    >
      {intl.formatMessage(shellMessages.languageSetting)}
    </TopBarLink>
  );

  const hotelLabel = facts.hotelName ?? intl.formatMessage(shellMessages.defaultLogoAlt);
  const logo = (
    <span className={styles.brand}>
      <img
        className={styles.logo}
        src={facts.logoUrl}
        alt={intl.formatMessage(hotelLogoAltMessage, { hotel: hotelLabel })}
        width={32}
        height={32}
      />
      <span className={styles.hotelName}>{hotelLabel}</span>
    </span>
  );

  const topBar = (
    <TopBar
      className={styles.topBar}
      logo={logo}
      currencyCode={facts.currencyCode}
      hotelDate={facts.hotelDate}
      userName={name || undefined}
      languageSwitcher={<LanguageSwitcher value={language} onChange={session.chooseLanguage} />}
      helpLink={helpLink}
      languageSettingLink={languageSettingLink}
      logoutLink={
        <TopBarLink icon="logout" tone="danger" onPress={() => void session.logout()}>
          <span className={styles.textOffOnPhones}>{intl.formatMessage(shellMessages.logout)}</span>
        </TopBarLink>
      }
      isPinned={pinned}
      pinToggle={<PinToggle isSelected={pinned} onChange={setPinned} />}
      menuButton={
        <HamburgerMenu
          items={fullMenu}
          currentUrl={pathname}
          isOpen={menuOpen}
          onOpenChange={setMenuOpen}
          onNavigate={onMenuNavigate}
          renderLink={renderRouterLink}
          footer={
            <>
              {helpLink}
              {languageSettingLink}
            </>
          }
        />
      }
    >
      {topSections.length > 0 ? (
        <Tabs
          className={styles.tabs}
          selectedKey={active?.placement === 'top' ? active.tab : NO_TOP_TAB}
          onSelectionChange={onTabChange}
          keyboardActivation="manual"
        >
          <TabList<MenuSectionDefinition>
            aria-label={intl.formatMessage(shellMessages.sections)}
            items={topSections}
            // RAC keeps the tabs it rendered for the same items; a new language must render them again.
            dependencies={[textOf]}
          >
            {(section) => <Tab id={section.tab}>{labelOf(section)}</Tab>}
          </TabList>
          {/* The selected tab's panel, so that its aria-controls names an element that exists (axe,
              issue 16): the section's menu lives in the side menu, and the panel takes the keyboard
              there. Hidden until focused, like a skip link. */}
          {active?.placement === 'top' ? (
            <TabPanel key={active.tab} id={active.tab} className={styles.sectionPanel}>
              <button type="button" className={styles.toSectionMenu} onClick={focusSectionMenu}>
                {intl.formatMessage(toSectionMenuMessage, { section: labelOf(active) })}
              </button>
            </TabPanel>
          ) : null}
        </Tabs>
      ) : null}
    </TopBar>
  );

  const sideMenu = (
    <div className={styles.side} id={SECTION_MENU_ID}>
      {active ? <h2 className={styles.sideHeading}>{labelOf(active)}</h2> : null}
      {activeMenu.length > 0 ? (
        <SideMenu
          aria-label={active ? labelOf(active) : undefined}
          items={activeMenu}
          currentUrl={pathname}
          onNavigate={onMenuNavigate}
          renderLink={renderRouterLink}
        />
      ) : (
        <p className={styles.empty}>{intl.formatMessage(shellMessages.noEntries)}</p>
      )}
      {sideEntries.length > 0 ? (
        <>
          <h2 className={styles.sideHeading}>{intl.formatMessage(shellMessages.departments)}</h2>
          <SideMenu
            aria-label={intl.formatMessage(shellMessages.departments)}
            items={sideEntries}
            currentUrl={active?.placement === 'side' ? menuUrl(active.home) : pathname}
            onNavigate={onMenuNavigate}
            renderLink={renderRouterLink}
          />
        </>
      ) : null}
    </div>
  );

  return (
    <>
      {navigating ? (
        <div className={styles.progress}>
          <ProgressBar aria-label={intl.formatMessage(shellMessages.loading)} isIndeterminate size="sm" />
        </div>
      ) : null}
      <AppFrame topBar={topBar} sideMenu={sideMenu}>
        <div className={styles.content}>
          <SoleAdministratorNotice />
          <Outlet />
        </div>
      </AppFrame>
    </>
  );
}
