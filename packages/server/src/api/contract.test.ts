import { describe, expect, it } from 'vitest';
import { createHandlers } from '../app.ts';
import { createTokenService, DEFAULT_SECURITY } from '../auth/tokens.ts';
import { createContract } from './contract.ts';

describe('contract and handlers', () => {
  const contract = createContract();
  const handlers = createHandlers(createTokenService(new Uint8Array(32), DEFAULT_SECURITY));
  const declared = [...contract.paths].flatMap(([path, actions]) =>
    [...actions.keys()].map((action) => `${path} ${action}`),
  );
  const served = Object.entries(handlers).flatMap(([path, actions]) =>
    Object.keys(actions).map((action) => `${path} ${action}`),
  );

  it('serves every action the OpenAPI contract declares', () => {
    expect(declared.filter((entry) => !served.includes(entry))).toEqual([]);
  });

  it('serves no action the contract does not declare', () => {
    expect(served.filter((entry) => !declared.includes(entry))).toEqual([]);
  });

  it('declares the first endpoints of the product', () => {
    expect(declared).toEqual(
      expect.arrayContaining([
        'configuration/HotelDetail get',
        'configuration/hotel GetHotelDate',
        'configuration/hotel NextHotelDate',
        'configuration/currency list',
        'configuration/currency list-minimum',
        'configuration/currency get',
        'configuration/currency create',
        'configuration/currency update',
        'configuration/currency delete',
        'configuration/country list-full',
        'configuration/country get-minimum',
      ]),
    );
  });

  it('validates strictly: no coercion, no silent stripping', () => {
    const create = contract.find('configuration/currency', 'create');
    const ok = { apiRequest: { action: 'create' }, data: [{ code: 'EUR', name: 'Euro', decimals: 2 }] };
    expect(create?.validateRequest(ok)).toBe(true);
    const coerced = { apiRequest: { action: 'create' }, data: [{ code: 'EUR', name: 'Euro', decimals: '2' }] };
    expect(create?.validateRequest(coerced)).toBe(false);
    expect(coerced.data[0]?.decimals).toBe('2');
    const extra = { apiRequest: { action: 'create' }, data: [{ code: 'EUR', name: 'Euro', rate: 1 }] };
    expect(create?.validateRequest(extra)).toBe(false);
    expect(extra.data[0]).toHaveProperty('rate', 1);
  });
});
