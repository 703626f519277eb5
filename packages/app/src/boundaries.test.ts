import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  appBoundaries,
  describeProblems,
  findCycles,
  findViolations,
  readSources,
  serverBoundaries,
} from './boundaries.ts';

const APP_SOURCES = fileURLToPath(new URL('.', import.meta.url));
const SERVER_SOURCES = fileURLToPath(new URL('../../server/src/', import.meta.url));

// Built up so that this file's own text holds no import of these planted paths.
const importLine = (path: string) => ['import { x } from', ` '${path}';`].join('');

/** A tree that keeps the rules, then each rule broken once. */
const planted = new Map([
  ['modules/help/HelpPage.tsx', `${importLine('../../shared/menu/catalogue.ts')}\n${importLine('./topic.ts')}`],
  ['modules/help/topic.ts', '// no imports'],
  ['shared/menu/catalogue.ts', '// no imports'],
  ['app/routes/menu.ts', importLine('../../modules/help/routes.tsx')],
  ['modules/help/routes.tsx', `const load = () => import('./HelpPage.tsx');`],
  // Broken: one module reading another's file, and a module and shared/ reading app/.
  ['modules/login/LoginPage.tsx', importLine('../help/topic.ts')],
  ['modules/login/LoginLayout.tsx', importLine('../../app/routes/menu.ts')],
  ['shared/session/landing.ts', importLine('../../app/routes/menu.ts')],
  ['shared/api.ts', importLine('../modules/help/topic.ts')],
  // Broken: a cycle of three files.
  ['shared/a.ts', importLine('./b.ts')],
  ['shared/b.ts', `export { y } from './c.ts';`],
  ['shared/c.ts', importLine('./a.ts')],
  // A comment quoting an import is no import.
  ['shared/d.ts', `// ${importLine('../app/routes/menu.ts')}`],
]);

describe('the boundary checker', () => {
  it('reports each forbidden import it is shown', () => {
    expect(findViolations(planted, appBoundaries)).toEqual([
      {
        from: 'modules/login/LoginPage.tsx',
        to: 'modules/help/topic.ts',
        rule: 'a module must not import another module',
      },
      { from: 'modules/login/LoginLayout.tsx', to: 'app/routes/menu.ts', rule: 'a module must not import app/' },
      { from: 'shared/session/landing.ts', to: 'app/routes/menu.ts', rule: 'shared/ must not import app/' },
      { from: 'shared/api.ts', to: 'modules/help/topic.ts', rule: 'shared/ must not import a module' },
    ]);
  });

  it('reports a cycle as the path that comes back to its start', () => {
    expect(findCycles(planted)).toEqual([['shared/a.ts', 'shared/b.ts', 'shared/c.ts', 'shared/a.ts']]);
  });

  it('counts a lazy import in a cycle', () => {
    const lazy = new Map([
      ['app/routes/menu.ts', importLine('../../modules/help/routes.tsx')],
      ['modules/help/routes.tsx', `const load = () => import('./HelpPage.tsx');`],
      ['modules/help/HelpPage.tsx', importLine('../../app/routes/menu.ts')],
    ]);
    expect(findCycles(lazy)).toEqual([
      ['app/routes/menu.ts', 'modules/help/routes.tsx', 'modules/help/HelpPage.tsx', 'app/routes/menu.ts'],
    ]);
  });

  it('prints one readable line per problem', () => {
    expect(
      describeProblems(
        [{ from: 'modules/a/x.ts', to: 'modules/b/y.ts', rule: 'a module must not import another module' }],
        [['shared/a.ts', 'shared/b.ts', 'shared/a.ts']],
      ),
    ).toBe(
      'modules/a/x.ts imports modules/b/y.ts: a module must not import another module\n' +
        'import cycle: shared/a.ts -> shared/b.ts -> shared/a.ts',
    );
  });

  it('holds server modules apart too', () => {
    const server = new Map([
      ['modules/reservation/booking.ts', importLine('../configuration/room-type.ts')],
      ['modules/reservation/rooms.ts', importLine('./booking.ts')],
      ['modules/configuration/room-type.ts', importLine('../../api/masterData.ts')],
      ['api/masterData.ts', '// no imports'],
    ]);
    expect(describeProblems(findViolations(server, serverBoundaries), [])).toBe(
      'modules/reservation/booking.ts imports modules/configuration/room-type.ts: a server module must not import another module',
    );
  });
});

describe('packages/app/src', () => {
  const files = readSources(APP_SOURCES);

  it('is scanned whole', () => {
    expect(files.has('app/router.tsx')).toBe(true);
    expect([...files.keys()].some((path) => path.startsWith('modules/'))).toBe(true);
  });

  it('keeps modules apart, shared/ below them and app/ above, with no import cycle', () => {
    expect(describeProblems(findViolations(files, appBoundaries), findCycles(files))).toBe('');
  });
});

describe('packages/server/src', () => {
  it('keeps its modules apart', () => {
    const files = readSources(SERVER_SOURCES);
    expect(files.has('app.ts')).toBe(true);
    expect(describeProblems(findViolations(files, serverBoundaries), [])).toBe('');
  });
});
