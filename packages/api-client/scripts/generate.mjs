// Bundles openapi/ into one document and generates the TypeScript types from it.
// `--check` regenerates in memory and fails when the committed files differ (CI runs it).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const rootSpec = join(packageDir, '../../openapi/openapi.yaml');
const generatedDir = join(packageDir, 'src/generated');
const check = process.argv.includes('--check');
const header = '// generated from openapi/ by packages/api-client/scripts/generate.mjs: do not edit\n';

const workDir = mkdtempSync(join(tmpdir(), 'pms-openapi-'));
let bundled;
try {
  const out = join(workDir, 'openapi.json');
  execFileSync('redocly', ['bundle', rootSpec, '--ext', 'json', '-o', out], {
    cwd: packageDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  bundled = JSON.parse(readFileSync(out, 'utf8'));
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
bundled.info['x-generated'] = header.slice(3).trim();

/** `BookingStatus` → `BOOKING_STATUSES`. */
function constantName(schema) {
  const words = schema.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
  if (/[^AEIOU]Y$/.test(words)) return `${words.slice(0, -1)}IES`;
  if (/(S|X|CH|SH)$/.test(words)) return `${words}ES`;
  return `${words}S`;
}

/**
 * Every named enum schema of the contract as an `as const` array and its union type, so that code
 * can list, loop over and check the values (a status list, a ComboBox) without typing them again.
 */
function enumModule(schemas) {
  const parts = Object.entries(schemas)
    .filter(([, schema]) => Array.isArray(schema.enum))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, schema]) => {
      const constant = constantName(name);
      const values = schema.enum.map((value) =>
        typeof value === 'string' ? `'${value.replaceAll("'", "\\'")}'` : String(value),
      );
      const doc = schema.description
        ? `/** ${schema.description.trim().replace(/\s+/g, ' ').replaceAll('*/', '* /')} */\n`
        : '';
      return `${doc}export const ${constant} = [${values.join(', ')}] as const;\nexport type ${name} = (typeof ${constant})[number];\n`;
    });
  return `${header}${parts.join('\n')}`;
}

const files = {
  'openapi.json': `${JSON.stringify(bundled, null, 2)}\n`,
  'schema.ts': header + astToString(await openapiTS(bundled, { exportType: false })),
  'enums.ts': enumModule(bundled.components?.schemas ?? {}),
};

const stale = [];
for (const [name, content] of Object.entries(files)) {
  const path = join(generatedDir, name);
  let current = null;
  try {
    current = readFileSync(path, 'utf8');
  } catch {}
  if (current === content) continue;
  if (check) stale.push(name);
  else writeFileSync(path, content);
}
if (stale.length > 0) {
  console.error(
    `packages/api-client/src/generated is out of date (${stale.join(', ')}): run \`pnpm gen:api\` and commit the result.`,
  );
  process.exit(1);
}
console.log(check ? 'generated API types are up to date' : 'generated API types written');
