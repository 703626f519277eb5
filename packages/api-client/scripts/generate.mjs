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

const RULE_KEYWORDS = [
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'maxItems',
  'minItems',
  'format',
  'enum',
  'const',
];

/**
 * The rules of every field a request can send, per request data schema, as a flat table keyed by
 * the app's input names ('stays.*.adults'; `*` for any item of a list): the app checks the same
 * rules before sending, and names a server refusal in staff words, without reading the contract.
 */
function fieldRulesModule(schemas) {
  const resolve = (schema) => {
    let current = schema;
    for (let depth = 0; current?.$ref && depth < 20; depth += 1) current = schemas[current.$ref.split('/').pop()];
    return current ?? {};
  };
  /** The schema's own rules merged with the ones its allOf parts add (one level, as the contract writes them). */
  const flatten = (schema) => {
    const own = resolve(schema);
    const merged = {};
    for (const part of own.allOf ?? []) Object.assign(merged, flatten(part));
    return Object.assign(merged, own, { allOf: undefined });
  };
  const dataSchemas = new Set();
  for (const schema of Object.values(schemas)) {
    const data = schema?.properties?.apiRequest ? resolve(schema.properties.data) : null;
    const item = data?.items?.$ref;
    if (item) dataSchemas.add(item.split('/').pop());
  }
  const rulesOf = (schema, prefix, out, depth) => {
    const flat = flatten(schema);
    if (depth > 6 || !flat.properties) return;
    const required = new Set(flat.required ?? []);
    for (const [name, property] of Object.entries(flat.properties)) {
      const field = flatten(property);
      const key = prefix ? `${prefix}.${name}` : name;
      const rule = {};
      const types = [field.type ?? []].flat();
      const type = types.find((candidate) => candidate !== 'null');
      if (type) rule.type = type;
      if (types.includes('null')) rule.nullable = true;
      if (required.has(name)) rule.required = true;
      for (const keyword of RULE_KEYWORDS) if (field[keyword] !== undefined) rule[keyword] = field[keyword];
      out[key] = rule;
      if (type === 'object') rulesOf(field, key, out, depth + 1);
      if (type === 'array' && field.items) {
        const item = flatten(field.items);
        if (item.properties) rulesOf(item, `${key}.*`, out, depth + 1);
        else {
          const itemRule = {};
          for (const keyword of RULE_KEYWORDS) if (item[keyword] !== undefined) itemRule[keyword] = item[keyword];
          if (Object.keys(itemRule).length > 0)
            out[`${key}.*`] = { type: [item.type].flat().find((t) => t !== 'null'), ...itemRule };
        }
      }
    }
  };
  const parts = [...dataSchemas]
    .filter((name) => flatten(schemas[name]).properties)
    .sort((a, b) => a.localeCompare(b))
    .map((name) => {
      const out = {};
      rulesOf(schemas[name], '', out, 0);
      return `export const ${name} = ${JSON.stringify(out)} as const satisfies FieldRules;\n`;
    });
  const preamble = `/** What the contract asks of one field of a request. */
export interface FieldRule {
  readonly type?: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
  readonly nullable?: boolean;
  readonly required?: boolean;
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly format?: string;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
}

/** A request data schema's fields by input name ('stays.*.adults'). */
export type FieldRules = Readonly<Record<string, FieldRule>>;

`;
  return `${header}${preamble}${parts.join('\n')}`;
}

const files = {
  'openapi.json': `${JSON.stringify(bundled, null, 2)}\n`,
  'schema.ts': header + astToString(await openapiTS(bundled, { exportType: false })),
  'enums.ts': enumModule(bundled.components?.schemas ?? {}),
  'fieldRules.ts': fieldRulesModule(bundled.components?.schemas ?? {}),
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
