// Code generators, run as `pnpm gen <generator>` (interactive) or non-interactively:
//   pnpm gen openapi-resource -- --module configuration --resource floor --entity Floor </dev/null
//   pnpm gen master-data -- --module configuration --resource title --entity Title --label "Guest title" \
//     --role CONFIGULATION-SETTING --fields "code:text:10:required:unique, name:text:40:required" </dev/null

import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
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

/** Formats what the generator wrote as the repository's lint wants it (import order, wrapping). */
function formatWritten(paths) {
  execFileSync(`${ROOT}node_modules/.bin/biome`, ['check', '--write', ...paths], { cwd: ROOT, stdio: 'pipe' });
  return `formatted ${paths.length} files`;
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
        // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of the generated test
        return '`${n}.50`';
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
  return {
    ...answers,
    table: snake(answers.resource.replace(/-/g, '_')),
    route: answers.route || answers.resource,
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
    ],
    actions: (answers) => {
      const data = masterDataModel(answers);
      const server = '../packages/server/src';
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
      ];
    },
  });
}
