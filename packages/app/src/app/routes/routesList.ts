import { SECTIONS } from '../../shared/menu/catalogue.ts';
import type { MenuSectionDefinition } from '../../shared/menu/types.ts';
import { MENU_ROUTES, type MenuRoute } from './menu.ts';

/** The command that rewrites docs/routes.md from the route table. */
export const REGENERATE_COMMAND = 'npx -y pnpm@12.21.0 --filter @pms/app routes:list';

/** The spec writes the paths that open one reservation by its hash as `{hash}`; the router as `/:hash`. */
export const isHashRoute = (route: MenuRoute): boolean => route.path.endsWith('/:hash');

/** How the spec's list spells a route: its path, or `{hash}`. */
export const specSpelling = (route: MenuRoute): string => (isHashRoute(route) ? '{hash}' : route.path);

const text = (descriptor: { defaultMessage?: unknown } | undefined): string =>
  descriptor ? String(descriptor.defaultMessage) : '—';

const accessText = (access: MenuRoute['access']): string =>
  access === 'signed-in' ? 'anyone signed in' : access.join(', ');

const sectionName = (section: MenuSectionDefinition) => `${text(section.label)} (${section.tab})`;

const status = (route: MenuRoute) => (route.screen ? 'live' : 'not available yet');

function notes(route: MenuRoute, section: MenuSectionDefinition): string {
  const said: string[] = [];
  if (route.path === section.home) said.push(`home of ${text(section.label)}`);
  if (route.sharesScreenWith) said.push(`shares the screen of /menu/${route.sharesScreenWith}`);
  if (!route.inMenu) said.push('not in the menu');
  return said.join('; ');
}

const row = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;

/** docs/routes.md: every route under /menu, live or not, with totals. Deterministic, so a test can compare. */
export function renderRoutesList(routes: readonly MenuRoute[] = MENU_ROUTES): string {
  const live = routes.filter((route) => route.screen);
  const hashRoutes = routes.filter(isHashRoute);
  const spellings = new Set(routes.map(specSpelling));
  const hashSections = SECTIONS.flatMap((section) => {
    const count = hashRoutes.filter((route) => route.section === section.id).length;
    return count ? [`${count} under ${text(section.label)}`] : [];
  }).join(', ');
  const sectionOf = (route: MenuRoute) =>
    SECTIONS.find((section) => section.id === route.section) as MenuSectionDefinition;

  const lines = [
    `<!-- Generated from packages/app/src/app/routes/menu.ts by \`${REGENERATE_COMMAND}\`. Do not edit by hand: routes.test.ts fails when this file and the route table differ. -->`,
    '',
    '# Routes under /menu',
    '',
    'Every route of spec §2 "Children of menu", as the router declares it. A **live** route opens its screen; a',
    'route **not available yet** shows a page saying its screen is planned, and its menu entry carries `notNow`.',
    'A route the signed-in user\'s functions do not grant shows "You are not allowed to open this page" instead',
    '(ADMIN opens everything).',
    '',
    '## Totals',
    '',
    `- Declared: ${routes.length}`,
    `- Live: ${live.length}`,
    `- Not available yet: ${routes.length - live.length}`,
    `- In the side menu: ${routes.filter((route) => route.inMenu).length}; opened only from other screens or bookmarks: ${routes.filter((route) => !route.inMenu).length}`,
    '',
    row(['Section (tab)', 'Access', 'Home', 'Routes', 'Live']),
    row(['---', '---', '---', '---:', '---:']),
    ...SECTIONS.map((section) => {
      const own = routes.filter((route) => route.section === section.id);
      return row([
        sectionName(section),
        accessText(section.access),
        `/menu/${section.home}`,
        own.length,
        own.filter((route) => route.screen).length,
      ]);
    }),
    '',
    '## How the count reconciles with the 171 of issue 5',
    '',
    `The spec's list has ${routes.length} entries: ${routes.length - hashRoutes.length} named paths and ${hashRoutes.length} \`{hash}\` entries`,
    `(${hashSections}). Counted as distinct spellings, the \`{hash}\` entries collapse into one, which gives`,
    `the issue's ${spellings.size}. Each \`{hash}\` is a route of its own here: a path that opens one reservation by its`,
    'hash, written as the path of the screen it opens plus `/:hash` and kept out of the menu (other screens link to',
    `it). So all of them are declared: ${routes.length - hashRoutes.length} + ${hashRoutes.length} = ${routes.length}.`,
    '"app-dashboard-sale also appears at /menu/" names the address the dashboards line already gives,',
    '/menu/app-dashboard-sale: one route, not two.',
    '',
    '## Access',
    '',
    "Spec §6 maps each section to a function. The spec's menu data gives the sales-contract section, finance and",
    'engineering no role list, which would open ledgers and contracts to anyone signed in. Here every route takes its',
    'section\'s function instead: Sales and Financial need SALE (the spec\'s side entry "SALE (Sales and Financial)"),',
    'Engineer needs ENGINEER. ADMIN opens everything.',
    '',
    '## Routes',
    '',
    row(['Path', 'Section', 'Group', 'Access', 'Status', 'Notes']),
    row(['---', '---', '---', '---', '---', '---']),
    ...routes.map((route) => {
      const section = sectionOf(route);
      return row([
        `/menu/${route.path}`,
        sectionName(section),
        text(route.group),
        accessText(route.access),
        status(route),
        notes(route, section),
      ]);
    }),
    '',
  ];
  return lines.join('\n');
}
