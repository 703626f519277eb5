import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_HOTEL_DATE } from '../../test/database.ts';

let server: Awaited<ReturnType<typeof createTestServer>>;
beforeAll(async () => {
  server = await createTestServer({ demo: true });
});
afterAll(() => server?.close());

describe('configuration/HotelDetail', () => {
  it('answers the hotel name and the logo path, and the logo is served under /api', async () => {
    const answer = await server.call('configuration/HotelDetail', 'get', []);
    expect(answer.status).toBe(200);
    expect(answer.typed.apiResponse).toEqual({ id: 0, desc: 'Success', action: 'get' });
    const [detail] = answer.typed.data;
    expect(detail?.name).toBe('Mekong Riverside Hotel');
    expect(detail?.logoUrl).toBe('/files/hotel-logo');
    const logo = await server.app.inject({ method: 'GET', url: `/api${detail?.logoUrl}` });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.body).toContain('<svg');
    const missing = await server.app.inject({ method: 'GET', url: '/api/files/no-such-file' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().apiResponse.id).toBe(99999);
  });
});

describe('configuration/hotel', () => {
  it('answers the hotel date and the next business date', async () => {
    const today = await server.call('configuration/hotel', 'GetHotelDate', []);
    expect(today.typed.data).toEqual([{ value: TEST_HOTEL_DATE }]);
    const next = await server.call('configuration/hotel', 'NextHotelDate', [{}]);
    expect(next.typed.data).toEqual([{ value: '2026-11-22' }]);
    const again = await server.call('configuration/hotel', 'GetHotelDate', []);
    expect(again.typed.data).toEqual([{ value: TEST_HOTEL_DATE }]);
  });
});
