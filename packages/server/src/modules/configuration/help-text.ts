import type { Schemas } from '@pms/api-client';
import { type Kysely, sql } from 'kysely';
import { describeConstraint, forItem, notFound, staleVersion } from '../../api/errors.ts';
import type { PathHandlers } from '../../api/handlers.ts';
import { only, read, write } from '../../api/handlers.ts';
import type { Database, LanguageCode } from '../../db/schema.ts';
import { languageOf } from './interface-text.ts';

describeConstraint('help_text_menu_unique', 'menu', 'already has a manual in this language');

/** The manual shown when there is none in the reader's language. */
export const FALLBACK_LANGUAGE: LanguageCode = 'EN';

const columns = ['id', 'menu', 'language', 'title', 'body', 'version'] as const;

type HelpTextRow = {
  id: number;
  menu: string;
  language: LanguageCode;
  title: string;
  body: string;
  version: number;
};

function toHelpText(row: HelpTextRow): Schemas['HelpText'] {
  return { id: row.id, menu: row.menu, language: row.language, title: row.title, body: row.body, version: row.version };
}

// The languages in the switcher's order, not the alphabet's.
const languageOrder = sql<number>`array_position(array['EN', 'TH', 'LA']::text[], help_text.language)`;

function manualsOf(db: Kysely<Database>, propertyId: number) {
  return db.selectFrom('help_text').select(columns).where('help_text.property_id', '=', propertyId);
}

export const helpTextHandlers: PathHandlers<'configuration/help-text'> = {
  list: read(async ({ db, propertyId }) => {
    const rows = await manualsOf(db, propertyId).orderBy(sql`lower(menu)`).orderBy(languageOrder).execute();
    return rows.map(toHelpText);
  }),

  get: read(async ({ db, propertyId }, data) => {
    const criteria = only(data);
    const language = criteria.language === undefined ? undefined : languageOf(criteria.language);
    const rows = await manualsOf(db, propertyId)
      .where(sql`lower(menu)`, '=', sql`lower(${criteria.menu})`)
      .$if(language !== undefined, (query) =>
        query.where('language', 'in', [language as LanguageCode, FALLBACK_LANGUAGE]),
      )
      .orderBy(languageOrder)
      .execute();
    // A menu without a manual is an ordinary answer (the help screen says so), not an error.
    if (language === undefined) return rows.map(toHelpText);
    const best = rows.find((row) => row.language === language) ?? rows[0];
    return best ? [toHelpText(best)] : [];
  }),

  create: write(async ({ db, propertyId, audit }, items) => {
    const created: Schemas['HelpText'][] = [];
    for (const [index, item] of items.entries()) {
      const row = await forItem(index, () =>
        db
          .insertInto('help_text')
          .values({
            property_id: propertyId,
            menu: item.menu,
            language: item.language,
            title: item.title,
            body: item.body,
          })
          .returning(columns)
          .executeTakeFirstOrThrow(),
      );
      const manual = toHelpText(row);
      await audit({ entity: 'help-text', entityId: manual.id, before: null, after: manual });
      created.push(manual);
    }
    return created;
  }),

  update: write(async ({ db, propertyId, audit }, items) => {
    // Locked in id order up front: concurrent batches queue rather than deadlock (see currency).
    const locked = await manualsOf(db, propertyId)
      .where(
        'id',
        'in',
        items.map((item) => item.id),
      )
      .orderBy('id')
      .forUpdate()
      .execute();
    const updated: Schemas['HelpText'][] = [];
    for (const [index, item] of items.entries()) {
      const position = locked.findIndex((row) => row.id === item.id);
      const before = locked[position];
      if (!before) throw notFound('Data not found', `/data/${index}/id`);
      const row = await forItem(index, () =>
        db
          .updateTable('help_text')
          .set((eb) => ({
            ...(item.menu === undefined ? {} : { menu: item.menu }),
            ...(item.language === undefined ? {} : { language: item.language }),
            ...(item.title === undefined ? {} : { title: item.title }),
            ...(item.body === undefined ? {} : { body: item.body }),
            version: eb('version', '+', 1),
          }))
          .where('property_id', '=', propertyId)
          .where('id', '=', item.id)
          .where('version', '=', item.version)
          .returning(columns)
          .executeTakeFirst(),
      );
      if (!row) throw staleVersion(`/data/${index}/version`);
      const manual = toHelpText(row);
      await audit({ entity: 'help-text', entityId: manual.id, before: toHelpText(before), after: manual });
      updated.push(manual);
      // The same manual twice in one batch: the second must meet this version.
      locked[position] = row;
    }
    return updated;
  }),

  delete: write(async ({ db, propertyId, audit }, items) => {
    for (const [index, item] of items.entries()) {
      const row = await db
        .deleteFrom('help_text')
        .where('property_id', '=', propertyId)
        .where('id', '=', item.id)
        .returning(columns)
        .executeTakeFirst();
      if (!row) throw notFound('Data not found', `/data/${index}/id`);
      await audit({ entity: 'help-text', entityId: row.id, before: toHelpText(row), after: null });
    }
    return items.map((item) => ({ id: item.id }));
  }),
};
