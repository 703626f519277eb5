import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../test/api.ts';
import { plusDays, roomTypeWithRooms } from '../test/booking.ts';
import { createTestServer, TEST_HOTEL_DATE, testEngine } from '../test/database.ts';
import { servedContract } from './contract.ts';
import type { HandlerMap } from './handlers.ts';
import { errorEnvelope, registerActionPipeline, toFailure } from './pipeline.ts';

// Issue 15, defect 2: a command that finds everything as asked changes nothing, writes no audit
// record, and must answer 200 with what it found; the pipeline used to take the missing audit
// record for a forgotten one and answer 500.

let server: Awaited<ReturnType<typeof createTestServer>>;
beforeAll(async () => {
  server = await createTestServer({ demo: true });
});
afterAll(() => server?.close());

async function aCompany(code: string): Promise<number> {
  const created = await server.call('reservation/company-profile', 'create', [{ code, name: code, active: 1 }]);
  const id = created.typed.data[0]?.id;
  if (!id) throw new Error(JSON.stringify(created.body));
  return id;
}

const auditCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

describe(`writes that change nothing answer 200 (${testEngine})`, () => {
  it('reservation/allotment fill: the same fill twice', async () => {
    const company = await aCompany('NOCHANGE1');
    const { roomTypeId } = await roomTypeWithRooms(server, 'NC1', 4);
    const fill = {
      companyProfileId: company,
      roomTypeId,
      fromDate: plusDays(TEST_HOTEL_DATE, 10),
      toDate: plusDays(TEST_HOTEL_DATE, 16),
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      rooms: 2,
      releaseDays: 1,
    };
    const first = await server.call('reservation/allotment', 'fill', [fill]);
    expect(first.status).toBe(200);
    expect(first.typed.data).toEqual([{ written: 7 }]);
    const audited = await auditCount();
    const again = await server.call('reservation/allotment', 'fill', [fill]);
    expect(again.status, JSON.stringify(again.body.apiResponse)).toBe(200);
    expect(again.typed.data).toEqual([{ written: 0 }]);
    expect(await auditCount()).toBe(audited);
  });

  it('reservation/allotment fill: 0 rooms on nights without an allotment', async () => {
    const company = await aCompany('NOCHANGE2');
    const { roomTypeId } = await roomTypeWithRooms(server, 'NC2', 3);
    const fill = {
      companyProfileId: company,
      roomTypeId,
      fromDate: plusDays(TEST_HOTEL_DATE, 20),
      toDate: plusDays(TEST_HOTEL_DATE, 22),
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      rooms: 0,
      releaseDays: 0,
    };
    const first = await server.call('reservation/allotment', 'fill', [fill]);
    expect(first.status, JSON.stringify(first.body.apiResponse)).toBe(200);
    const again = await server.call('reservation/allotment', 'fill', [fill]);
    expect(again.status, JSON.stringify(again.body.apiResponse)).toBe(200);
    expect(again.typed.data).toEqual([{ written: 0 }]);
  });

  it('every other command sent twice as it stands answers 200 both times', async () => {
    const { roomTypeId } = await roomTypeWithRooms(server, 'NC3', 2);
    const company = await aCompany('NOCHANGE3');
    const night = { night: plusDays(TEST_HOTEL_DATE, 30), rooms: 1, releaseDays: 0 };
    const set = await server.call('reservation/allotment', 'set', [
      { companyProfileId: company, roomTypeId, nights: [{ ...night, version: null }] },
    ]);
    expect(set.status).toBe(200);
    const setAgain = await server.call('reservation/allotment', 'set', [
      { companyProfileId: company, roomTypeId, nights: [{ ...night, version: set.typed.data[0]?.version ?? 1 }] },
    ]);
    expect(setAgain.status, JSON.stringify(setAgain.body.apiResponse)).toBe(200);

    const language = await server.call('security/authentication', 'set-language', [{ language: 'EN' }]);
    expect(language.status).toBe(200);
    expect((await server.call('security/authentication', 'set-language', [{ language: 'EN' }])).status).toBe(200);

    const users = await server.call('security/user', 'list', [{}]);
    const reception = users.typed.data.find((user) => user.loginName === 'reception');
    if (!reception) throw new Error('the demo reception user is missing');
    const unlocked = await server.call('security/user', 'unlock', [{ id: reception.id, version: reception.version }]);
    expect(unlocked.status).toBe(200);
    const again = unlocked.typed.data[0];
    expect(
      (await server.call('security/user', 'unlock', [{ id: reception.id, version: again?.version ?? 0 }])).status,
    ).toBe(200);

    const features = await server.call('configuration/room-type', 'features', [{ id: roomTypeId }]);
    const current = features.typed.data[0];
    if (!current) throw new Error('no features answer');
    const sameFeatures = await server.call('configuration/room-type', 'set-features', [
      { id: roomTypeId, version: current.version, featureIds: current.featureIds },
    ]);
    expect(sameFeatures.status, JSON.stringify(sameFeatures.body.apiResponse)).toBe(200);
  });
});

describe(`the pipeline still refuses a write that changes rows without an audit record (${testEngine})`, () => {
  it('answers 500 and keeps nothing for a forgotten audit; 200 for a command that changed nothing', async () => {
    const app = Fastify();
    app.setErrorHandler((error, request, reply) => {
      const failure = toFailure(error);
      return reply.code(failure.status).send(errorEnvelope(failure, request.id));
    });
    const handlers = {
      'configuration/currency': {
        // Changes a row and forgets to say so.
        create: {
          kind: 'write',
          run: async ({ db, propertyId }: { db: typeof server.db; propertyId: number }) => {
            await db
              .updateTable('property')
              .set({ name: 'Changed without a record' })
              .where('id', '=', propertyId)
              .execute();
            return [];
          },
        },
        // Finds everything as asked.
        delete: { kind: 'write', run: async () => [] },
      },
    } as unknown as HandlerMap;
    registerActionPipeline(app, {
      db: server.db,
      contract: servedContract(),
      handlers,
      authorize: async () => ({ propertyId: server.propertyId, actor: 'test', functions: ['ADMIN'] }),
      isSignedIn: async () => true,
    });
    await app.ready();
    const before = await server.db.selectFrom('property').select('name').executeTakeFirstOrThrow();
    const forgotten = await post(app, 'configuration/currency', {
      apiRequest: { action: 'create' },
      data: [{ code: 'XNA', name: 'Nothing', decimals: 2 }],
    });
    expect(forgotten.status).toBe(500);
    expect(await server.db.selectFrom('property').select('name').executeTakeFirstOrThrow()).toEqual(before);
    const nothing = await post(app, 'configuration/currency', { apiRequest: { action: 'delete' }, data: [{ id: 1 }] });
    expect(nothing.status).toBe(200);
    await app.close();
  });
});
