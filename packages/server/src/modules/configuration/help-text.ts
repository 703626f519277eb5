import type { Schemas } from '@pms/api-client';
import { type Kysely, sql } from 'kysely';
import { describeConstraint } from '../../api/errors.ts';
import type { PathHandlers } from '../../api/handlers.ts';
import { only, read } from '../../api/handlers.ts';
import { genericAction, masterDataActions } from '../../api/masterData.ts';
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

// Writing manuals is what every list does (versions, audit, one manual per menu and language).
const writes = masterDataActions({
  table: 'help_text',
  entity: 'help-text',
  fields: [
    { field: 'menu', column: 'menu' },
    { field: 'language', column: 'language' },
    { field: 'title', column: 'title' },
    { field: 'body', column: 'body' },
  ],
  defaultSort: 'menu',
});

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

  create: genericAction(writes, 'create'),
  update: genericAction(writes, 'update'),
  delete: genericAction(writes, 'delete'),
};
