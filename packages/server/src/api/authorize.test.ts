import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app.ts';
import { call } from '../test/api.ts';
import { createTestServer } from '../test/database.ts';
import { ApiFailure } from './errors.ts';

let server: Awaited<ReturnType<typeof createTestServer>>;
let guarded: Awaited<ReturnType<typeof buildServer>>;
const seen: string[] = [];

beforeAll(async () => {
  server = await createTestServer();
  // The one security hook: here it lets reads through and refuses every write.
  guarded = await buildServer({
    db: server.db,
    authorize: async (request, { path, action, kind }) => {
      seen.push(`${path} ${action} ${kind}`);
      if (kind === 'write') throw new ApiFailure(403, 'FORBIDDEN', 'Not allowed');
      if (request.headers.authorization !== 'Bearer reader')
        throw new ApiFailure(401, 'UNAUTHENTICATED', 'Please login again');
      return { propertyId: server.propertyId, actor: 'reader', functions: [] };
    },
  });
  await guarded.ready();
});
afterAll(async () => {
  await guarded?.close();
  await server?.close();
});

describe('the Authorize hook', () => {
  it('sees every action with its kind before it runs, and its refusal keeps the envelope', async () => {
    const anonymous = await call(guarded, 'configuration/currency', 'list', []);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.apiResponse.code).toBe('UNAUTHENTICATED');

    const reader = await call(guarded, 'configuration/currency', 'list', [], { authorization: 'Bearer reader' });
    expect(reader.status).toBe(200);

    // Refused before validation: a caller without the right learns nothing of the schema.
    const write = await call(guarded, 'configuration/currency', 'create', [{ code: 'bad', name: '' }], {
      authorization: 'Bearer reader',
    });
    expect(write.status).toBe(403);
    expect(write.body.apiResponse.errors).toBeUndefined();
    const list = await server.call('configuration/currency', 'list', []);
    expect(list.typed.data.map((currency) => currency.code)).toEqual(['THB']);

    expect(seen).toEqual([
      'configuration/currency list read',
      'configuration/currency list read',
      'configuration/currency create write',
    ]);
  });
});
