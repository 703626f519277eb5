/** Templates of seeded test databases on PostgreSQL (test/database.ts); dropped when the run ends. */
export const TEMPLATE_PREFIX = 'pms_tpl_';
