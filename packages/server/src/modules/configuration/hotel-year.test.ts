import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/api.ts';
import { createTestServer } from '../../test/database.ts';
import { describeMasterData } from '../../test/masterData.ts';
import { type HotelPeriod, monthlyPeriods } from './hotel-year.ts';

type TestServer = Awaited<ReturnType<typeof createTestServer>>;

// Written by `pnpm gen master-data` with Hotel year; the tests every master-data list gets.
describeMasterData({
  path: 'configuration/hotel-year',
  entity: 'hotel-year',
  sample: (n) => ({
    code: `SAMPLE${n}`,
    name: `Sample ${n}`,
    startsOn: `${2100 + n}-01-01`,
    endsOn: `${2100 + n}-12-31`,
    closed: 1,
  }),
  change: { name: 'Changed' },
  uniqueField: 'code',
  searchText: 'sample',
  refusedLogin: 'housekeeping',
});

describe('monthlyPeriods', () => {
  it('makes one period per calendar month, the first and last partial when the year is', () => {
    expect(monthlyPeriods('2026-01-01', '2026-12-31').map((period) => period.name)).toEqual([
      'Jan 2026',
      'Feb 2026',
      'Mar 2026',
      'Apr 2026',
      'May 2026',
      'Jun 2026',
      'Jul 2026',
      'Aug 2026',
      'Sep 2026',
      'Oct 2026',
      'Nov 2026',
      'Dec 2026',
    ]);
    expect(monthlyPeriods('2027-10-16', '2028-03-15')).toEqual([
      { number: 1, name: 'Oct 2027', startsOn: '2027-10-16', endsOn: '2027-10-31' },
      { number: 2, name: 'Nov 2027', startsOn: '2027-11-01', endsOn: '2027-11-30' },
      { number: 3, name: 'Dec 2027', startsOn: '2027-12-01', endsOn: '2027-12-31' },
      { number: 4, name: 'Jan 2028', startsOn: '2028-01-01', endsOn: '2028-01-31' },
      // 2028 is a leap year.
      { number: 5, name: 'Feb 2028', startsOn: '2028-02-01', endsOn: '2028-02-29' },
      { number: 6, name: 'Mar 2028', startsOn: '2028-03-01', endsOn: '2028-03-15' },
    ]);
    expect(monthlyPeriods('2030-05-03', '2030-05-20')).toEqual([
      { number: 1, name: 'May 2030', startsOn: '2030-05-03', endsOn: '2030-05-20' },
    ]);
  });
});

describe('configuration/hotel-year: the periods of a year', () => {
  let server: TestServer;
  const PATH = 'configuration/hotel-year';

  beforeAll(async () => {
    server = await createTestServer({ demo: true });
  });
  afterAll(() => server?.close());

  const newYear = async (code: string, startsOn: string, endsOn: string, closed: 0 | 1 = 0) => {
    const created = await server.call(PATH, 'create', [{ code, name: `Year ${code}`, startsOn, endsOn, closed }]);
    expect(created.status).toBe(200);
    return created.typed.data[0] as { id: number; version: number };
  };
  const periodsOf = async (id: number) => {
    const answer = await server.call(PATH, 'periods', [{ id }]);
    expect(answer.status).toBe(200);
    return answer.typed.data;
  };
  const periodAudits = async (entityIds: number[]) =>
    entityIds.length === 0
      ? []
      : server.db
          .selectFrom('audit_log')
          .select(['action', 'entity_id', 'before', 'after', 'request_id'])
          .where('entity', '=', 'hotel-period')
          .where(
            'entity_id',
            'in',
            entityIds.map((id) => String(id)),
          )
          .orderBy('id')
          .execute();
  const setClosed = (items: { id: number; version: number; closed: 0 | 1 }[], headers?: Record<string, string>) =>
    server.call(PATH, 'set-period-closed', items, headers);

  it('seeds the demo years with their periods: 2025 closed with all of them, 2026 open', async () => {
    const years = (await server.call(PATH, 'list', [])).typed.data;
    const year2025 = years.find((year) => year.code === '2025');
    const year2026 = years.find((year) => year.code === '2026');
    expect(year2025?.closed).toBe(1);
    const closed = await periodsOf(year2025?.id ?? 0);
    expect(closed).toHaveLength(12);
    expect(closed.every((period) => period.closed === 1)).toBe(true);
    const open = await periodsOf(year2026?.id ?? 0);
    expect(open.map((period) => [period.number, period.name, period.closed])).toEqual(
      monthlyPeriods('2026-01-01', '2026-12-31').map((span) => [span.number, span.name, 0]),
    );
  });

  it('writes a period per month when a year is created, partial months kept, each audited', async () => {
    const year = await newYear('P1901', '1901-01-01', '1901-12-31');
    const periods = await periodsOf(year.id);
    expect(periods).toHaveLength(12);
    expect(periods[0]).toMatchObject({
      hotelYearId: year.id,
      number: 1,
      name: 'Jan 1901',
      startsOn: '1901-01-01',
      endsOn: '1901-01-31',
      closed: 0,
      version: 1,
    });
    expect(periods[1]).toMatchObject({ name: 'Feb 1901', startsOn: '1901-02-01', endsOn: '1901-02-28' });
    expect(periods[11]).toMatchObject({ number: 12, name: 'Dec 1901', endsOn: '1901-12-31' });

    const partial = await newYear('P1902', '1902-04-16', '1903-04-15');
    const months = await periodsOf(partial.id);
    expect(months).toHaveLength(13);
    expect(months[0]).toMatchObject({ number: 1, name: 'Apr 1902', startsOn: '1902-04-16', endsOn: '1902-04-30' });
    expect(months[12]).toMatchObject({ number: 13, name: 'Apr 1903', startsOn: '1903-04-01', endsOn: '1903-04-15' });

    // In the year's own request: the year's record and each period's.
    const audits = await periodAudits(periods.map((period) => period.id));
    expect(audits.map((audit) => audit.action)).toEqual(Array(12).fill('create'));
    expect(audits[0]?.before).toBeNull();
    expect(audits[0]?.after).toEqual(periods[0]);
    const yearAudit = await server.db
      .selectFrom('audit_log')
      .select('request_id')
      .where('entity', '=', 'hotel-year')
      .where('entity_id', '=', String(year.id))
      .executeTakeFirstOrThrow();
    expect(new Set(audits.map((audit) => audit.request_id))).toEqual(new Set([yearAudit.request_id]));
  });

  it('writes the periods of a year created closed closed', async () => {
    const year = await newYear('P1904', '1904-01-01', '1904-06-30', 1);
    const periods = await periodsOf(year.id);
    expect(periods.map((period) => period.closed)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('writes the periods again when the dates change and none is closed', async () => {
    const year = await newYear('P1905', '1905-01-01', '1905-12-31');
    const before = await periodsOf(year.id);
    const updated = await server.call(PATH, 'update', [
      { id: year.id, version: 1, startsOn: '1905-04-01', endsOn: '1906-03-31' },
    ]);
    expect(updated.status).toBe(200);
    const after = await periodsOf(year.id);
    expect(after.map((period) => period.name)).toEqual(monthlyPeriods('1905-04-01', '1906-03-31').map((s) => s.name));
    expect(after[0]).toMatchObject({ number: 1, name: 'Apr 1905', startsOn: '1905-04-01', version: 1 });
    expect(after.some((period) => before.some((old) => old.id === period.id))).toBe(false);
    // The old ones audited as gone, the new ones as written.
    const gone = await periodAudits(before.map((period) => period.id));
    expect(gone.map((audit) => audit.action)).toEqual([...Array(12).fill('create'), ...Array(12).fill('update')]);
    expect(gone.at(-1)?.after).toBeNull();
    expect((await periodAudits(after.map((period) => period.id))).map((audit) => audit.after)).toEqual(after);

    // A change of the name alone leaves them as they are.
    expect((await server.call(PATH, 'update', [{ id: year.id, version: 2, name: 'Renamed' }])).status).toBe(200);
    expect(await periodsOf(year.id)).toEqual(after);
  });

  it('refuses to change the dates of a year with a closed period, and changes nothing', async () => {
    const year = await newYear('P1906', '1906-04-01', '1907-03-31');
    const [first] = await periodsOf(year.id);
    expect((await setClosed([{ id: first?.id ?? 0, version: 1, closed: 1 }])).status).toBe(200);
    const periods = await periodsOf(year.id);

    const moved = await server.call(PATH, 'update', [{ id: year.id, version: 1, endsOn: '1907-06-30' }]);
    expect(moved.status).toBe(422);
    expect(moved.body.apiResponse.code).toBe('HOTEL_PERIOD_CLOSED');
    expect(moved.body.apiResponse.errors?.[0]?.field).toBe('/data/0/endsOn');
    const start = await server.call(PATH, 'update', [{ id: year.id, version: 1, startsOn: '1906-05-01' }]);
    expect(start.body.apiResponse.errors?.[0]?.field).toBe('/data/0/startsOn');
    expect((await server.call(PATH, 'get', [{ id: year.id }])).typed.data[0]).toMatchObject({
      startsOn: '1906-04-01',
      endsOn: '1907-03-31',
      version: 1,
    });
    expect(await periodsOf(year.id)).toEqual(periods);
    // The same dates sent again are no change.
    const same = await server.call(PATH, 'update', [
      { id: year.id, version: 1, name: 'Same dates', startsOn: '1906-04-01', endsOn: '1907-03-31' },
    ]);
    expect(same.status).toBe(200);
    expect(await periodsOf(year.id)).toEqual(periods);
  });

  it('refuses a year longer than 24 calendar months', async () => {
    const refused = await server.call(PATH, 'create', [
      { code: 'P1910', name: 'Too long', startsOn: '1910-01-01', endsOn: '1912-01-01' },
    ]);
    expect(refused.status).toBe(422);
    expect(refused.body.apiResponse.code).toBe('HOTEL_YEAR_TOO_LONG');
    expect(refused.body.apiResponse.errors?.[0]?.field).toBe('/data/0/endsOn');
    const longest = await newYear('P1913', '1913-01-15', '1914-12-31');
    expect(await periodsOf(longest.id)).toHaveLength(24);
  });

  it('closes and reopens a period under its row version, each change audited', async () => {
    const year = await newYear('P1915', '1915-01-01', '1915-12-31');
    const [january, february] = await periodsOf(year.id);
    const id = january?.id ?? 0;
    const closed = await setClosed([{ id, version: 1, closed: 1 }]);
    expect(closed.status).toBe(200);
    expect(closed.typed.data).toEqual([{ ...january, closed: 1, version: 2 }]);

    const stale = await setClosed([{ id, version: 1, closed: 0 }]);
    expect(stale.status).toBe(409);
    expect(stale.body.apiResponse.code).toBe('STALE_VERSION');
    expect(stale.body.apiResponse.errors?.[0]?.field).toBe('/data/0/version');

    // The same period twice in one batch meets the version the first item left; others alongside.
    const batch = await setClosed([
      { id, version: 2, closed: 0 },
      { id, version: 3, closed: 1 },
      { id: february?.id ?? 0, version: 1, closed: 1 },
    ]);
    expect(batch.status).toBe(200);
    expect(batch.typed.data.map((period) => [period.name, period.closed, period.version])).toEqual([
      ['Jan 1915', 0, 3],
      ['Jan 1915', 1, 4],
      ['Feb 1915', 1, 2],
    ]);
    expect((await setClosed([{ id: 999_999, version: 1, closed: 1 }])).status).toBe(404);
    expect((await server.call(PATH, 'periods', [{ id: 999_999 }])).status).toBe(404);

    const audits = await periodAudits([id]);
    expect(audits.map((audit) => audit.action)).toEqual([
      'create',
      'set-period-closed',
      'set-period-closed',
      'set-period-closed',
    ]);
    expect(audits[1]?.before).toEqual(january);
    expect(audits[1]?.after).toEqual({ ...january, closed: 1, version: 2 });
  });

  it('closes a year only once its periods are, and reopens no period of a closed year', async () => {
    const year = await newYear('P1916', '1916-01-01', '1916-03-31');
    const periods = await periodsOf(year.id);
    const early = await server.call(PATH, 'update', [{ id: year.id, version: 1, closed: 1 }]);
    expect(early.status).toBe(422);
    expect(early.body.apiResponse.code).toBe('HOTEL_PERIODS_OPEN');
    expect(early.body.apiResponse.errors?.[0]).toEqual({
      field: '/data/0/closed',
      message: '3 periods are still open',
    });

    const all = await setClosed(periods.map((period) => ({ id: period.id, version: period.version, closed: 1 })));
    expect(all.status).toBe(200);
    expect((await server.call(PATH, 'update', [{ id: year.id, version: 1, closed: 1 }])).status).toBe(200);

    const [march] = all.typed.data.slice(-1) as HotelPeriod[];
    const reopen = await setClosed([{ id: march?.id ?? 0, version: 2, closed: 0 }]);
    expect(reopen.status).toBe(422);
    expect(reopen.body.apiResponse.code).toBe('HOTEL_YEAR_CLOSED');
    expect(reopen.body.apiResponse.errors?.[0]?.field).toBe('/data/0/closed');
    expect((await periodsOf(year.id)).every((period) => period.closed === 1)).toBe(true);

    // Reopen the year first, then the period.
    expect((await server.call(PATH, 'update', [{ id: year.id, version: 2, closed: 0 }])).status).toBe(200);
    expect((await setClosed([{ id: march?.id ?? 0, version: 2, closed: 0 }])).status).toBe(200);
  });

  it('deletes a year with its periods, each audited', async () => {
    const year = await newYear('P1917', '1917-01-01', '1917-02-28');
    const periods = await periodsOf(year.id);
    expect((await server.call(PATH, 'delete', [{ id: year.id }])).status).toBe(200);
    const audits = await periodAudits(periods.map((period) => period.id));
    expect(audits.map((audit) => [audit.action, audit.after])).toEqual([
      ['create', periods[0]],
      ['create', periods[1]],
      ['delete', null],
      ['delete', null],
    ]);
    // A new year may take the same dates: its periods went with the old one.
    await newYear('P1917B', '1917-01-01', '1917-02-28');
  });

  it('lets everyone signed in read the periods and only configuration staff close them', async () => {
    const year = await newYear('P1918', '1918-01-01', '1918-12-31');
    const [first] = await periodsOf(year.id);
    const housekeeping = await signIn(server.app, 'housekeeping', 'demo-test-password');
    expect((await server.call(PATH, 'periods', [{ id: year.id }], housekeeping.headers)).status).toBe(200);
    const refused = await setClosed([{ id: first?.id ?? 0, version: 1, closed: 1 }], housekeeping.headers);
    expect(refused.status).toBe(403);
    const config = await signIn(server.app, 'config', 'demo-test-password');
    expect((await setClosed([{ id: first?.id ?? 0, version: 1, closed: 1 }], config.headers)).status).toBe(200);
    expect(await periodAudits([first?.id ?? 0])).toHaveLength(2);
  });
});
