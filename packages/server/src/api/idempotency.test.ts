import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testEngine } from '../test/database.ts';

let server: Awaited<ReturnType<typeof createTestServer>>;
beforeAll(async () => {
  server = await createTestServer({ maxConnections: 12 });
});
afterAll(() => server?.close());

const countCodes = async (code: string) =>
  Number(
    (
      await server.db
        .selectFrom('currency')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('code', '=', code)
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('Idempotency-Key', () => {
  it('answers a repeated command with the first answer and does it once', async () => {
    const headers = { 'idempotency-key': 'create-eur-0001' };
    const first = await server.call('configuration/currency', 'create', [{ code: 'EUR', name: 'Euro' }], headers);
    const second = await server.call('configuration/currency', 'create', [{ code: 'EUR', name: 'Euro' }], headers);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await countCodes('EUR')).toBe(1);
  });

  it('treats the same body written with another key order as the same command', async () => {
    const headers = { 'idempotency-key': 'create-gbp-0001' };
    await server.call('configuration/currency', 'create', [{ code: 'GBP', name: 'Pound' }], headers);
    const again = await server.call('configuration/currency', 'create', [{ name: 'Pound', code: 'GBP' }], headers);
    expect(again.status).toBe(200);
    expect(await countCodes('GBP')).toBe(1);
  });

  it('refuses the same key with a different body with 422', async () => {
    const headers = { 'idempotency-key': 'create-chf-0001' };
    await server.call('configuration/currency', 'create', [{ code: 'CHF', name: 'Franc' }], headers);
    const other = await server.call('configuration/currency', 'create', [{ code: 'SEK', name: 'Krona' }], headers);
    expect(other.status).toBe(422);
    expect(other.body.apiResponse.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await countCodes('SEK')).toBe(0);
  });

  it('does not keep the key of a refused command, so a corrected retry can use it', async () => {
    const headers = { 'idempotency-key': 'create-dup-0001' };
    const refused = await server.call('configuration/currency', 'create', [{ code: 'THB', name: 'Again' }], headers);
    expect(refused.status).toBe(409);
    const retried = await server.call('configuration/currency', 'create', [{ code: 'NOK', name: 'Krone' }], headers);
    expect(retried.status).toBe(200);
  });

  it('refuses a malformed key with 400', async () => {
    const answer = await server.call('configuration/currency', 'create', [{ code: 'DKK', name: 'Krone' }], {
      'idempotency-key': 'short',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.apiResponse.errors).toEqual([
      { field: 'Idempotency-Key', message: 'must be 8 to 128 letters, digits or . _ : -' },
    ]);
  });

  it(`runs a command sent concurrently with one key exactly once (${testEngine})`, async () => {
    const headers = { 'idempotency-key': 'create-aud-concurrent' };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        server.call('configuration/currency', 'create', [{ code: 'AUD', name: 'Dollar' }], headers),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
    expect(await countCodes('AUD')).toBe(1);
  });
});

describe('row versions under concurrency', () => {
  it(`lets exactly one of several concurrent updates of one version win (${testEngine})`, async () => {
    const list = await server.call('configuration/currency', 'list', []);
    const usd = list.typed.data.find((currency) => currency.code === 'THB');
    if (!usd) throw new Error('THB missing');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        server.call('configuration/currency', 'update', [{ id: usd.id, version: usd.version, name: `Baht ${index}` }]),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const after = await server.call('configuration/currency', 'get', [{ id: usd.id }]);
    expect(after.typed.data[0]?.version).toBe(usd.version + 1);
  });

  it(`never ends with two local currencies under concurrent switches (${testEngine})`, async () => {
    const created = await server.call('configuration/currency', 'create', [
      { code: 'MYR', name: 'Ringgit' },
      { code: 'SGD', name: 'Singapore Dollar' },
    ]);
    const list = await server.call('configuration/currency', 'list', []);
    const local = list.typed.data.find((currency) => currency.isLocalCurrency === 1);
    if (!local) throw new Error('no local currency');
    const answers = await Promise.all(
      created.typed.data.map((candidate) =>
        server.call('configuration/currency', 'update', [
          { id: candidate.id, version: candidate.version, isLocalCurrency: 1 },
          { id: local.id, version: local.version, isLocalCurrency: 0 },
        ]),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const after = await server.call('configuration/currency', 'list', []);
    expect(after.typed.data.filter((currency) => currency.isLocalCurrency === 1)).toHaveLength(1);
  });
});
