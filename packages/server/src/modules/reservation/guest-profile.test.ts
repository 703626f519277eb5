import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/api.ts';
import { createTestServer, TEST_HOTEL_DATE } from '../../test/database.ts';
import { describeMasterData } from '../../test/masterData.ts';

type TestServer = Awaited<ReturnType<typeof createTestServer>>;

/** A reservation booked for the guest, written directly: what keeps a profile from deletion. */
async function bookFor(server: TestServer, column: 'guest_profile_id' | 'company_profile_id', id: number) {
  await server.db
    .insertInto('reservation')
    .values({
      property_id: server.propertyId,
      confirmation_number: `T${id}${column.length}`,
      [column]: id,
      channel: 'NON-OTA',
      status: 'tentative',
      arrival: TEST_HOTEL_DATE,
      departure: '2026-11-23',
      created_by: 'test',
    })
    .execute();
}

describeMasterData({
  path: 'reservation/guest-profile',
  entity: 'guest-profile',
  sample: (n, ids) => ({
    titleId: ids.title,
    firstName: 'Sample',
    lastName: `Sampleguest ${n}`,
    nationalityId: ids.country,
    cityId: ids.city,
    idNumber: `P${n}0000`,
    email: `sample${n}@example.com`,
    phone: '+66 81 234 5678',
    vipLevel: n % 6,
    guestTypeId: ids.guest_type,
    notes: 'Prefers a high floor',
  }),
  references: ['title', 'country', 'city', 'guest_type'],
  change: { lastName: 'Changed', vipLevel: 3 },
  searchText: 'sampleguest',
  useIt: (server, id) => bookFor(server, 'guest_profile_id', id),
  refusedLogin: 'housekeeping',
});

describe('reservation/guest-profile rules', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ demo: true });
  });
  afterAll(() => server?.close());

  it('needs a last name only; the rest defaults to empty, VIP level 0', async () => {
    const created = await server.call('reservation/guest-profile', 'create', [{ lastName: 'Keomany' }]);
    expect(created.status).toBe(200);
    expect(created.typed.data[0]).toMatchObject({
      firstName: '',
      lastName: 'Keomany',
      titleId: null,
      nationalityId: null,
      vipLevel: 0,
      email: '',
      version: 1,
    });
    const missing = await server.post('reservation/guest-profile', {
      apiRequest: { action: 'create' },
      data: [{ firstName: 'Noy' }],
    });
    expect(missing.status).toBe(400);
    expect(missing.body.apiResponse.errors).toContainEqual({ field: '/data/0/lastName', message: 'is required' });
  });

  it('refuses a VIP level above 5 and an email without @', async () => {
    const answer = await server.post('reservation/guest-profile', {
      apiRequest: { action: 'create' },
      data: [{ lastName: 'Vongsa', vipLevel: 6, email: 'not-an-email' }],
    });
    expect(answer.status).toBe(400);
    const fields = answer.body.apiResponse.errors?.map((error) => error.field);
    expect(fields).toContain('/data/0/vipLevel');
    expect(fields).toContain('/data/0/email');
  });

  it('is written by reservation and reception staff, not by sales', async () => {
    for (const login of ['reservation', 'reception']) {
      const user = await signIn(server.app, login, 'demo-test-password');
      const answer = await server.call(
        'reservation/guest-profile',
        'create',
        [{ lastName: `By ${login}` }],
        user.headers,
      );
      expect(answer.status).toBe(200);
    }
    const sale = await signIn(server.app, 'sale', 'demo-test-password');
    expect((await server.call('reservation/guest-profile', 'create', [{ lastName: 'No' }], sale.headers)).status).toBe(
      403,
    );
  });

  it('finds the demo guests by name, passport or phone', async () => {
    const search = async (text: string) =>
      (await server.call('reservation/guest-profile', 'search', [{ search: text }])).typed.data[0];
    expect((await search('phommachanh'))?.rows.map((row) => row.firstName)).toEqual(['Souksavanh']);
    const byPhone = await search('+856 20');
    expect(byPhone?.total).toBeGreaterThanOrEqual(10);
  });
});
