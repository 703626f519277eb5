import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './api.ts';
import { createTestServer } from './database.ts';

type TestServer = Awaited<ReturnType<typeof createTestServer>>;
type Item = Record<string, unknown>;

export interface MasterDataSuite {
  /** The contract path, e.g. 'configuration/building'. */
  path: string;
  /** The name in the audit log. */
  entity: string;
  /** A new record; `n` makes each call's unique fields differ; `ids` holds a row id of each referenced table. */
  sample: (n: number, ids: Record<string, number>) => Item;
  /**
   * Tables the records point at: the suite finds one of their rows for `ids` (the first by id, or
   * the first that has the `where` values, e.g. a currency that is not the local one).
   */
  references?: readonly (string | { table: string; where: Record<string, unknown> })[];
  /** Fields to change in an update. */
  change: Item;
  /** The field that must be unique per hotel, if any. */
  uniqueField?: string;
  /** A text every sample matches and no seeded row does (search). */
  searchText: string;
  /** Makes another table use the record, so that deleting it must be refused. */
  useIt?: (server: TestServer, id: number) => Promise<void>;
  /** A demo user whose roles do not allow writing this list. */
  refusedLogin: string;
}

// Paths are checked against the contract by the pipeline: a test calling a wrong one fails.
type LooseCall = (path: string, action: string, data: unknown, headers?: Record<string, string>) => Promise<Answer>;
interface Answer {
  status: number;
  body: { apiResponse: { code?: string; desc?: string; errors?: { field: string; message: string }[] }; data: Item[] };
}

/**
 * The tests every master-data list gets (issue 6): create, read, update, delete, unique codes,
 * references that must exist and that keep a row, stale versions, search with server paging, and writes refused to a
 * role without the right, each change in the audit log.
 */
export function describeMasterData(suite: MasterDataSuite): void {
  describe(`${suite.path} (master data)`, () => {
    let server: TestServer;
    let call: LooseCall;
    const ids: Record<string, number> = {};
    const sample = (n: number) => suite.sample(n, ids);
    beforeAll(async () => {
      server = await createTestServer({ demo: true });
      for (const reference of suite.references ?? []) {
        const { table, where = {} } = typeof reference === 'string' ? { table: reference } : reference;
        let query = (server.db as unknown as Kysely<Record<string, Record<string, unknown>>>)
          .selectFrom(table)
          .select('id');
        for (const [column, value] of Object.entries(where)) query = query.where(column, '=', value);
        const row = await query.orderBy('id').executeTakeFirstOrThrow();
        ids[table] = row.id as number;
      }
      call = (path, action, data, headers) =>
        server.call(path as never, action as never, data as never, headers) as unknown as Promise<Answer>;
    });
    afterAll(() => server?.close());

    const audits = async (entityId: number) =>
      server.db
        .selectFrom('audit_log')
        .select(['action', 'before', 'after'])
        .where('entity', '=', suite.entity)
        .where('entity_id', '=', String(entityId))
        .orderBy('id')
        .execute();

    it('creates, reads, updates and deletes, each change audited', async () => {
      const created = await call(suite.path, 'create', [sample(1)]);
      expect(created.status).toBe(200);
      const record = created.body.data[0] as Item & { id: number; version: number };
      expect(record).toMatchObject({ ...sample(1), version: 1 });

      const got = await call(suite.path, 'get', [{ id: record.id }]);
      expect(got.body.data).toEqual([record]);
      const minimum = await call(suite.path, 'list-minimum', []);
      expect(minimum.body.data.some((row) => row.id === record.id)).toBe(true);

      const updated = await call(suite.path, 'update', [{ id: record.id, version: 1, ...suite.change }]);
      expect(updated.status).toBe(200);
      expect(updated.body.data[0]).toMatchObject({ ...suite.change, id: record.id, version: 2 });

      const deleted = await call(suite.path, 'delete', [{ id: record.id }]);
      expect(deleted.status).toBe(200);
      expect((await call(suite.path, 'get', [{ id: record.id }])).status).toBe(404);
      expect((await audits(record.id)).map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    });

    it.runIf(suite.uniqueField)('keeps codes unique per hotel: 409 naming the field, and nothing written', async () => {
      const first = await call(suite.path, 'create', [sample(2)]);
      expect(first.status).toBe(200);
      const before = (await call(suite.path, 'list', [])).body.data.length;
      const again = await call(suite.path, 'create', [sample(3), sample(2)]);
      expect(again.status).toBe(409);
      expect(again.body.apiResponse.code).toBe('DUPLICATE');
      expect(again.body.apiResponse.errors?.[0]?.field).toBe(`/data/1/${suite.uniqueField}`);
      // The batch is one transaction: the first item is not kept either.
      expect((await call(suite.path, 'list', [])).body.data.length).toBe(before);
    });

    it('refuses a stale version with 409, and an unknown id with 404', async () => {
      const created = await call(suite.path, 'create', [sample(4)]);
      const id = created.body.data[0]?.id as number;
      expect((await call(suite.path, 'update', [{ id, version: 1, ...suite.change }])).status).toBe(200);
      const stale = await call(suite.path, 'update', [{ id, version: 1, ...suite.change }]);
      expect(stale.status).toBe(409);
      expect(stale.body.apiResponse.code).toBe('STALE_VERSION');
      expect((await call(suite.path, 'update', [{ id: 999_999, version: 1, ...suite.change }])).status).toBe(404);
      expect((await call(suite.path, 'delete', [{ id: 999_999 }])).status).toBe(404);
    });

    it('searches with server paging: a page, the total and the order', async () => {
      await call(suite.path, 'create', [sample(11), sample(12), sample(13)]);
      const first = await call(suite.path, 'search', [{ search: suite.searchText, limit: 2 }]);
      expect(first.status).toBe(200);
      const page = first.body.data[0] as { total: number; offset: number; rows: Item[] };
      expect(page.total).toBeGreaterThanOrEqual(3);
      expect(page.rows).toHaveLength(2);
      const next = (await call(suite.path, 'search', [{ search: suite.searchText, limit: 2, offset: 2 }])).body
        .data[0] as { rows: Item[] };
      const seen = [...page.rows, ...next.rows].map((row) => row.id);
      expect(new Set(seen).size).toBe(seen.length);
      const none = (await call(suite.path, 'search', [{ search: '%_\\ no such text' }])).body.data[0] as {
        total: number;
      };
      expect(none.total).toBe(0);
      const bad = await call(suite.path, 'search', [{ limit: 100_000 }]);
      expect(bad.status).toBe(400);
    });

    if (suite.references?.length) {
      it('refuses a reference to a row the hotel does not have', async () => {
        const missing = Object.fromEntries(Object.keys(ids).map((table) => [table, 999_999]));
        const before = (await call(suite.path, 'list', [])).body.data.length;
        const refused = await call(suite.path, 'create', [suite.sample(5, missing)]);
        expect(refused.status).toBe(409);
        expect(refused.body.apiResponse.code).toBe('NOT_FOUND_REFERENCE');
        expect(refused.body.apiResponse.errors?.[0]?.field).toMatch(/^\/data\/0\/\w+Id$/);
        expect((await call(suite.path, 'list', [])).body.data.length).toBe(before);
      });
    }

    if (suite.useIt) {
      it('will not delete a record another list uses: "Can not Delete" with the reason', async () => {
        const created = await call(suite.path, 'create', [sample(21)]);
        const id = created.body.data[0]?.id as number;
        await suite.useIt?.(server, id);
        const refused = await call(suite.path, 'delete', [{ id }]);
        expect(refused.status).toBe(409);
        expect(refused.body.apiResponse.code).toBe('IN_USE');
        expect(refused.body.apiResponse.desc).toMatch(/^Can not Delete: /);
        expect(refused.body.apiResponse.errors?.[0]?.field).toBe('/data/0/id');
        expect((await call(suite.path, 'get', [{ id }])).status).toBe(200);
      });
    }

    it('lets everyone read and only its role write', async () => {
      const user = await signIn(server.app, suite.refusedLogin, 'demo-test-password');
      expect((await call(suite.path, 'list', [], user.headers)).status).toBe(200);
      const refused = await call(suite.path, 'create', [sample(31)], user.headers);
      expect(refused.status).toBe(403);
    });
  });
}
