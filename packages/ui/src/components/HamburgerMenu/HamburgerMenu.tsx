import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Link, Modal, ModalOverlay } from 'react-aria-components';
import { useUiStrings } from '../../i18n/strings.ts';
import { NotNowIcon } from '../SideMenu/NotNowIcon.tsx';
import {
  isGroup,
  levelAt,
  type NavItem,
  type NavLinkDomProps,
  type NavLinkRenderer,
  trailTo,
} from '../SideMenu/nav.ts';
import * as styles from './HamburgerMenu.css.ts';
import { strings } from './HamburgerMenu.strings.ts';

export interface HamburgerMenuProps {
  /** The same menu tree the side menu shows. */
  items: readonly NavItem[];
  /** The url of the page shown: its link gets aria-current="page". */
  currentUrl?: string | null;
  /** Called when a link is activated; the menu closes at the same time. */
  onNavigate?: (url: string) => void;
  /** Renders links with the app's router; see NavLinkRenderer. */
  renderLink?: NavLinkRenderer;
  /** Whether the menu is open (controlled). */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Content under the menu, e.g. the help and language-setting links the collapsed top bar hides. */
  footer?: ReactNode;
}

type Translate = (key: keyof (typeof strings)['en-US']) => string;

const ChevronPath = ({ direction }: { direction: 'forward' | 'back' }) => (
  <svg
    className={styles.rowIcon}
    viewBox="0 0 16 16"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.75"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={direction === 'forward' ? 'm6 4 4 4-4 4' : 'm10 4-4 4 4 4'} />
  </svg>
);

interface DrillDownProps extends Omit<HamburgerMenuProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  close: () => void;
  t: Translate;
}

/** The drawer's content: one level of the menu at a time, with Back to climb out of a submenu. */
function DrillDown({ items, currentUrl, onNavigate, renderLink, footer, close, t }: DrillDownProps) {
  const [path, setPath] = useState<readonly string[]>([]);
  const level = levelAt(items, path);
  const currentTrail = useMemo(() => new Set(trailTo(items, currentUrl).map((item) => item.id)), [items, currentUrl]);
  const openedGroup =
    path.length > 0 ? levelAt(items, path.slice(0, -1)).find((item) => item.id === path.at(-1)) : undefined;

  // Focus follows the drill: into a submenu it lands on Back, out of one on the group left.
  const backRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusAfterMove = useRef<{ to: 'back' } | { to: 'group'; id: string } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each move between levels.
  useEffect(() => {
    const target = focusAfterMove.current;
    focusAfterMove.current = null;
    if (!target) return;
    if (target.to === 'back') backRef.current?.focus();
    else listRef.current?.querySelector<HTMLElement>(`[data-group-id="${CSS.escape(target.id)}"]`)?.focus();
  }, [path]);

  const drillInto = (id: string) => {
    focusAfterMove.current = { to: 'back' };
    setPath((previous) => [...previous, id]);
  };
  const goBack = () => {
    const left = path.at(-1);
    focusAfterMove.current = left ? { to: 'group', id: left } : null;
    setPath((previous) => previous.slice(0, -1));
  };

  return (
    <>
      <div className={styles.header}>
        {path.length > 0 ? (
          <Button ref={backRef} className={styles.back} onPress={goBack}>
            <ChevronPath direction="back" />
            {t('back')}
          </Button>
        ) : null}
        <Heading slot="title" className={styles.title}>
          {openedGroup?.label ?? t('menu')}
        </Heading>
        <Button className={styles.close} aria-label={t('closeMenu')} onPress={close}>
          <svg
            className={styles.icon}
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d="m5.5 5.5 9 9M14.5 5.5l-9 9" />
          </svg>
        </Button>
      </div>
      <nav aria-label={t('mainMenu')} className={styles.nav}>
        <ul ref={listRef} className={styles.list}>
          {level.map((item) => {
            if (isGroup(item)) {
              return (
                <li key={item.id}>
                  <Button
                    className={[styles.row, styles.groupRow].join(' ')}
                    data-group-id={item.id}
                    onPress={() => drillInto(item.id)}
                  >
                    <span className={styles.label}>{item.label}</span>
                    {currentTrail.has(item.id) ? <span className={styles.currentDot} aria-hidden="true" /> : null}
                    <ChevronPath direction="forward" />
                  </Button>
                </li>
              );
            }
            const content = (
              <>
                <span className={styles.label}>{item.label}</span>
                {item.notNow ? <NotNowIcon label={t('notNow')} className={styles.rowIcon} /> : null}
              </>
            );
            const url = item.url;
            if (!url) {
              return (
                <li key={item.id}>
                  <span className={[styles.row, styles.plainRow].join(' ')}>{content}</span>
                </li>
              );
            }
            return (
              <li key={item.id}>
                <Link
                  href={url}
                  aria-current={url === currentUrl ? 'page' : undefined}
                  className={styles.row}
                  onPress={() => onNavigate?.(url)}
                  // Closing on click rather than on press lets the click reach the router first.
                  onClick={close}
                  render={renderLink ? (props) => renderLink(props as NavLinkDomProps, item) : undefined}
                >
                  {content}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </>
  );
}

/**
 * The menu for narrow screens (≤1024 px): a button that opens the menu in a drawer. Submenus open
 * in place with a Back button; the drawer closes on a click outside it, on Escape, and when a
 * link starts a navigation.
 */
export function HamburgerMenu({ isOpen, defaultOpen, onOpenChange, ...rest }: HamburgerMenuProps) {
  const t = useUiStrings(strings, '@pms/ui/HamburgerMenu');
  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Button className={styles.trigger} aria-label={t('openMenu')}>
        <svg
          className={styles.icon}
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M3.5 5.5h13M3.5 10h13M3.5 14.5h13" />
        </svg>
      </Button>
      <ModalOverlay isDismissable className={styles.overlay}>
        <Modal className={styles.drawer}>
          <Dialog className={styles.dialog}>{({ close }) => <DrillDown {...rest} close={close} t={t} />}</Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
