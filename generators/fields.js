// Reads the master-data generator's field list, e.g.
//   "code:text:20:required:unique, name:text:60:required, maxAdults:integer:required, active:flag:on,
//    roomTypeId:ref=room_type:required, rate:decimal, exchange:decimal:6, openedOn:date"
// into what the templates need: wire name, column, kind, limits, and the SQL and schema pieces.

const KINDS = new Set(['text', 'integer', 'decimal', 'flag', 'date', 'ref', 'enum']);
const VALUE = /^[A-Za-z0-9-]+$/;
const NAME = /^[a-z][A-Za-z0-9]*$/;
const TABLE = /^[a-z][a-z0-9_]*$/;

export const snake = (name) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const words = (name) => snake(name).replace(/_id$/, '').split('_').join(' ');
const sentence = (text) => text.charAt(0).toUpperCase() + text.slice(1);

export function parseFields(spec) {
  const fields = String(spec ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name, kindSpec = 'text', ...options] = part.split(':').map((piece) => piece.trim());
      const [kind, reference] = kindSpec.split('=');
      if (!NAME.test(name)) throw new Error(`${name}: a field name is camelCase letters and digits`);
      if (!KINDS.has(kind)) throw new Error(`${name}: the kind is one of ${[...KINDS].join(', ')}`);
      if (kind === 'ref' && !TABLE.test(reference ?? '')) throw new Error(`${name}: ref=<table> names the table`);
      const values = kind === 'enum' ? (reference ?? '').split('|') : undefined;
      if (values && (values.length < 2 || !values.every((value) => VALUE.test(value)))) {
        throw new Error(`${name}: enum=a|b names two or more values (letters, digits, dashes)`);
      }
      const number = options.find((option) => /^\d+$/.test(option));
      const length = Number(number ?? (name === 'code' ? 20 : 60));
      // A decimal's number is its digits after the point; 2 (money) unless given.
      const scale = Math.min(Number(number ?? 2), 6);
      const required = options.includes('required');
      const field = {
        name,
        column: snake(name),
        label: sentence(words(name)),
        kind,
        required,
        unique: options.includes('unique'),
        maxLength: length,
        scale,
        defaultOn: options.includes('on'),
        reference: kind === 'ref' ? reference : undefined,
        values,
        referenceEntity: kind === 'ref' ? reference.replace(/_/g, ' ') : undefined,
        searchable: kind === 'text',
        minimum: kind === 'text' && required,
      };
      return { ...field, sql: sqlColumn(field), nullable: !required && (kind === 'date' || kind === 'ref') };
    });
  if (fields.length === 0) throw new Error('give at least one field');
  if (!fields.some((field) => field.searchable))
    throw new Error('give at least one text field (search and ComboBoxes use it)');
  return fields;
}

function sqlColumn(field) {
  const { column, kind, required } = field;
  switch (kind) {
    case 'text':
      return required
        ? `${column} text not null check (length(${column}) between 1 and ${field.maxLength})`
        : `${column} text not null default '' check (length(${column}) <= ${field.maxLength})`;
    case 'integer':
      return `${column} integer not null${required ? '' : ' default 0'} check (${column} between 0 and 1000000)`;
    case 'decimal':
      return `${column} numeric(${12 + field.scale}, ${field.scale}) not null${required ? '' : ' default 0'}`;
    case 'flag':
      return `${column} boolean not null default ${field.defaultOn ? 'true' : 'false'}`;
    case 'date':
      return `${column} date${required ? ' not null' : ''}`;
    case 'ref':
      return `${column} integer${required ? ' not null' : ''} references ${field.reference} (id)`;
    case 'enum':
      return `${column} text not null${required ? '' : ` default '${field.values[0]}'`} check (${column} in (${field.values.map((value) => `'${value}'`).join(', ')}))`;
    default:
      throw new Error(kind);
  }
}

/** The next free migration number, so generated migrations run after every existing one. */
export function nextMigrationNumber(fileNames) {
  const numbers = fileNames.map((file) => Number(/^(\d{4})_/.exec(file)?.[1] ?? 0));
  return String(Math.max(0, ...numbers) + 1).padStart(4, '0');
}

/** The field's JSON Schema in the contract, as YAML lines under `properties:` (six spaces in). */
export function schemaYaml(field) {
  const lines = (() => {
    switch (field.kind) {
      case 'text':
        return field.required
          ? ['type: string', 'minLength: 1', `maxLength: ${field.maxLength}`, 'pattern: \\S']
          : ['type: string', `maxLength: ${field.maxLength}`];
      case 'integer':
        return ['type: integer', 'minimum: 0', 'maximum: 1000000'];
      case 'decimal':
        return [
          'description: An exact decimal, as a string.',
          'type: string',
          `pattern: '^-?\\d{1,12}(\\.\\d{1,${field.scale}})?$'`,
        ];
      case 'flag':
        return ['type: integer', 'enum: [0, 1]'];
      case 'date':
        return field.nullable
          ? ["type: [string, 'null']", 'format: date', "pattern: '^\\d{4}-\\d{2}-\\d{2}$'"]
          : ['$ref: ../common.yaml#/IsoDate'];
      case 'enum':
        return ['type: string', `enum: [${field.values.join(', ')}]`];
      case 'ref':
        return field.nullable
          ? [`description: The ${field.referenceEntity} (id), or null.`, "type: [integer, 'null']", 'minimum: 1']
          : [`description: The ${field.referenceEntity} (id).`, '$ref: ../common.yaml#/EntityId'];
      default:
        throw new Error(field.kind);
    }
  })();
  return lines.map((line) => `      ${line}`).join('\n');
}
