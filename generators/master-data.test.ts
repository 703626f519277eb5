import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
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
    expect(rate?.sql).toBe('rate numeric(18, 6) not null default 0');
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

  it('writes a contract that lints and serves the generic actions, a migration, handlers, tests and permissions', () => {
    for (const part of ['openapi', 'generators', 'redocly.yaml', 'biome.json', '.gitignore']) {
      cpSync(join(root, part), join(work, part), { recursive: true });
    }
    for (const part of ['db/migrations', 'modules/configuration', 'auth']) {
      const from = join(root, 'packages/server/src', part);
      mkdirSync(join(work, 'packages/server/src', part), { recursive: true });
      cpSync(from, join(work, 'packages/server/src', part), { recursive: true });
    }
    symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'));
    execFileSync(
      bin('plop'),
      [
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
        'Pillow menu',
        '--role',
        'CONFIGULATION-SETTING',
        '--fields',
        'code:text:10:required:unique, name:text:40:required, widthCm:integer, extraBed:flag',
      ],
      { cwd: work, stdio: 'pipe', input: '' },
    );

    const server = join(work, 'packages/server/src');
    const migration = readFileSync(
      join(
        server,
        'db/migrations',
        `${nextMigrationNumber(readdirSync(join(root, 'packages/server/src/db/migrations')))}_pillow_menu.sql`,
      ),
      'utf8',
    );
    expect(migration).toContain('create table pillow_menu (');
    expect(migration).toContain('constraint pillow_menu_code_unique unique (property_id, code)');
    expect(readFileSync(join(server, 'modules/configuration/pillow-menu.ts'), 'utf8')).toContain(
      "masterDataHandlers<'configuration/pillow-menu'>",
    );
    expect(existsSync(join(server, 'modules/configuration/pillow-menu.test.ts'))).toBe(true);
    expect(readFileSync(join(server, 'modules/configuration/index.ts'), 'utf8')).toContain(
      "'configuration/pillow-menu': pillowMenuHandlers",
    );
    expect(readFileSync(join(server, 'auth/permissions.ts'), 'utf8')).toContain(
      "'configuration/pillow-menu': masterDataAccess(['CONFIGULATION-SETTING']),",
    );
    // The generated TypeScript is already in the repository's format.
    execFileSync(bin('biome'), ['check', join(server, 'modules/configuration'), join(server, 'auth')], {
      cwd: work,
      stdio: 'pipe',
    });

    execFileSync(bin('redocly'), ['lint', 'openapi/openapi.yaml'], { cwd: work, stdio: 'pipe' });
    execFileSync(bin('redocly'), ['bundle', 'openapi/openapi.yaml', '--ext', 'json', '-o', 'bundle.json'], {
      cwd: work,
      stdio: 'pipe',
    });
    const contract = createContract(JSON.parse(readFileSync(join(work, 'bundle.json'), 'utf8')));
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
    expect(create?.validateRequest({ apiRequest: { action: 'create' }, data: [{ code: 'KING', name: 'King' }] })).toBe(
      true,
    );
    expect(create?.validateRequest({ apiRequest: { action: 'create' }, data: [{ code: 'KING' }] })).toBe(false);
    expect(create?.validateRequest({ apiRequest: { action: 'create' }, data: [{ code: '', name: 'x' }] })).toBe(false);
    const search = contract.find('configuration/pillow-menu', 'search');
    expect(
      search?.validateRequest({ apiRequest: { action: 'search' }, data: [{ search: 'k', sort: 'widthCm' }] }),
    ).toBe(true);
    expect(search?.validateRequest({ apiRequest: { action: 'search' }, data: [{ sort: 'nope' }] })).toBe(false);
  }, 120_000);
});
