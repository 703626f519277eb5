import pg from 'pg';
import { TEMPLATE_PREFIX } from './templates.ts';

/**
 * After a PostgreSQL test run: the template databases the files copied their seeded database
 * from (test/database.ts) go, so the server keeps no databases of ours.
 */
export async function teardown(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const templates = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like $1 || '%'",
      [TEMPLATE_PREFIX],
    );
    for (const { datname } of templates.rows) {
      await admin.query(`drop database if exists ${datname} with (force)`);
    }
  } finally {
    await admin.end();
  }
}
