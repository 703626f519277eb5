import { type CSSProperties, type HTMLAttributes, useEffect, useMemo, useState } from 'react';
import { Button, Disclosure, DisclosurePanel, Link } from 'react-aria-components';
import { useUiStrings } from '../../i18n/strings.ts';
import { NotNowIcon } from './NotNowIcon.tsx';
import { isGroup, type NavItem, type NavLinkDomProps, type NavLinkRenderer, trailTo } from './nav.ts';
import * as styles from './SideMenu.css.ts';
import { strings } from './SideMenu.strings.ts';

export interface SideMenuProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The menu tree: groups (with children) and links (with url). */
  items: readonly NavItem[];
  /** The url of the page shown: its link gets aria-current="page" and its groups start open. */
  currentUrl?: string | null;
  /** Called when a link is activated, i.e. when navigation starts (close overlays, show loading). */
  onNavigate?: (url: string) => void;
  /** Renders links with the app's router; see NavLinkRenderer. */
  renderLink?: NavLinkRenderer;
  /** Ids of the open groups (controlled). */
  expandedKeys?: Iterable<string>;
  /** Ids of the groups open at first (uncontrolled); by default the groups above the current page. */
  defaultExpandedKeys?: Iterable<string>;
  onExpandedChange?: (keys: Set<string>) => void;
}

interface EntryContext {
  currentUrl: string | null | undefined;
  currentTrail: ReadonlySet<string>;
  expanded: ReadonlySet<string>;
  setExpanded: (id: string, isExpanded: boolean) => void;
  onNavigate?: (url: string) => void;
  renderLink?: NavLinkRenderer;
  notNowLabel: string;
}

// createVar answers 'var(--name)'; an inline style needs the bare '--name'.
const levelProperty = styles.level.replace(/^var\((--[^),]+)\)$/, '$1');
const levelStyle = (depth: number) => ({ [levelProperty]: String(depth) }) as CSSProperties;

function Chevron() {
  return (
    <svg
      className={styles.chevron}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="m6 4 4 4-4 4" />
    </svg>
  );
}

function Entry({ item, depth, context }: { item: NavItem; depth: number; context: EntryContext }) {
  if (isGroup(item)) {
    const isExpanded = context.expanded.has(item.id);
    const holdsCurrent = context.currentTrail.has(item.id);
    return (
      <li>
        <Disclosure
          id={item.id}
          isExpanded={isExpanded}
          onExpandedChange={(next) => context.setExpanded(item.id, next)}
          data-current-ancestor={holdsCurrent || undefined}
        >
          <Button slot="trigger" className={styles.groupTrigger} style={levelStyle(depth)}>
            <Chevron />
            <span className={styles.label}>{item.label}</span>
            {holdsCurrent && !isExpanded ? <span className={styles.currentDot} aria-hidden="true" /> : null}
          </Button>
          <DisclosurePanel className={styles.panel}>
            <ul className={styles.nestedList}>
              {item.children?.map((child) => (
                <Entry key={child.id} item={child} depth={depth + 1} context={context} />
              ))}
            </ul>
          </DisclosurePanel>
        </Disclosure>
      </li>
    );
  }
  const content = (
    <>
      <span className={styles.label}>{item.label}</span>
      {item.notNow ? <NotNowIcon label={context.notNowLabel} className={styles.notNowIcon} /> : null}
    </>
  );
  if (!item.url) {
    return (
      <li>
        <span className={styles.plainEntry} style={levelStyle(depth)}>
          {content}
        </span>
      </li>
    );
  }
  const url = item.url;
  const { renderLink } = context;
  return (
    <li>
      <Link
        href={url}
        aria-current={url === context.currentUrl ? 'page' : undefined}
        onPress={() => context.onNavigate?.(url)}
        className={[styles.link, depth === 1 ? styles.topLink : ''].filter(Boolean).join(' ')}
        style={levelStyle(depth)}
        render={renderLink ? (props) => renderLink(props as NavLinkDomProps, item) : undefined}
      >
        {content}
      </Link>
    </li>
  );
}

/**
 * The shell's left menu: groups that expand and collapse (RAC Disclosure) holding links; the link
 * of the current page carries aria-current="page". A navigation landmark named 'Main menu'.
 */
export function SideMenu({
  items,
  currentUrl,
  onNavigate,
  renderLink,
  expandedKeys,
  defaultExpandedKeys,
  onExpandedChange,
  className,
  ...rest
}: SideMenuProps) {
  const t = useUiStrings(strings, '@pms/ui/SideMenu');
  const trail = useMemo(() => trailTo(items, currentUrl), [items, currentUrl]);
  const currentTrail = useMemo(() => new Set(trail.filter(isGroup).map((item) => item.id)), [trail]);
  const [ownExpanded, setOwnExpanded] = useState<ReadonlySet<string>>(
    () => new Set(defaultExpandedKeys ?? currentTrail),
  );
  const expanded = useMemo(
    () => (expandedKeys === undefined ? ownExpanded : new Set(expandedKeys)),
    [expandedKeys, ownExpanded],
  );

  // A new page opens the groups above it, so the highlighted link is never hidden.
  useEffect(() => {
    setOwnExpanded((previous) => {
      if ([...currentTrail].every((id) => previous.has(id))) return previous;
      return new Set([...previous, ...currentTrail]);
    });
  }, [currentTrail]);

  const context: EntryContext = {
    currentUrl,
    currentTrail,
    expanded,
    setExpanded: (id, isExpanded) => {
      const next = new Set(expanded);
      if (isExpanded) next.add(id);
      else next.delete(id);
      if (expandedKeys === undefined) setOwnExpanded(next);
      onExpandedChange?.(next);
    },
    onNavigate,
    renderLink,
    notNowLabel: t('notNow'),
  };

  return (
    <nav aria-label={t('mainMenu')} {...rest} className={[styles.nav, className].filter(Boolean).join(' ')}>
      <ul className={styles.list}>
        {items.map((item) => (
          <Entry key={item.id} item={item} depth={1} context={context} />
        ))}
      </ul>
    </nav>
  );
}
