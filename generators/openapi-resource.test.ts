import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createContract } from '../packages/server/src/api/contract.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name: string) => join(root, 'node_modules/.bin', name);

describe('pnpm gen openapi-resource', () => {
  const work = mkdtempSync(join(tmpdir(), 'pms-gen-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('adds a resource that lints, bundles and yields typed actions', () => {
    cpSync(join(root, 'openapi'), join(work, 'openapi'), { recursive: true });
    cpSync(join(root, 'generators'), join(work, 'generators'), { recursive: true });
    cpSync(join(root, 'redocly.yaml'), join(work, 'redocly.yaml'));
    execFileSync(
      bin('plop'),
      [
        '--plopfile',
        join(work, 'generators/plopfile.js'),
        'openapi-resource',
        '--',
        '--module',
        'configuration',
        '--resource',
        'pillow-menu',
        '--entity',
        'PillowMenu',
      ],
      { cwd: work, stdio: 'pipe', input: '' },
    );
    expect(readFileSync(join(work, 'openapi/openapi.yaml'), 'utf8')).toContain('/configuration/pillow-menu:');
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
    ]);
    const get = contract.find('configuration/pillow-menu', 'get');
    expect(get?.validateRequest({ apiRequest: { action: 'get' }, data: [{ id: 3 }] })).toBe(true);
    expect(get?.validateRequest({ apiRequest: { action: 'get' }, data: [{ id: '3' }] })).toBe(false);
  }, 60_000);
});
