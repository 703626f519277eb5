import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/api.ts';
import { createTestServer, TEST_HOTEL_DATE } from '../../test/database.ts';
import { describeMasterData } from '../../test/masterData.ts';

describeMasterData({
  path: 'reservation/company-profile',
  entity: 'company-profile',
  sample: (n, ids) => ({
    code: `SAMPLE${n}`,
    name: `Sample Trading ${n}`,
    active: 1,
    kind: 'travel-agent',
    contactName: `Contact ${n}`,
    phone: '+856 21 555 000',
    email: `sales${n}@sample.example`,
    billingEmail: `accounts${n}@sample.example`,
    address: '12 Fa Ngum Road, Vientiane',
    countryId: ids.country ?? null,
    taxId: `TAX-${n}`,
    creditLimit: '150000.00',
    paymentTermDays: 30,
    marketId: ids.market ?? null,
    sourceId: ids.source ?? null,
    segmentId: ids.segment ?? null,
  }),
  references: ['country', 'market', 'source', 'segment'],
  change: { name: 'Changed', active: 0, kind: 'wholesaler', creditLimit: '0.00', paymentTermDays: 0, marketId: null },
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

  it('keeps the sales fields, with their defaults when a list creates a company by code and name', async () => {
    const created = await server.call('reservation/company-profile', 'create', [{ code: 'PLAIN', name: 'Plain Co.' }]);
    expect(created.status).toBe(200);
    expect(created.typed.data[0]).toMatchObject({
      kind: 'company',
      contactName: '',
      phone: '',
      email: '',
      billingEmail: '',
      address: '',
      countryId: null,
      taxId: '',
      creditLimit: '0.00',
      paymentTermDays: 0,
      marketId: null,
      sourceId: null,
      segmentId: null,
    });
    const id = created.typed.data[0]?.id ?? 0;
    const market = await server.db.selectFrom('market').select('id').orderBy('id').executeTakeFirstOrThrow();
    const updated = await server.call('reservation/company-profile', 'update', [
      { id, version: 1, kind: 'tour-operator', creditLimit: '250000.5', paymentTermDays: 45, marketId: market.id },
    ]);
    expect(updated.status).toBe(200);
    expect(updated.typed.data[0]).toMatchObject({
      kind: 'tour-operator',
      creditLimit: '250000.50',
      paymentTermDays: 45,
      marketId: market.id,
      name: 'Plain Co.',
    });
  });

  it('refuses bad sales fields with 400 naming each field, and writes nothing', async () => {
    const before = (await server.call('reservation/company-profile', 'list', [])).typed.data.length;
    const refused = await server.post('reservation/company-profile', {
      apiRequest: { action: 'create' },
      data: [
        {
          code: 'BAD1',
          name: 'Bad Input Co.',
          kind: 'hotel',
          email: 'not an address',
          billingEmail: 'two@@example',
          phone: 'call me',
          creditLimit: '-5.00',
          paymentTermDays: 400,
          countryId: 0,
        },
      ],
    });
    expect(refused.status).toBe(400);
    const body = refused.body as unknown as { apiResponse: { code: string; errors: { field: string }[] } };
    expect(body.apiResponse.code).toBe('VALIDATION_FAILED');
    const fields = body.apiResponse.errors.map((error) => error.field);
    for (const field of ['kind', 'email', 'billingEmail', 'phone', 'creditLimit', 'paymentTermDays', 'countryId']) {
      expect(fields, field).toContain(`/data/0/${field}`);
    }
    // Money is an exact decimal string: a number is refused, not rounded.
    const number = await server.post('reservation/company-profile', {
      apiRequest: { action: 'create' },
      data: [{ code: 'BAD2', name: 'Bad Input Co.', creditLimit: 1000 }],
    });
    expect(number.status).toBe(400);
    expect(
      (number.body as unknown as { apiResponse: { errors: { field: string }[] } }).apiResponse.errors[0]?.field,
    ).toBe('/data/0/creditLimit');
    // An address is one line, as invoices print it: the database names the field.
    const twoLines = await server.call('reservation/company-profile', 'create', [
      { code: 'BAD3', name: 'Bad Input Co.', address: 'Two\nlines' },
    ]);
    expect(twoLines.status).toBe(422);
    expect(twoLines.body.apiResponse.errors?.[0]?.field).toBe('/data/0/address');
    expect((await server.call('reservation/company-profile', 'list', [])).typed.data.length).toBe(before);
  });

  it('refuses a default market, source or segment the hotel does not have: 409 naming the field', async () => {
    for (const field of ['marketId', 'sourceId', 'segmentId', 'countryId'] as const) {
      const refused = await server.call('reservation/company-profile', 'create', [
        { code: `NOREF-${field}`.slice(0, 20), name: 'No Such Reference', [field]: 999_999 },
      ]);
      expect(refused.status, field).toBe(409);
      expect(refused.body.apiResponse.code).toBe('NOT_FOUND_REFERENCE');
      expect(refused.body.apiResponse.errors?.[0]?.field).toBe(`/data/0/${field}`);
    }
  });

  it('is guarded by the database too: a negative credit, a term over a year, an unknown kind or a bad e-mail', async () => {
    const company = await server.db
      .insertInto('company_profile')
      .values({ property_id: server.propertyId, code: 'DBGUARD', name: 'Guarded' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Written past the contract, as a careless script would.
    const attempts: Record<string, unknown>[] = [
      { credit_limit: '-0.01' },
      { payment_term_days: 366 },
      { kind: 'hotel' },
      { email: 'no-at-sign' },
      { billing_email: 'a b@example.com' },
      { phone: 'abc' },
      { address: 'Two\nlines' },
    ];
    for (const values of attempts) {
      await expect(
        server.db
          .updateTable('company_profile')
          .set(values as never)
          .where('id', '=', company.id)
          .execute(),
        JSON.stringify(values),
      ).rejects.toThrow(/company_profile_/);
    }
  });

  it('is found by its contact, e-mails and tax id', async () => {
    const created = await server.call('reservation/company-profile', 'create', [
      {
        code: 'FINDME',
        name: 'Findable Travel',
        contactName: 'Khamphone Sisavath',
        billingEmail: 'ledger@findable.example',
        taxId: 'LA-99887766',
      },
    ]);
    const id = created.typed.data[0]?.id;
    for (const text of ['khamphone', 'ledger@findable', '99887766']) {
      const answer = await server.call('reservation/company-profile', 'search', [{ search: text }]);
      expect(
        answer.typed.data[0]?.rows.map((row) => row.id),
        text,
      ).toEqual([id]);
    }
  });

  it('will not delete a partner with a contract', async () => {
    const created = await server.call('reservation/company-profile', 'create', [
      { code: 'CONTRACTED', name: 'Partner' },
    ]);
    const id = created.typed.data[0]?.id ?? 0;
    await server.db
      .insertInto('contract')
      .values({
        property_id: server.propertyId,
        code: 'TEST-DEL',
        name: 'Keeps its partner',
        company_profile_id: id,
        currency_code: 'THB',
        created_by: 'test',
      })
      .execute();
    const refused = await server.call('reservation/company-profile', 'delete', [{ id }]);
    expect(refused.status).toBe(409);
    expect(refused.body.apiResponse.desc).toBe('Can not Delete: contracts are made with this company');
  });

  it('knows the demo partners: their kind, contact, credit and terms', async () => {
    const page = await server.call('reservation/company-profile', 'search', [{ limit: 200 }]);
    const byCode = new Map(page.typed.data[0]?.rows.map((row) => [row.code, row]));
    expect(byCode.get('ASIAPAC')).toMatchObject({
      kind: 'tour-operator',
      creditLimit: '500000.00',
      paymentTermDays: 30,
    });
    expect(byCode.get('MEKTRAV')).toMatchObject({ kind: 'wholesaler', creditLimit: '300000.00', paymentTermDays: 45 });
    expect(byCode.get('SIAMDMC')).toMatchObject({
      kind: 'travel-agent',
      creditLimit: '200000.00',
      paymentTermDays: 15,
    });
    for (const code of ['ASIAPAC', 'MEKTRAV', 'SIAMDMC']) {
      const partner = byCode.get(code);
      expect(partner?.contactName, code).not.toBe('');
      expect(partner?.billingEmail, code).toMatch(/@/);
      for (const reference of ['countryId', 'marketId', 'sourceId', 'segmentId'] as const) {
        expect(partner?.[reference], `${code} ${reference}`).toBeGreaterThan(0);
      }
    }
  });

  it('lists the demo companies for the booking screens', async () => {
    const minimum = await server.call('reservation/company-profile', 'list-minimum', []);
    expect(minimum.typed.data.map((company) => company.code)).toEqual(
      expect.arrayContaining(['MEKONG', 'LAOTEL', 'NKGOV', 'UNDPLA']),
    );
  });
});
