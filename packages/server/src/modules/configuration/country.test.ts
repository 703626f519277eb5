import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../../test/database.ts';
import { describeMasterData } from '../../test/masterData.ts';

// User-assigned ISO codes (X?, XX?, 9??) that the seeded list does not hold (it has XK, Kosovo).
const letter = (n: number) => 'ABCDEFGHIJLMNOPQRSTUVWXYZ'[n % 25];

describeMasterData({
  path: 'configuration/country',
  entity: 'country',
  sample: (n) => ({
    isoCode: `X${letter(n)}`,
    iso3: `XX${letter(n)}`,
    numericCode: `9${String(n).padStart(2, '0')}`,
    name: `Sampleland ${n}`,
    nameTh: `ประเทศตัวอย่าง ${n}`,
    nameLa: `ປະເທດຕົວຢ່າງ ${n}`,
  }),
  change: { nameTh: 'ชื่อใหม่', nameLa: 'ຊື່ໃໝ່' },
  uniqueField: 'isoCode',
  searchText: 'sampleland',
  useIt: async (server, id) => {
    const answer = await server.call('configuration/city', 'create', [
      { code: 'SAMPLE-C', name: 'Sample city', countryId: id },
    ]);
    expect(answer.status).toBe(200);
  },
  // The country list is a Config page: finance reads it but does not write it.
  refusedLogin: 'finance',
});

describe('configuration/country: the ISO list in three languages', () => {
  let server: Awaited<ReturnType<typeof createTestServer>>;
  beforeAll(async () => {
    server = await createTestServer({ demo: true });
  });
  afterAll(() => server?.close());

  it('keeps the spec’s list-full and get-minimum (countryId) beside the master-data actions', async () => {
    const answer = await server.call('configuration/country', 'list-full', []);
    expect(answer.typed.data.length).toBe(249 + 1);
    const thailand = answer.typed.data.find((country) => country.isoCode === 'TH');
    expect(thailand).toMatchObject({ iso3: 'THA', numericCode: '764', name: 'Thailand', nameTh: 'ไทย', nameLa: 'ໄທ' });
    const minimum = await server.call('configuration/country', 'get-minimum', [
      { countryId: thailand?.countryId ?? 0 },
    ]);
    expect(minimum.typed.data).toEqual([{ countryId: thailand?.countryId, isoCode: 'TH', name: 'Thailand' }]);
    const missing = await server.call('configuration/country', 'get-minimum', [{ countryId: 999_999 }]);
    expect(missing.status).toBe(404);
    expect(missing.body.apiResponse.errors).toEqual([{ field: '/data/0/countryId', message: 'Data not found' }]);

    const record = await server.call('configuration/country', 'get', [{ id: thailand?.countryId ?? 0 }]);
    expect(record.typed.data[0]).toMatchObject({ id: thailand?.countryId, isoCode: 'TH', version: 1 });
  });

  it('pages through the whole list by name, and finds a country by its Thai or Lao name or its codes', async () => {
    const first = await server.call('configuration/country', 'search', [{ limit: 25 }]);
    const page = first.typed.data[0];
    expect(page?.total).toBe(250);
    expect(page?.rows).toHaveLength(25);
    expect(page?.rows[0]?.name).toBe('Afghanistan');
    const last = await server.call('configuration/country', 'search', [{ limit: 25, offset: 225 }]);
    expect(last.typed.data[0]?.rows).toHaveLength(25);

    for (const text of ['ลาว', 'ລາວ', 'lao', 'LAO']) {
      const found = await server.call('configuration/country', 'search', [{ search: text }]);
      expect(found.typed.data[0]?.rows.map((row) => row.isoCode)).toContain('LA');
    }
    const byThaiName = await server.call('configuration/country', 'search', [{ sort: 'nameTh', limit: 1 }]);
    expect(byThaiName.typed.data[0]?.rows).toHaveLength(1);
  });

  it('lets staff correct the Thai and Lao names, and the spec’s list shows them', async () => {
    const found = await server.call('configuration/country', 'search', [{ search: 'VNM' }]);
    const vietnam = found.typed.data[0]?.rows[0];
    if (!vietnam) throw new Error('no Viet Nam');
    const updated = await server.call('configuration/country', 'update', [
      { id: vietnam.id, version: vietnam.version, nameTh: 'เวียดนาม', nameLa: 'ຫວຽດນາມ' },
    ]);
    expect(updated.status).toBe(200);
    expect(updated.typed.data[0]).toMatchObject({ isoCode: 'VN', nameTh: 'เวียดนาม', nameLa: 'ຫວຽດນາມ', version: 2 });
    const full = await server.call('configuration/country', 'list-full', []);
    expect(full.typed.data.find((country) => country.isoCode === 'VN')).toMatchObject({ nameLa: 'ຫວຽດນາມ' });

    const blank = await server.call('configuration/country', 'update', [{ id: vietnam.id, version: 2, nameLa: ' ' }]);
    expect(blank.status).toBe(400);
  });

  it('keeps alpha-3 codes unique too, and will not delete a country the demo cities use', async () => {
    const duplicate = await server.call('configuration/country', 'create', [
      { isoCode: 'XA', iso3: 'THA', numericCode: '900', name: 'Again', nameTh: 'ซ้ำ', nameLa: 'ຊ້ຳ' },
    ]);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.apiResponse.errors).toEqual([
      { field: '/data/0/iso3', message: 'is already used by another country' },
    ]);
    const thailand = await server.db
      .selectFrom('country')
      .select('id')
      .where('iso_code', '=', 'TH')
      .executeTakeFirstOrThrow();
    const refused = await server.call('configuration/country', 'delete', [{ id: thailand.id }]);
    expect(refused.status).toBe(409);
    expect(refused.body.apiResponse.desc).toMatch(/^Can not Delete: /);
  });
});
