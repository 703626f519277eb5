import type { Schemas } from '@pms/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectErrorEnvelope, type Headers, type RawAnswer, signIn } from '../../test/api.ts';
import { createTestServer } from '../../test/database.ts';
import { MAX_IMAGE_BYTES } from './hotel-images.ts';

type HotelDetailFull = Schemas['HotelDetailFull'];

let server: Awaited<ReturnType<typeof createTestServer>>;
let config: Headers;
let reservation: Headers;

beforeAll(async () => {
  server = await createTestServer({ demo: true });
  config = (await signIn(server.app, 'config', 'demo-test-password')).headers;
  reservation = (await signIn(server.app, 'reservation', 'demo-test-password')).headers;
});
afterAll(() => server?.close());

// The smallest PNG and GIF there are (one transparent pixel), and a small SVG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==', 'base64');
const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');

async function fullDetail(): Promise<HotelDetailFull> {
  const answer = await server.call('configuration/HotelDetail', 'get-full', []);
  expect(answer.status).toBe(200);
  const [detail] = answer.typed.data;
  if (!detail) throw new Error('get-full answered no detail');
  return detail;
}

async function auditOf(entity: string) {
  return server.db
    .selectFrom('audit_log')
    .select(['actor', 'path', 'action', 'entity_id', 'before', 'after'])
    .where('entity', '=', entity)
    .orderBy('id')
    .execute();
}

async function upload(
  image: string,
  version: number | string | undefined,
  body: Buffer,
  contentType: string,
  headers: Headers = config,
): Promise<RawAnswer> {
  const query = version === undefined ? '' : `?version=${version}`;
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/files/hotel-detail/${image}${query}`,
    headers: { 'content-type': contentType, ...headers },
    payload: body,
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

async function storedFiles() {
  const rows = await server.db
    .selectFrom('stored_file')
    .select('file_key')
    .where('property_id', '=', server.propertyId)
    .orderBy('file_key')
    .execute();
  return rows.map((row) => row.file_key);
}

async function image(url: string) {
  return server.app.inject({ method: 'GET', url: `/api${url}` });
}

describe('configuration/HotelDetail get (public, for the login screen)', () => {
  it('answers only the name and the image paths, to anyone', async () => {
    const answer = await call(server.app, 'configuration/HotelDetail', 'get', []);
    expect(answer.status).toBe(200);
    expect(answer.typed.data).toEqual([
      { name: 'Mekong Riverside Hotel', logoUrl: '/files/hotel-logo', bgUrl: '/files/hotel-background' },
    ]);
  });
});

describe('configuration/HotelDetail get-full', () => {
  it('answers the whole demo record to any signed-in user', async () => {
    const detail = await fullDetail();
    expect(detail).toMatchObject({
      name: 'Mekong Riverside Hotel',
      legalName: 'Mekong Riverside Hospitality Co., Ltd.',
      city: 'Nong Khai',
      postcode: '43000',
      taxId: '0435561000123',
      branchNumber: '00000',
      checkInTime: '14:00',
      checkOutTime: '12:00',
      logoUrl: '/files/hotel-logo',
      bgUrl: '/files/hotel-background',
    });
    const countries = await server.call('configuration/country', 'list-full', []);
    expect(countries.typed.data.find((country) => country.countryId === detail.countryId)?.isoCode).toBe('TH');

    const asReservation = await call(server.app, 'configuration/HotelDetail', 'get-full', [], reservation);
    expect(asReservation.status).toBe(200);
    expect(asReservation.typed.data).toEqual([detail]);
  });

  it('is refused without a session', async () => {
    const answer = await call(server.app, 'configuration/HotelDetail', 'get-full', []);
    expect(answer.status).toBe(401);
  });
});

describe('configuration/HotelDetail update', () => {
  it('changes the fields sent, moves the version on and audits the change in the same transaction', async () => {
    const before = await fullDetail();
    const auditBefore = (await auditOf('hotel-detail')).length;
    const answer = await call(
      server.app,
      'configuration/HotelDetail',
      'update',
      [
        {
          version: before.version,
          name: 'Mekong Riverside Hotel & Spa',
          phone: '+66 42 411 777',
          email: 'stay@mekongriverside-nongkhai.com',
          checkInTime: '15:00',
          countryId: null,
        },
      ],
      config,
    );
    expect(answer.status).toBe(200);
    const [after] = answer.typed.data;
    expect(after).toEqual({
      ...before,
      name: 'Mekong Riverside Hotel & Spa',
      phone: '+66 42 411 777',
      email: 'stay@mekongriverside-nongkhai.com',
      checkInTime: '15:00',
      countryId: null,
      version: before.version + 1,
    });
    expect(await fullDetail()).toEqual(after);
    // The login screen reads the new name.
    const publicAnswer = await call(server.app, 'configuration/HotelDetail', 'get', []);
    expect(publicAnswer.typed.data[0]?.name).toBe('Mekong Riverside Hotel & Spa');

    const audit = await auditOf('hotel-detail');
    expect(audit.length).toBe(auditBefore + 1);
    expect(audit.at(-1)).toMatchObject({
      actor: 'config',
      path: 'configuration/HotelDetail',
      action: 'update',
      entity_id: String(server.propertyId),
      before: expect.objectContaining({ name: before.name, version: before.version }),
      after: expect.objectContaining({ name: 'Mekong Riverside Hotel & Spa', version: before.version + 1 }),
    });

    // Back to the country it stands in, for the tests that follow.
    const thailand = before.countryId;
    const restored = await server.call('configuration/HotelDetail', 'update', [
      { version: before.version + 1, countryId: thailand },
    ]);
    expect(restored.typed.data[0]?.countryId).toBe(thailand);
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const current = await fullDetail();
    const auditBefore = (await auditOf('hotel-detail')).length;
    const answer = await server.call('configuration/HotelDetail', 'update', [
      { version: current.version - 1, name: 'Lost update' },
    ]);
    expect(answer.status).toBe(409);
    expect(answer.body.apiResponse.code).toBe('STALE_VERSION');
    expect(answer.body.apiResponse.errors).toEqual([
      { field: '/data/0/version', message: 'is not the current version' },
    ]);
    expect(await fullDetail()).toEqual(current);
    expect((await auditOf('hotel-detail')).length).toBe(auditBefore);
  });

  it('is refused to a role without the configuration setting, and without the XSRF token', async () => {
    const current = await fullDetail();
    const refused = await call(
      server.app,
      'configuration/HotelDetail',
      'update',
      [{ version: current.version, name: 'Not mine to change' }],
      reservation,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.apiResponse.code).toBe('FORBIDDEN');
    const { 'x-xsrf-token': _dropped, ...withoutXsrf } = config;
    const noXsrf = await call(
      server.app,
      'configuration/HotelDetail',
      'update',
      [{ version: current.version, name: 'Forged' }],
      withoutXsrf,
    );
    expect(noXsrf.status).toBe(403);
    expect(noXsrf.body.apiResponse.code).toBe('XSRF_REFUSED');
    expect(await fullDetail()).toEqual(current);
  });

  it('names each field the contract refuses', async () => {
    const { version } = await fullDetail();
    const answer = await server.post('configuration/HotelDetail', {
      apiRequest: { action: 'update' },
      data: [{ version, name: ' ', email: 'not-an-email', website: 'www.example.com', checkOutTime: '25:00' }],
    });
    expect(answer.status).toBe(400);
    expectErrorEnvelope(answer);
    const fields = (answer.body.apiResponse.errors ?? []).map((error) => error.field);
    expect(fields).toEqual(
      expect.arrayContaining(['/data/0/name', '/data/0/email', '/data/0/website', '/data/0/checkOutTime']),
    );
  });

  it('refuses a country the hotel does not have', async () => {
    const { version } = await fullDetail();
    const answer = await server.call('configuration/HotelDetail', 'update', [{ version, countryId: 999_999 }]);
    expect(answer.status).toBe(409);
    expect(answer.body.apiResponse.code).toBe('NOT_FOUND_REFERENCE');
    expect(answer.body.apiResponse.errors).toEqual([
      { field: '/data/0/countryId', message: 'is not a country of this hotel' },
    ]);
  });
});

describe('hotel images (POST /api/files/hotel-detail/{image})', () => {
  it('replaces the logo in place, serves the new one, moves the version on and audits the upload', async () => {
    const before = await fullDetail();
    const filesBefore = await storedFiles();
    const answer = await upload('logo', before.version, PNG, 'image/png');
    expect(answer.status).toBe(200);
    expect(answer.body.apiResponse).toEqual({ id: 0, desc: 'Success', action: 'upload' });
    const detail = answer.body.data[0] as HotelDetailFull;
    // Same URL: a top bar or login screen still showing it gets the new image, never a broken one.
    expect(detail).toEqual({ ...before, logoUrl: '/files/hotel-logo', version: before.version + 1 });
    expect(await fullDetail()).toEqual(detail);

    const served = await image(detail.logoUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(await storedFiles()).toEqual(filesBefore);

    const audit = (await auditOf('hotel-detail')).at(-1);
    expect(audit).toMatchObject({
      actor: 'config',
      path: 'files/hotel-detail/logo',
      action: 'upload',
      before: expect.objectContaining({ logoUrl: before.logoUrl }),
      after: expect.objectContaining({
        logoUrl: detail.logoUrl,
        upload: { image: 'logo', contentType: 'image/png', bytes: PNG.length },
      }),
    });
  });

  it('takes GIF and SVG too, and the login screen shows the new background', async () => {
    const gif = await upload('logo', (await fullDetail()).version, GIF, 'image/gif');
    expect(gif.status).toBe(200);
    const svg = await upload('background', (await fullDetail()).version, SVG, 'image/svg+xml; charset=utf-8');
    expect(svg.status).toBe(200);
    const { bgUrl } = svg.body.data[0] as HotelDetailFull;
    const publicAnswer = await call(server.app, 'configuration/HotelDetail', 'get', []);
    expect(publicAnswer.typed.data[0]?.bgUrl).toBe(bgUrl);
    const served = await image(bgUrl);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.rawPayload.equals(SVG)).toBe(true);
  });

  it('refuses an image over the limit with 413 and keeps the old one', async () => {
    const before = await fullDetail();
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    PNG.copy(big);
    const answer = await upload('logo', before.version, big, 'image/png');
    expect(answer.status).toBe(413);
    expectErrorEnvelope(answer);
    expect(answer.body.apiResponse).toMatchObject({ code: 'IMAGE_TOO_LARGE', desc: 'The image is larger than 2 MB' });
    expect(await fullDetail()).toEqual(before);
  });

  it('refuses what is not an image of the type it claims with 415', async () => {
    const before = await fullDetail();
    const text = await upload('logo', before.version, Buffer.from('hello'), 'text/plain');
    expect(text.status).toBe(415);
    expectErrorEnvelope(text);
    expect(text.body.apiResponse.code).toBe('UNSUPPORTED_IMAGE');
    const disguised = await upload('logo', before.version, Buffer.from('<html><script>1</script></html>'), 'image/png');
    expect(disguised.status).toBe(415);
    expect(disguised.body.apiResponse.desc).toBe('The file is not a PNG image');
    const notSvg = await upload('background', before.version, Buffer.from('<html></html>'), 'image/svg+xml');
    expect(notSvg.status).toBe(415);
    const json = await upload('logo', before.version, Buffer.from('{}'), 'application/json');
    expect(json.status).toBe(415);
    expect(await fullDetail()).toEqual(before);
  });

  it('refuses a stale or missing version, an unknown image and an empty body', async () => {
    const before = await fullDetail();
    const stale = await upload('logo', before.version - 1, PNG, 'image/png');
    expect(stale.status).toBe(409);
    expect(stale.body.apiResponse.code).toBe('STALE_VERSION');
    for (const version of [undefined, 'abc', '0', '99999999999']) {
      const bad = await upload('logo', version, PNG, 'image/png');
      expect(bad.status, `version ${version}`).toBe(400);
      expectErrorEnvelope(bad);
    }
    const unknown = await upload('favicon', before.version, PNG, 'image/png');
    expect(unknown.status).toBe(404);
    expectErrorEnvelope(unknown);
    const empty = await upload('logo', before.version, Buffer.alloc(0), 'image/png');
    expect(empty.status).toBe(400);
    expectErrorEnvelope(empty);
    expect(await fullDetail()).toEqual(before);
  });

  it('is refused without a session, to a role without the configuration setting and without XSRF', async () => {
    const before = await fullDetail();
    const anonymous = await upload('logo', before.version, PNG, 'image/png', {});
    expect(anonymous.status).toBe(401);
    expectErrorEnvelope(anonymous);
    const refused = await upload('logo', before.version, PNG, 'image/png', reservation);
    expect(refused.status).toBe(403);
    expect(refused.body.apiResponse.code).toBe('FORBIDDEN');
    const { 'x-xsrf-token': _dropped, ...withoutXsrf } = config;
    const forged = await upload('logo', before.version, PNG, 'image/png', withoutXsrf);
    expect(forged.status).toBe(403);
    expect(forged.body.apiResponse.code).toBe('XSRF_REFUSED');
    // An administrator may, as for every action.
    const admin = await upload('logo', before.version, PNG, 'image/png', server.admin);
    expect(admin.status).toBe(200);
  });

  it('removes an image: the path empties, the file goes, the login screen shows none', async () => {
    const before = await fullDetail();
    const answer = await call(
      server.app,
      'configuration/HotelDetail',
      'remove-image',
      [{ image: 'background', version: before.version }],
      config,
    );
    expect(answer.status).toBe(200);
    expect(answer.typed.data).toEqual([{ ...before, bgUrl: '', version: before.version + 1 }]);
    expect((await image(before.bgUrl)).statusCode).toBe(404);
    const publicAnswer = await call(server.app, 'configuration/HotelDetail', 'get', []);
    expect(publicAnswer.typed.data[0]).not.toHaveProperty('bgUrl');
    expect((await auditOf('hotel-detail')).at(-1)).toMatchObject({ action: 'remove-image' });
    expect(await storedFiles()).not.toContain('hotel-background');

    const again = await server.call('configuration/HotelDetail', 'remove-image', [
      { image: 'background', version: before.version + 1 },
    ]);
    expect(again.status).toBe(404);
    const stale = await server.call('configuration/HotelDetail', 'remove-image', [
      { image: 'logo', version: before.version },
    ]);
    expect(stale.status).toBe(409);
    const refused = await call(
      server.app,
      'configuration/HotelDetail',
      'remove-image',
      [{ image: 'logo', version: before.version + 1 }],
      reservation,
    );
    expect(refused.status).toBe(403);
  });

  it('uploads an image the hotel had none of', async () => {
    const { version } = await fullDetail();
    const answer = await upload('background', version, PNG, 'image/png');
    expect(answer.status).toBe(200);
    expect((answer.body.data[0] as HotelDetailFull).bgUrl).toBe('/files/hotel-background');
    expect(await storedFiles()).toContain('hotel-background');
  });
});
