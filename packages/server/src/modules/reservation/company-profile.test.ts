import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/api.ts';
import { createTestServer, TEST_HOTEL_DATE } from '../../test/database.ts';
import { describeMasterData } from '../../test/masterData.ts';

describeMasterData({
  path: 'reservation/company-profile',
  entity: 'company-profile',
  sample: (n) => ({ code: `SAMPLE${n}`, name: `Sample Trading ${n}`, active: 1 }),
  change: { name: 'Changed', active: 0 },
  uniqueField: 'code',
  searchText: 'sample',
  useIt: async (server, id) => {
    await server.db
      .insertInto('reservation')
      .values({
        property_id: server.propertyId,
        confirmation_number: `C${id}`,
        company_profile_id: id,
        channel: 'NON-OTA',
        status: 'tentative',
        arrival: TEST_HOTEL_DATE,
        departure: '2026-11-22',
        created_by: 'test',
      })
      .execute();
  },
  refusedLogin: 'housekeeping',
});

describe('reservation/company-profile rules', () => {
  let server: Awaited<ReturnType<typeof createTestServer>>;
  beforeAll(async () => {
    server = await createTestServer({ demo: true });
  });
  afterAll(() => server?.close());

  it('is found whatever the accents and case of its name or code', async () => {
    const created = await server.call('reservation/company-profile', 'create', [
      { code: 'GARCÍA', name: 'Agencia García Viajes' },
    ]);
    const id = created.typed.data[0]?.id;
    for (const text of ['garcia viajes', 'GARCIA', 'garcía']) {
      const answer = await server.call('reservation/company-profile', 'search', [{ search: text }]);
      expect(
        answer.typed.data[0]?.rows.map((row) => row.id),
        text,
      ).toContain(id);
    }
  });

  it('is written by reservation and sales staff, not by reception', async () => {
    for (const [login, code] of [
      ['reservation', 'RSV1'],
      ['sale', 'SALE1'],
    ] as const) {
      const user = await signIn(server.app, login, 'demo-test-password');
      const answer = await server.call('reservation/company-profile', 'create', [{ code, name: login }], user.headers);
      expect(answer.status).toBe(200);
      expect(answer.typed.data[0]?.active).toBe(1);
    }
    const reception = await signIn(server.app, 'reception', 'demo-test-password');
    const refused = await server.call(
      'reservation/company-profile',
      'create',
      [{ code: 'REC1', name: 'No' }],
      reception.headers,
    );
    expect(refused.status).toBe(403);
  });

  it('lists the demo companies for the booking screens', async () => {
    const minimum = await server.call('reservation/company-profile', 'list-minimum', []);
    expect(minimum.typed.data.map((company) => company.code)).toEqual(
      expect.arrayContaining(['MEKONG', 'LAOTEL', 'NKGOV', 'UNDPLA']),
    );
  });
});
