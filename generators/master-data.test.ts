import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createContract } from '../packages/server/src/api/contract.ts';
import { nextMigrationNumber, parseFields } from './fields.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name: string) => join(root, 'node_modules/.bin', name);

describe('the master-data field list', () => {
  it('reads kinds, limits and flags into columns', () => {
    const [code, active, roomType, rate] = parseFields(
      'code:text:10:required:unique, active:flag:on, roomTypeId:ref=room_type:required, rate:decimal',
    );
    expect(code).toMatchObject({ column: 'code', maxLength: 10, required: true, unique: true, searchable: true });
    expect(code?.sql).toBe('code text not null check (length(code) between 1 and 10)');
    expect(active?.sql).toBe('active boolean not null default true');
    expect(roomType).toMatchObject({ column: 'room_type_id', reference: 'room_type', nullable: false });
    expect(roomType?.sql).toBe('room_type_id integer not null references room_type (id)');
    expect(rate?.sql).toBe('rate numeric(14, 2) not null default 0');
    expect(parseFields('code:text, rate:decimal:6')[1]?.sql).toBe('rate numeric(18, 6) not null default 0');
    const [channel] = parseFields('code:text:required, channel:enum=OTA|NON-OTA').slice(1);
    expect(channel?.sql).toBe("channel text not null default 'OTA' check (channel in ('OTA', 'NON-OTA'))");
  });

  it('refuses what it cannot write', () => {
    expect(() => parseFields('')).toThrow('at least one field');
    expect(() => parseFields('Code:text')).toThrow('camelCase');
    expect(() => parseFields('code:money')).toThrow('kind is one of');
    expect(() => parseFields('sortOrder:integer')).toThrow('text field');
    expect(() => parseFields('code:text, floorId:ref')).toThrow('ref=<table>');
    expect(() => parseFields('code:text, channel:enum=OTA')).toThrow('two or more values');
  });

  it('numbers a migration after every existing one', () => {
    expect(nextMigrationNumber(['0001_foundation.sql', '0004_user_language.sql', 'README'])).toBe('0005');
  });
});

describe('pnpm gen master-data', () => {
  const work = mkdtempSync(join(tmpdir(), 'pms-gen-master-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  // As a package script runs: the installed commands on the PATH.
  const env = { ...process.env, PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}`, NO_COLOR: '1' };
  const run = (command: string, args: string[]) =>
    execFileSync(command, args, { cwd: work, stdio: 'pipe', input: '', encoding: 'utf8', env });
  // What a failed command printed, so a red generator run says why.
  const attempt = (command: string, args: string[]) => {
    try {
      return { ok: true, output: run(command, args) };
    } catch (error) {
      const failed = error as { stdout?: string; stderr?: string };
      return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
    }
  };

  it('writes a whole list that lints, type-checks and passes its tests untouched', () => {
    // A scratch copy of the repository as committed and as being changed, sharing the installed
    // packages (read only: nothing is installed there).
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => file !== '' && existsSync(join(root, file)));
    for (const file of files) cpSync(join(root, file), join(work, file), { recursive: true });
    // The packages' own node_modules hold relative links (into the root's store, and to the sibling
    // workspace packages), copied as links so that @pms/api-client is the scratch copy's.
    symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'));
    const installed = readdirSync(join(root, 'packages')).filter((pkg) =>
      existsSync(join(root, 'packages', pkg, 'node_modules')),
    );
    for (const pkg of installed) {
      cpSync(join(root, 'packages', pkg, 'node_modules'), join(work, 'packages', pkg, 'node_modules'), {
        recursive: true,
        verbatimSymlinks: true,
        filter: (source) => !source.includes('/.vite'),
      });
    }
    const migration = nextMigrationNumber(readdirSync(join(root, 'packages/server/src/db/migrations')));
    run(bin('plop'), [
      '--plopfile',
      join(work, 'generators/plopfile.js'),
      'master-data',
      '--',
      '--module',
      'configuration',
      '--resource',
      'pillow-menu',
      '--route',
      'pillow-menu',
      '--entity',
      'PillowMenu',
      '--label',
      'Pillow',
      '--heading',
      'Pillow menu',
      '--role',
      'CONFIGULATION-SETTING',
      '--fields',
      'code:text:10:required:unique, name:text:40:required, firmness:enum=SOFT|MEDIUM|FIRM:required, ' +
        'bedTypeId:ref=bed_type, price:decimal, availableFrom:date, hypoallergenic:flag:on',
      '--parts',
      'all',
    ]);

    const server = join(work, 'packages/server/src');
    const app = join(work, 'packages/app/src/modules/configuration');
    expect(readFileSync(join(server, `db/migrations/${migration}_pillow_menu.sql`), 'utf8')).toContain(
      'constraint pillow_menu_code_unique unique (property_id, code)',
    );
    expect(readFileSync(join(server, 'modules/configuration/index.ts'), 'utf8')).toContain(
      "'configuration/pillow-menu': pillowMenuHandlers",
    );
    expect(readFileSync(join(server, 'auth/permissions.ts'), 'utf8')).toContain(
      "'configuration/pillow-menu': masterDataAccess(['CONFIGULATION-SETTING']),",
    );
    expect(readFileSync(join(app, 'routes.tsx'), 'utf8')).toContain(
      "(await import('./lists/pillow-menu/PillowMenuPage.tsx')).PillowMenuPage",
    );
    for (const file of ['PillowMenuPage.tsx', 'PillowMenuPage.stories.tsx', 'messages.ts']) {
      expect(existsSync(join(app, 'lists/pillow-menu', file)), file).toBe(true);
    }

    // The contract lints and the client types were regenerated from it; the code is formatted
    // and compiles.
    run(bin('redocly'), ['lint', 'openapi/openapi.yaml']);
    expect(readFileSync(join(work, 'packages/api-client/src/generated/schema.ts'), 'utf8')).toContain(
      '"/configuration/pillow-menu"',
    );
    const bundle = JSON.parse(readFileSync(join(work, 'packages/api-client/src/generated/openapi.json'), 'utf8'));
    const contract = createContract(bundle);
    expect([...(contract.paths.get('configuration/pillow-menu')?.keys() ?? [])]).toEqual([
      'list',
      'list-minimum',
      'get',
      'search',
      'create',
      'update',
      'delete',
    ]);
    const create = contract.find('configuration/pillow-menu', 'create');
    expect(
      create?.validateRequest({ apiRequest: { action: 'create' }, data: [{ code: 'K', name: 'K', firmness: 'SOFT' }] }),
    ).toBe(true);
    expect(create?.validateRequest({ apiRequest: { action: 'create' }, data: [{ code: 'K', name: 'K' }] })).toBe(false);
    const written = [
      'packages/server/src/modules/configuration',
      'packages/server/src/auth/permissions.ts',
      'packages/app/src/modules/configuration',
    ];
    const formatted = attempt(bin('biome'), ['check', ...written]);
    expect(formatted.ok, formatted.output).toBe(true);
    for (const project of ['packages/server', 'packages/app']) {
      const compiled = attempt(bin('tsc'), ['--noEmit', '-p', project]);
      expect(compiled.output, `tsc -p ${project}`).toBe('');
    }

    // Its server tests pass on the embedded database; the translation test names exactly the new
    // Thai and Lao messages as still to be translated, and nothing else.
    const tests = attempt(bin('vitest'), [
      'run',
      '--project',
      'server:pglite',
      '--project',
      'unit',
      'packages/server/src/modules/configuration/pillow-menu.test.ts',
      'packages/app/src/shared/i18n/translations.test.ts',
    ]);
    expect(tests.output).toMatch(/✓ .*pillow-menu\.test\.ts \(6 tests\)/);
    const translation = tests.output.split('translates every message into').slice(1).join('');
    expect(translation).toContain('still marked [translate] in th.json');
    expect(translation).toContain('still marked [translate] in la.json');
    expect(tests.output).toMatch(/Tests +2 failed \| \d+ passed/);
    const th = JSON.parse(readFileSync(join(work, 'packages/app/public/assets/i18n/th.json'), 'utf8'));
    const marked = Object.keys(th).filter((id) => th[id].startsWith('[translate] '));
    expect(marked.sort()).toEqual(
      Object.keys(th)
        .filter((id) => id.startsWith('configuration.pillowMenu.'))
        .sort(),
    );
    expect(th['configuration.pillowMenu.firmnessMedium']).toBe('[translate] Medium');
  }, 600_000);
});
