import type { Schemas } from '@pms/api-client';
import type { Kysely } from 'kysely';
import { describeConstraint, notFound } from '../../api/errors.ts';
import type { PathHandlers } from '../../api/handlers.ts';
import { only, read } from '../../api/handlers.ts';
import { genericAction, masterDataActions } from '../../api/masterData.ts';
import type { Database, LanguageCode } from '../../db/schema.ts';

describeConstraint('interface_text_unique', 'textCode', 'already has a text in this language');

const columns = ['id', 'text_code', 'text_value', 'language', 'version'] as const;

type InterfaceTextRow = { id: number; text_code: string; text_value: string; language: LanguageCode; version: number };

function toInterfaceText(row: InterfaceTextRow): Schemas['UserInterfaceText'] {
  return {
    id: row.id,
    textCode: row.text_code,
    textValue: row.text_value,
    language: row.language,
    version: row.version,
  };
}

/**
 * A language as a client may name it: the translation files are en.json, th.json, la.json, the
 * stored texts say EN, TH, LA.
 */
export function languageOf(key: Schemas['InterfaceLanguageKey']): LanguageCode {
  return key.toUpperCase() as LanguageCode;
}

// Writing texts is what every list does (versions, audit, the unique code per language).
const writes = masterDataActions({
  table: 'interface_text',
  entity: 'interface-text',
  fields: [
    { field: 'textCode', column: 'text_code' },
    { field: 'textValue', column: 'text_value' },
    { field: 'language', column: 'language' },
  ],
  defaultSort: 'textCode',
});

function textsOf(db: Kysely<Database>, propertyId: number) {
  return db.selectFrom('interface_text').select(columns).where('property_id', '=', propertyId);
}

export const interfaceTextHandlers: PathHandlers<'configuration/UserInterfaceText'> = {
  list: read(async ({ db, propertyId }) => {
    const rows = await textsOf(db, propertyId).orderBy('text_code').orderBy('language').execute();
    return rows.map(toInterfaceText);
  }),

  get: read(async ({ db, propertyId }, data) => {
    const criteria = only(data);
    if ('id' in criteria) {
      const row = await textsOf(db, propertyId).where('id', '=', criteria.id).executeTakeFirst();
      if (!row) throw notFound('Data not found', '/data/0/id');
      return [toInterfaceText(row)];
    }
    // A language with no texts yet is not an error: the translation file is all there is.
    const language = languageOf('language' in criteria ? criteria.language : criteria.uiCode);
    const rows = await textsOf(db, propertyId).where('language', '=', language).orderBy('text_code').execute();
    return rows.map(toInterfaceText);
  }),

  new: genericAction(writes, 'create'),
  update: genericAction(writes, 'update'),
  delete: genericAction(writes, 'delete'),
};
