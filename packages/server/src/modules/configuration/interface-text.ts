import type { Schemas } from '@pms/api-client';
import type { Kysely } from 'kysely';
import { describeConstraint, forItem, notFound, staleVersion } from '../../api/errors.ts';
import type { PathHandlers } from '../../api/handlers.ts';
import { only, read, write } from '../../api/handlers.ts';
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

  new: write(async ({ db, propertyId, audit }, items) => {
    const created: Schemas['UserInterfaceText'][] = [];
    for (const [index, item] of items.entries()) {
      const row = await forItem(index, () =>
        db
          .insertInto('interface_text')
          .values({
            property_id: propertyId,
            language: item.language,
            text_code: item.textCode,
            text_value: item.textValue,
          })
          .returning(columns)
          .executeTakeFirstOrThrow(),
      );
      const text = toInterfaceText(row);
      await audit({ entity: 'interface-text', entityId: text.id, before: null, after: text });
      created.push(text);
    }
    return created;
  }),

  update: write(async ({ db, propertyId, audit }, items) => {
    // Lock the batch's rows up front in id order, so concurrent batches queue instead of
    // deadlocking, and the later one meets the new version (409) rather than a database abort.
    const locked = await textsOf(db, propertyId)
      .where(
        'id',
        'in',
        items.map((item) => item.id),
      )
      .orderBy('id')
      .forUpdate()
      .execute();
    const updated: Schemas['UserInterfaceText'][] = [];
    for (const [index, item] of items.entries()) {
      const position = locked.findIndex((row) => row.id === item.id);
      const before = locked[position];
      if (!before) throw notFound('Data not found', `/data/${index}/id`);
      const row = await forItem(index, () =>
        db
          .updateTable('interface_text')
          .set((eb) => ({
            ...(item.textCode === undefined ? {} : { text_code: item.textCode }),
            ...(item.textValue === undefined ? {} : { text_value: item.textValue }),
            ...(item.language === undefined ? {} : { language: item.language }),
            version: eb('version', '+', 1),
          }))
          .where('property_id', '=', propertyId)
          .where('id', '=', item.id)
          .where('version', '=', item.version)
          .returning(columns)
          .executeTakeFirst(),
      );
      // Someone else's save got in first.
      if (!row) throw staleVersion(`/data/${index}/version`);
      const text = toInterfaceText(row);
      await audit({ entity: 'interface-text', entityId: text.id, before: toInterfaceText(before), after: text });
      updated.push(text);
      // The same text twice in one batch: the second must meet this version.
      locked[position] = row;
    }
    return updated;
  }),

  delete: write(async ({ db, propertyId, audit }, items) => {
    for (const [index, item] of items.entries()) {
      const row = await db
        .deleteFrom('interface_text')
        .where('property_id', '=', propertyId)
        .where('id', '=', item.id)
        .returning(columns)
        .executeTakeFirst();
      if (!row) throw notFound('Data not found', `/data/${index}/id`);
      await audit({ entity: 'interface-text', entityId: row.id, before: toInterfaceText(row), after: null });
    }
    return items.map((item) => ({ id: item.id }));
  }),
};
