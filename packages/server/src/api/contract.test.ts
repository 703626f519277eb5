import spec from '@pms/api-client/openapi.json' with { type: 'json' };
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

  it('compiles every schema in strict mode (the server compiles them on first use)', () => {
    expect(() => createContract().compileAll()).not.toThrow();
  });

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

  it('bounds every array a request may carry, at every depth', () => {
    type Node = Record<string, unknown>;
    const schemas = (spec as unknown as { components: { schemas: Record<string, Node> } }).components.schemas;
    const unbounded = new Set<string>();
    const walk = (node: unknown, where: string, seen: Set<string>): void => {
      if (typeof node !== 'object' || node === null) return;
      const schema = node as Node;
      if (typeof schema.$ref === 'string') {
        const name = schema.$ref.replace('#/components/schemas/', '');
        if (!seen.has(name)) walk(schemas[name], where, new Set([...seen, name]));
        return;
      }
      const types = Array.isArray(schema.type) ? schema.type : [schema.type];
      if (types.includes('array') || 'items' in schema) {
        if (typeof schema.maxItems !== 'number') unbounded.add(where);
        walk(schema.items, `${where}/*`, seen);
      }
      for (const [key, value] of Object.entries((schema.properties as Node | undefined) ?? {})) {
        walk(value, `${where}/${key}`, seen);
      }
      for (const key of ['oneOf', 'anyOf', 'allOf', 'prefixItems']) {
        for (const branch of (schema[key] as unknown[] | undefined) ?? []) walk(branch, where, seen);
      }
    };
    for (const [path, item] of Object.entries((spec as unknown as { paths: Record<string, Node> }).paths)) {
      const content = ((item.post as Node | undefined)?.requestBody as Node | undefined)?.content as Node | undefined;
      const json = content?.['application/json'] as { schema: { oneOf: { $ref: string }[] } } | undefined;
      for (const request of json?.schema.oneOf ?? []) {
        const name = request.$ref.replace('#/components/schemas/', '');
        walk((schemas[name]?.properties as Node | undefined)?.data, `${path} ${name} /data`, new Set([name]));
      }
    }
    expect([...unbounded]).toEqual([]);
  });

  it('refuses dates no hotel keeps, naming the field', () => {
    const create = contract.find('configuration/exchange-rate', 'create');
    const body = (effectiveDate: string) => ({
      apiRequest: { action: 'create' },
      data: [{ currencyId: 1, effectiveDate, buyingRate: '1', sellingRate: '1' }],
    });
    for (const date of ['1900-01-01', '2026-11-21', '2199-12-31'])
      expect(create?.validateRequest(body(date))).toBe(true);
    for (const date of ['0000-01-01', '1899-12-31', '2200-01-01', '2026-13-01', '2026-02-30', '20261-01-01']) {
      expect(create?.validateRequest(body(date)), date).toBe(false);
      expect(create?.validateRequest.errors[0]?.field).toBe('/data/0/effectiveDate');
    }
  });
});
