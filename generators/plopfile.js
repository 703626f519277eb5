// Code generators, run as `pnpm gen <generator>` (interactive) or non-interactively:
//   pnpm gen openapi-resource -- --module configuration --resource floor --entity Floor </dev/null
//   pnpm gen master-data -- --module configuration --resource title --entity Title --label "Guest title" \
//     --role CONFIGULATION-SETTING --fields "code:text:10:required:unique, name:text:40:required" </dev/null
//   (the README's Generators section explains every flag)

import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { nextMigrationNumber, parseFields, schemaYaml, snake } from './fields.js';

const NAME = /^[a-z][a-z0-9-]*$/;
const ROLES = ['CONFIGULATION-SETTING', 'FINANCIAL-SETTING', 'HOUSEKEEPING-SETTING', 'SALE-SETTING'];
// A demo user whose roles grant none of the write role: the generated tests expect 403 for them.
const REFUSED_LOGIN = {
  'CONFIGULATION-SETTING': 'housekeeping',
  'FINANCIAL-SETTING': 'housekeeping',
  'HOUSEKEEPING-SETTING': 'reception',
  'SALE-SETTING': 'housekeeping',
};
const MIGRATIONS = fileURLToPath(new URL('../packages/server/src/db/migrations/', import.meta.url));
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const I18N = fileURLToPath(new URL('../packages/app/public/assets/i18n/', import.meta.url));
// The translation test (packages/app/src/shared/i18n/translations.test.ts) fails on this mark.
const TRANSLATE_MARK = '[translate] ';

/** Formats what the generator wrote as the repository's lint wants it (import order, wrapping). */
function formatWritten(paths) {
  execFileSync(`${ROOT}node_modules/.bin/biome`, ['check', '--write', ...paths], { cwd: ROOT, stdio: 'pipe' });
  return `formatted ${paths.length} files`;
}

/** Types the new path for the app at once: the api-client's generated files, from openapi/. */
function regenerateClientTypes() {
  execFileSync(process.execPath, ['packages/api-client/scripts/generate.mjs'], {
    cwd: ROOT,
    stdio: 'pipe',
    env: { ...process.env, PATH: `${ROOT}node_modules/.bin:${process.env.PATH}` },
  });
  return 'regenerated the client types (packages/api-client/src/generated)';
}

/** Types the new table for the server: the Kysely types generated from the migrated schema. */
function regenerateDatabaseTypes() {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/gen-db-types.ts'], {
    cwd: `${ROOT}packages/server`,
    stdio: 'pipe',
    env: { ...process.env, PATH: `${ROOT}node_modules/.bin:${process.env.PATH}` },
  });
  return 'regenerated the database types (packages/server/src/db/generated)';
}

const camel = (name) => name.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());
const pascal = (name) =>
  name
    .toLowerCase()
    .split(/[-_]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
const sentenceCase = (name) => name.charAt(0).toUpperCase() + name.slice(1).replace(/-/g, ' ');
/** "Guest title" → "Guest titles", "City" → "Cities": the list's heading unless one is given. */
export function plural(label) {
  if (/[^aeiou]y$/i.test(label)) return `${label.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(label)) return `${label}es`;
  return `${label}s`;
}
/** "CITY-LEDGER" → "City ledger": what a choice shows until someone words it better. */
const valueLabel = (value) => sentenceCase(value.toLowerCase());

/** The field's line in the screen's description (packages/app/src/shared/masterData/fields.ts). */
function appField(field) {
  const parts = [`name: '${field.name}'`, `label: messages.${field.name}`];
  switch (field.kind) {
    case 'text':
      parts.push("kind: 'text'", `maxLength: ${field.maxLength}`);
      break;
    case 'integer':
      parts.push("kind: 'integer'", 'min: 0', 'max: 1000000');
      break;
    case 'decimal':
      parts.push("kind: 'decimal'", `decimals: ${field.scale}`);
      break;
    case 'flag':
      parts.push("kind: 'flag'", ...(field.defaultOn ? ['defaultOn: true'] : []));
      break;
    case 'date':
      parts.push("kind: 'date'");
      break;
    case 'enum':
      parts.push(
        "kind: 'choice'",
        `choices: [${field.values
          .map((value) => `{ value: '${value}', label: messages.${field.name}${pascal(value)} }`)
          .join(', ')}]`,
      );
      break;
    case 'ref':
      parts.push(
        "kind: 'reference'",
        `reference: { path: 'configuration/${field.reference.replace(/_/g, '-')}', label: codeAndName }`,
      );
      break;
    default:
      throw new Error(field.kind);
  }
  if (field.required && field.kind !== 'flag') parts.splice(3, 0, 'required: true');
  return `{ ${parts.join(', ')} }`;
}

/** A value of the story's n-th row, as TypeScript source. */
function storyValue(field, n, label) {
  switch (field.kind) {
    case 'text':
      return field.unique ? `'${field.name.slice(0, 3).toUpperCase()}${n}'` : `'${label} ${n}'`;
    case 'integer':
      return String(n * 10);
    case 'decimal':
      return `'${(n * 100).toFixed(field.scale)}'`;
    case 'flag':
      return n === 3 ? '0' : '1';
    case 'date':
      return `'2026-0${n}-15'`;
    case 'enum':
      return `'${field.values[(n - 1) % field.values.length]}'`;
    default:
      return String(((n - 1) % 2) + 1);
  }
}

/** Adds the new messages to the translation files: English as written, Thai and Lao marked. */
function addTranslations(messageList) {
  for (const [file, mark] of [
    ['en', ''],
    ['th', TRANSLATE_MARK],
    ['la', TRANSLATE_MARK],
  ]) {
    const path = `${I18N}${file}.json`;
    const messages = JSON.parse(readFileSync(path, 'utf8'));
    for (const message of messageList) messages[message.id] ??= `${mark}${message.text}`;
    const sorted = Object.fromEntries(Object.entries(messages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    writeFileSync(path, `${JSON.stringify(sorted, null, 2)}\n`);
  }
  return `added ${messageList.length} messages to en.json, th.json and la.json (Thai and Lao marked ${TRANSLATE_MARK.trim()})`;
}

/** What the master-data templates read, worked out once from the answers. */
function masterDataModel(answers) {
  const fields = parseFields(answers.fields).map((field) => ({
    ...field,
    schema: schemaYaml(field),
    kindOption: field.kind === 'flag' || field.kind === 'decimal' ? field.kind : undefined,
  }));
  const unique = fields.find((field) => field.unique);
  const texts = fields.filter((field) => field.kind === 'text');
  // These are TypeScript expressions written into the generated test, template literals included.
  const sample = (field) => {
    switch (field.kind) {
      case 'text':
        // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of the generated test
        return field.unique ? '`SAMPLE${n}`' : '`Sample ${n}`';
      case 'integer':
        return 'n';
      case 'decimal':
        // As the database gives it back: exactly `scale` digits after the point.
        // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of the generated test
        return field.scale === 0 ? '`${n}`' : `\`\${n}.5${'0'.repeat(field.scale - 1)}\``;
      case 'flag':
        return '1';
      case 'date':
        return "'2026-11-21'";
      case 'enum':
        return `'${field.values[0]}'`;
      default:
        return `ids.${field.reference}`;
    }
  };
  const changed = texts.find((field) => !field.unique) ?? fields.find((field) => !field.unique) ?? fields[0];
  const change = { text: "'Changed'", integer: '999', decimal: "'999.25'", flag: '0', date: "'2026-12-31'" };
  const changeOf = (field) =>
    field.kind === 'enum' ? `'${field.values[1]}'` : (change[field.kind] ?? `ids.${field.reference}`);
  const title = answers.heading || plural(answers.label);
  const camelResource = camel(answers.resource);
  const messageId = (key) => `${answers.module}.${camelResource}.${key}`;
  const choiceKey = (field, value) => `${field.name}${pascal(value)}`;
  const messageList = [
    { key: 'title', text: title },
    { key: 'item', text: answers.label.toLowerCase() },
    {
      key: 'intro',
      text: `The ${title.toLowerCase()} other screens offer. Codes are unique; one in use cannot be deleted.`,
    },
    { key: 'searchPlaceholder', text: sentenceCase(texts.map((field) => field.label.toLowerCase()).join(' or ')) },
    ...fields.map((field) => ({ key: field.name, text: field.label })),
    ...fields.flatMap((field) =>
      (field.values ?? []).map((value) => ({ key: choiceKey(field, value), text: valueLabel(value) })),
    ),
  ].map((message) => ({ ...message, id: messageId(message.key), quoted: JSON.stringify(message.text) }));
  const storyRows = [1, 2, 3].map((n) =>
    [`id: ${n}`, ...fields.map((field) => `${field.name}: ${storyValue(field, n, answers.label)}`)].join(', '),
  );
  return {
    ...answers,
    // Not `heading`: plop lets the answers (an empty heading as typed) win over an action's data.
    listHeading: title,
    lowerHeading: title.toLowerCase(),
    messagesName: `${camelResource}Messages`,
    messageList,
    appFields: fields.map(appField),
    hasReference: fields.some((field) => field.kind === 'ref'),
    sortableList: fields
      .filter((field) => field.kind !== 'flag')
      .map((field) => `'${field.name}'`)
      .join(', '),
    shared: '../../../../shared',
    storyTitle: `${sentenceCase(answers.module)}/${title}`,
    storyRows: storyRows.map((row) => `{ ${row} }`),
    firstCode: storyValue(fields[0], 1, answers.label).replace(/^'|'$/g, ''),
    requiredInputs: fields.filter((field) => field.required && field.kind !== 'flag').length,
    table: snake(answers.resource.replace(/-/g, '_')),
    screenRoute: answers.route || answers.resource,
    lowerLabel: answers.label.toLowerCase(),
    // Not `fields`: plop lets the answers (the field list as typed) win over an action's data.
    fieldList: fields,
    minimumFields: fields.filter((field) => field.minimum),
    requiredList: fields
      .filter((field) => field.required)
      .map((field) => field.name)
      .join(', '),
    searchList: texts.map((field) => field.name).join(' or '),
    sortList: fields.map((field) => field.name).join(', '),
    sortField: (fields.find((field) => field.name === 'sortOrder') ?? unique ?? texts[0]).name,
    uniqueField: unique?.name,
    uniqueColumn: unique?.column,
    refusedLogin: REFUSED_LOGIN[answers.role],
    referencedTables: [...new Set(fields.filter((field) => field.reference).map((field) => field.reference))],
    sampleFields: fields.map((field) => `${field.name}: ${sample(field)}`).join(', '),
    changeFields: `${changed.name}: ${changeOf(changed)}`,
    migration: nextMigrationNumber(readdirSync(MIGRATIONS)),
    actions: [
      {
        name: 'list',
        suffix: 'List',
        request: '      $ref: ../common.yaml#/EmptyCriteria',
        response: `#/${answers.entity}`,
      },
      {
        name: 'list-minimum',
        suffix: 'ListMinimum',
        request: '      $ref: ../common.yaml#/EmptyCriteria',
        response: `#/${answers.entity}Minimum`,
      },
      {
        name: 'get',
        suffix: 'Get',
        request:
          "      type: array\n      minItems: 1\n      maxItems: 1\n      items:\n        $ref: '../common.yaml#/IdRef'",
        response: `#/${answers.entity}`,
      },
      {
        name: 'search',
        suffix: 'Search',
        request: `      type: array\n      maxItems: 1\n      items:\n        $ref: '#/${answers.entity}Search'`,
        response: `#/${answers.entity}Page`,
      },
      {
        name: 'create',
        suffix: 'Create',
        request: `      type: array\n      minItems: 1\n      maxItems: 100\n      items:\n        $ref: '#/${answers.entity}Create'`,
        response: `#/${answers.entity}`,
      },
      {
        name: 'update',
        suffix: 'Update',
        request: `      type: array\n      minItems: 1\n      maxItems: 100\n      items:\n        $ref: '#/${answers.entity}Update'`,
        response: `#/${answers.entity}`,
      },
      {
        name: 'delete',
        suffix: 'Delete',
        request:
          "      type: array\n      minItems: 1\n      maxItems: 100\n      items:\n        $ref: '../common.yaml#/IdRef'",
        response: '../common.yaml#/IdRef',
      },
    ],
  };
}

const ENTITY = /^[A-Z][A-Za-z0-9]*$/;

export default function (plop) {
  plop.setGenerator('openapi-resource', {
    description:
      'A new envelope resource in openapi/ (POST /api/<module>/<resource>) with the generic read actions list, list-minimum and get; `pnpm gen:api` then types it and the compiler asks for its handlers',
    prompts: [
      {
        type: 'input',
        name: 'module',
        message: 'Module (department), e.g. configuration',
        validate: (value) => NAME.test(value) || 'lower-case letters, digits and dashes',
      },
      {
        type: 'input',
        name: 'resource',
        message: 'Resource as it appears in the path, e.g. floor',
        validate: (value) => NAME.test(value) || 'lower-case letters, digits and dashes',
      },
      {
        type: 'input',
        name: 'entity',
        message: 'Entity name for the schemas, e.g. Floor',
        validate: (value) => ENTITY.test(value) || 'PascalCase',
      },
    ],
    actions: [
      {
        type: 'add',
        path: '../openapi/paths/{{module}}/{{resource}}.yaml',
        templateFile: 'templates/openapi-resource/path.yaml.hbs',
      },
      {
        type: 'add',
        path: '../openapi/schemas/{{module}}/{{resource}}.yaml',
        templateFile: 'templates/openapi-resource/schemas.yaml.hbs',
      },
      {
        type: 'modify',
        path: '../openapi/openapi.yaml',
        pattern: /(\npaths:\n)/,
        template: '$1  /{{module}}/{{resource}}:\n    $ref: paths/{{module}}/{{resource}}.yaml\n',
      },
    ],
  });

  plop.setGenerator('master-data', {
    description:
      'A master-data list end to end: contract (list, list-minimum, get, search, create, update, delete), migration, server handlers on the master-data kit, permissions, and the tests every list gets',
    prompts: [
      {
        type: 'input',
        name: 'module',
        message: 'Server module (an existing folder of packages/server/src/modules), e.g. configuration',
        validate: (value) => NAME.test(value) || 'lower-case letters, digits and dashes',
      },
      {
        type: 'input',
        name: 'resource',
        message: 'Resource in the API path and the table name, e.g. guest-title',
        validate: (value) => NAME.test(value) || 'lower-case letters, digits and dashes',
      },
      {
        type: 'input',
        name: 'route',
        message: 'Route under /menu/app/ as the spec spells it (empty: the resource), e.g. title',
        validate: (value) => value === '' || NAME.test(value) || 'lower-case letters, digits and dashes',
      },
      {
        type: 'input',
        name: 'entity',
        message: 'Entity name for the schemas, e.g. GuestTitle',
        validate: (value) => ENTITY.test(value) || 'PascalCase',
      },
      {
        type: 'input',
        name: 'label',
        message: 'What staff call it, e.g. Guest title',
        validate: (value) => value.trim().length > 0 || 'required',
      },
      {
        type: 'input',
        // Not `title`: plop hands node's own options (--title) to node.
        name: 'heading',
        message: 'Heading of the list (empty: the plural of what staff call it), e.g. Guest titles',
      },
      {
        type: 'list',
        name: 'role',
        message: 'The function that may change it (everyone signed in reads it)',
        choices: ROLES,
      },
      {
        type: 'input',
        name: 'fields',
        message: 'Fields, e.g. code:text:10:required:unique, name:text:40:required, sortOrder:integer, active:flag:on',
        validate: (value) => {
          try {
            parseFields(value);
            return true;
          } catch (error) {
            return error.message;
          }
        },
      },
      {
        type: 'list',
        name: 'parts',
        message: 'What to write',
        choices: [
          { name: 'the whole list: contract, server, screen', value: 'all' },
          { name: 'only the screen (the contract and the server exist)', value: 'screen' },
        ],
        default: 'all',
      },
    ],
    actions: (answers) => {
      const data = masterDataModel(answers);
      const server = '../packages/server/src';
      const app = `../packages/app/src/modules/${answers.module}`;
      const screen = [
        {
          type: 'add',
          path: `${app}/lists/{{resource}}/{{entity}}Page.tsx`,
          templateFile: 'templates/master-data/page.tsx.hbs',
          data,
        },
        {
          type: 'add',
          path: `${app}/lists/{{resource}}/messages.ts`,
          templateFile: 'templates/master-data/messages.ts.hbs',
          data,
        },
        {
          type: 'add',
          path: `${app}/lists/{{resource}}/{{entity}}Page.stories.tsx`,
          templateFile: 'templates/master-data/stories.tsx.hbs',
          data,
        },
        {
          type: 'modify',
          path: `${app}/routes.tsx`,
          pattern: /(\n\];\s*)$/,
          template:
            "\n  {\n    path: 'app/{{screenRoute}}',\n    lazy: async () => ({ Component: (await import('./lists/{{resource}}/{{entity}}Page.tsx')).{{entity}}Page }),\n  },$1",
          data,
        },
        () => addTranslations(data.messageList),
        () => formatWritten([`packages/app/src/modules/${answers.module}`]),
      ];
      if (answers.parts === 'screen') return screen;
      return [
        {
          type: 'add',
          path: '../openapi/schemas/{{module}}/{{resource}}.yaml',
          templateFile: 'templates/master-data/schemas.yaml.hbs',
          data,
        },
        {
          type: 'add',
          path: '../openapi/paths/{{module}}/{{resource}}.yaml',
          templateFile: 'templates/master-data/path.yaml.hbs',
          data,
        },
        {
          type: 'modify',
          path: '../openapi/openapi.yaml',
          pattern: /(\npaths:\n)/,
          template: '$1  /{{module}}/{{resource}}:\n    $ref: paths/{{module}}/{{resource}}.yaml\n',
        },
        {
          type: 'add',
          path: `${server}/db/migrations/${data.migration}_{{snakeCase resource}}.sql`,
          templateFile: 'templates/master-data/migration.sql.hbs',
          data,
        },
        {
          type: 'add',
          path: `${server}/modules/{{module}}/{{resource}}.ts`,
          templateFile: 'templates/master-data/handlers.ts.hbs',
          data,
        },
        {
          type: 'add',
          path: `${server}/modules/{{module}}/{{resource}}.test.ts`,
          templateFile: 'templates/master-data/handlers.test.ts.hbs',
          data,
        },
        {
          type: 'modify',
          path: `${server}/modules/{{module}}/index.ts`,
          pattern: /(export const \w+Handlers = \{\n)/,
          template: "$1  '{{module}}/{{resource}}': {{camelCase entity}}Handlers,\n",
        },
        {
          type: 'modify',
          path: `${server}/modules/{{module}}/index.ts`,
          pattern: /^/,
          template: "import { {{camelCase entity}}Handlers } from './{{resource}}.ts';\n",
        },
        {
          type: 'modify',
          path: `${server}/auth/permissions.ts`,
          pattern: /(export const PERMISSIONS: PermissionTable = \{\n)/,
          template: "$1  '{{module}}/{{resource}}': masterDataAccess(['{{role}}']),\n",
        },
        () =>
          formatWritten([`packages/server/src/modules/${answers.module}`, 'packages/server/src/auth/permissions.ts']),
        regenerateClientTypes,
        regenerateDatabaseTypes,
        ...screen,
      ];
    },
  });
}
