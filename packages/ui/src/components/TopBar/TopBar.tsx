import type { HTMLAttributes, ReactNode, RefObject } from 'react';
import { composeRenderProps, Link, type LinkProps } from 'react-aria-components';
import { useUiStrings } from '../../i18n/strings.ts';
import { useHideOnScroll } from './hideOnScroll.ts';
import * as styles from './TopBar.css.ts';
import { strings } from './TopBar.strings.ts';

export interface TopBarProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The hotel logo (an img with alt text, or an svg with a label). */
  logo?: ReactNode;
  /** The local currency code, e.g. 'THB'; hidden at ≤1024 px. */
  currencyCode?: ReactNode;
  /** The current hotel date, already formatted (dd-MMM-yyyy). */
  hotelDate?: ReactNode;
  /** The signed-in user's name. */
  userName?: ReactNode;
  /** The language switcher (LanguageSwitcher). */
  languageSwitcher?: ReactNode;
  /** Link to the help screen (TopBarLink); hidden at ≤1024 px. */
  helpLink?: ReactNode;
  /** Link to the language settings (TopBarLink); hidden at ≤1024 px. */
  languageSettingLink?: ReactNode;
  /** The logout link (TopBarLink). */
  logoutLink?: ReactNode;
  /** The pin toggle (PinToggle); pass its state as `isPinned` too. */
  pinToggle?: ReactNode;
  /** The hamburger menu button (HamburgerMenu), shown only at ≤1024 px. */
  menuButton?: ReactNode;
  /**
   * Pinned (default) keeps the bar in view; unpinned, it slides up by 200 px when the page
   * scrolls down and comes back when it scrolls up.
   */
  isPinned?: boolean;
  /** The scrolling element to watch instead of the window. */
  scrollTarget?: RefObject<HTMLElement | null>;
  /** A second row under the bar, e.g. the top tabs. */
  children?: ReactNode;
}

/**
 * The shell's top bar: layout only. Every piece arrives through a slot, so the app decides the
 * texts, links and handlers. At ≤1024 px of its own width it collapses: the hamburger slot shows
 * and the currency, help and language-setting slots give way.
 */
export function TopBar({
  logo,
  currencyCode,
  hotelDate,
  userName,
  languageSwitcher,
  helpLink,
  languageSettingLink,
  logoutLink,
  pinToggle,
  menuButton,
  isPinned = true,
  scrollTarget,
  children,
  className,
  ...rest
}: TopBarProps) {
  const t = useUiStrings(strings, '@pms/ui/TopBar');
  const hidden = useHideOnScroll(isPinned, { target: scrollTarget });
  const present = (slot: ReactNode) => slot !== undefined && slot !== null && slot !== false;
  const hasFacts = present(hotelDate) || present(currencyCode);

  return (
    <header
      {...rest}
      data-pinned={isPinned || undefined}
      data-hidden={hidden || undefined}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <div className={styles.row}>
        {present(menuButton) ? <div className={styles.menuSlot}>{menuButton}</div> : null}
        {present(logo) ? <div className={styles.brand}>{logo}</div> : null}
        {hasFacts ? (
          <dl className={styles.facts}>
            {present(hotelDate) ? (
              <div className={styles.fact}>
                <dt className={styles.factLabel}>{t('hotelDate')}</dt>
                <dd className={styles.factValue}>{hotelDate}</dd>
              </div>
            ) : null}
            {present(currencyCode) ? (
              <div className={[styles.fact, styles.wide].join(' ')}>
                <dt className={styles.factLabel}>{t('currency')}</dt>
                <dd className={styles.factValue}>{currencyCode}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        <div className={styles.actions}>
          {present(userName) ? (
            <span className={[styles.user, styles.notNarrow].join(' ')}>
              <span className={styles.avatar} aria-hidden="true">
                <svg
                  viewBox="0 0 20 20"
                  width="16"
                  height="16"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinecap="round"
                  aria-hidden="true"
                  focusable="false"
                >
                  <circle cx="10" cy="7" r="3.25" />
                  <path d="M3.75 16.5c.9-2.9 3.3-4.5 6.25-4.5s5.35 1.6 6.25 4.5" />
                </svg>
              </span>
              {/* Read as "Signed in as Somchai K."; sighted users see the avatar and the name. */}
              <span>
                <span className={styles.visuallyHidden}>{`${t('signedInAs')} `}</span>
                {userName}
              </span>
            </span>
          ) : null}
          {languageSwitcher}
          {present(helpLink) ? <span className={styles.wide}>{helpLink}</span> : null}
          {present(languageSettingLink) ? <span className={styles.wide}>{languageSettingLink}</span> : null}
          {present(logoutLink) ? logoutLink : null}
          {present(pinToggle) ? (
            <>
              <span className={styles.divider} aria-hidden="true" />
              {pinToggle}
            </>
          ) : null}
        </div>
      </div>
      {present(children) ? <div className={styles.secondRow}>{children}</div> : null}
    </header>
  );
}

type TopBarIconName = 'help' | 'language' | 'logout';

const ICONS: Record<TopBarIconName, ReactNode> = {
  help: (
    <>
      <circle cx="10" cy="10" r="7.25" />
      <path d="M7.75 7.75a2.25 2.25 0 1 1 3.1 2.08c-.5.2-.85.67-.85 1.2v.47M10 14v.01" />
    </>
  ),
  language: (
    <>
      <circle cx="10" cy="10" r="7.25" />
      <path d="M2.75 10h14.5M10 2.75c2 2 2.9 4.5 2.9 7.25S12 15.25 10 17.25M10 2.75C8 4.75 7.1 7.25 7.1 10s.9 5.25 2.9 7.25" />
    </>
  ),
  logout: (
    <>
      <path d="M8 3.75H5.25a1.5 1.5 0 0 0-1.5 1.5v9.5a1.5 1.5 0 0 0 1.5 1.5H8" />
      <path d="M12.5 6.5 16 10l-3.5 3.5M16 10H8" />
    </>
  ),
};

export interface TopBarLinkProps extends LinkProps {
  /** A built-in icon before the text. */
  icon?: TopBarIconName;
  /** 'danger' for logout. */
  tone?: 'neutral' | 'danger';
}

/** A quiet link for the top bar's slots (help, language setting, logout); a RAC Link. */
export function TopBarLink({ icon, tone, className, children, ...rest }: TopBarLinkProps) {
  return (
    <Link
      {...rest}
      className={composeRenderProps(className, (extra) =>
        [styles.topBarLink({ tone }), extra].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content) => (
        <>
          {icon ? (
            <svg
              className={styles.linkIcon}
              viewBox="0 0 20 20"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              focusable="false"
            >
              {ICONS[icon]}
            </svg>
          ) : null}
          {content}
        </>
      ))}
    </Link>
  );
}
