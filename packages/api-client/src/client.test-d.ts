// Type tests: `pnpm typecheck` compiles this file; each @ts-expect-error must stay an error,
// so a contract that stops rejecting a wrong path, action or data shape fails the build.
import type { ApiClient } from './client.ts';
import type { ResponseItem } from './types.ts';

export async function typeTests(api: ApiClient) {
  const list = await api.call('configuration/currency', 'list', []);
  const first = list.data[0];
  if (first) {
    const code: string = first.code;
    const local: 0 | 1 = first.isLocalCurrency;
    const version: number = first.version;
    void [code, local, version];
    // @ts-expect-error a list item has no such field
    void first.exchangeRate;
  }
  const action: 'list' = list.apiResponse.action;
  void action;

  await api.call('configuration/currency', 'create', [{ code: 'EUR', name: 'Euro' }]);
  await api.call('configuration/currency', 'update', [{ id: 1, version: 3, name: 'Baht' }]);
  await api.call('configuration/currency', 'delete', [{ id: 1 }], { idempotencyKey: 'abc-12345' });
  const minimum = await api.call('configuration/currency', 'list-minimum', [{}]);
  // @ts-expect-error list-minimum answers no version
  void minimum.data[0]?.version;

  const date = await api.call('configuration/hotel', 'GetHotelDate', []);
  const value: string | undefined = date.data[0]?.value;
  void value;
  const country = await api.call('configuration/country', 'get-minimum', [{ countryId: 764 }]);
  const isoCode: string | undefined = country.data[0]?.isoCode;
  void isoCode;

  // @ts-expect-error unknown path
  await api.call('configuration/currencies', 'list', []);
  // @ts-expect-error action of another path
  await api.call('configuration/currency', 'GetHotelDate', []);
  // @ts-expect-error unknown action
  await api.call('configuration/hotel', 'SetHotelDate', []);
  // @ts-expect-error create needs a code
  await api.call('configuration/currency', 'create', [{ name: 'Euro' }]);
  // @ts-expect-error isLocalCurrency is 0 or 1, not a boolean
  await api.call('configuration/currency', 'create', [{ code: 'EUR', name: 'Euro', isLocalCurrency: true }]);
  // @ts-expect-error update needs the row version
  await api.call('configuration/currency', 'update', [{ id: 1, name: 'Baht' }]);
  // @ts-expect-error get takes an id, not a countryId
  await api.call('configuration/currency', 'get', [{ countryId: 1 }]);
  // @ts-expect-error get-minimum takes a countryId
  await api.call('configuration/country', 'get-minimum', [{ id: 764 }]);
  // @ts-expect-error data is a list
  await api.call('configuration/currency', 'get', { id: 1 });
  // @ts-expect-error ids are numbers
  await api.call('configuration/currency', 'get', [{ id: '1' }]);
}

type HotelDetailItem = ResponseItem<'configuration/HotelDetail', 'get'>;
export const detail: HotelDetailItem = { name: 'Hotel', logoUrl: '' };
// @ts-expect-error the hotel detail has a name
export const noName: HotelDetailItem = { logoUrl: '' };
