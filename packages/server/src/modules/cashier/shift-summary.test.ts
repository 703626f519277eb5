import { addMoney } from '@pms/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKey } from '../../test/booking.ts';
import { cashierFixtures, inHouseStays } from '../../test/cashier.ts';
import { createTestServer, testEngine } from '../../test/database.ts';
import { chargeLine, taxesFor } from './charges.ts';

let server: Awaited<ReturnType<typeof createTestServer>>;
let fx: Awaited<ReturnType<typeof cashierFixtures>>;
let stays: number[];

beforeAll(async () => {
  server = await createTestServer({ demo: true });
  fx = await cashierFixtures(server);
  stays = await inHouseStays(server, 'SUM', 2);
});
afterAll(() => server?.close());

describe(`a shift's summary by transaction code (${testEngine})`, () => {
  it('adds up each code of the shift, voids and transfer halves apart', async () => {
    const opened = await server.call('cashier/shift', 'open', [{ shift: 'PM' }], newKey('shift'));
    expect(opened.status, JSON.stringify(opened.body.apiResponse)).toBe(200);
    const shiftId = opened.typed.data[0]?.id as number;
    const [first, second] = stays as [number, number];
    const post = async (data: { stayId: number; transactionCodeId: number; quantity: number; unitAmount: string }) => {
      const answer = await server.call('cashier/folio', 'post', [data], newKey('post'));
      expect(answer.status, JSON.stringify(answer.body.apiResponse)).toBe(200);
      return answer.typed.data[0]?.id as number;
    };
    await post({ stayId: first, transactionCodeId: fx.food, quantity: 2, unitAmount: '250.00' });
    await post({ stayId: second, transactionCodeId: fx.food, quantity: 1, unitAmount: '10.35' });
    const laundry = await post({ stayId: first, transactionCodeId: fx.laundry, quantity: 1, unitAmount: '120.00' });
    const voided = await post({ stayId: first, transactionCodeId: fx.laundry, quantity: 1, unitAmount: '99.00' });
    expect(
      (await server.call('cashier/folio', 'void', [{ postingId: voided, reason: 'wrong room' }], newKey('void')))
        .status,
    ).toBe(200);
    const moved = await server.call(
      'cashier/folio',
      'transfer',
      [{ postingIds: [laundry], toWindow: 2 }],
      newKey('move'),
    );
    expect(moved.status, JSON.stringify(moved.body.apiResponse)).toBe(200);
    const paid = await server.call(
      'cashier/folio',
      'pay',
      [{ stayId: first, paymentTypeId: fx.cash, amount: '300' }],
      newKey('pay'),
    );
    expect(paid.status).toBe(200);

    const answer = await server.call('cashier/shift', 'summary', [{ id: shiftId }]);
    expect(answer.status, JSON.stringify(answer.body.apiResponse)).toBe(200);
    const summary = answer.typed.data[0];
    const svcVat = taxesFor({ taxable: true, service_charge: true, group_code: 'FB' }, [
      { code: 'SVC', percent: '10', included: false, applies_to: 'ALL' },
      { code: 'VAT', percent: '7', included: false, applies_to: 'ALL' },
    ]);
    const a = chargeLine('250.00', 2, svcVat);
    const b = chargeLine('10.35', 1, svcVat);
    const food = summary?.codes.find((line) => line.transactionCodeId === fx.food);
    expect(food).toMatchObject({ kind: 'charge', count: 2, netAmount: '510.35' });
    // Per line, then added: the same cents as the folio shows.
    expect(food?.total).toBe(addMoney(a.total, b.total));
    expect(summary?.codes.find((line) => line.transactionCodeId === fx.laundry)).toMatchObject({ count: 1 });
    expect(summary?.codes.find((line) => line.kind === 'payment')).toMatchObject({ count: 1, total: '-300.00' });
    expect(summary).toMatchObject({ shiftId, voidCount: 1, transferCount: 2 });
    expect(summary?.voidTotal).not.toBe('0.00');

    const closed = await server.call('cashier/shift', 'close', [
      { id: shiftId, counts: [{ currencyCode: 'THB', counted: '300' }] },
    ]);
    expect(closed.status, JSON.stringify(closed.body.apiResponse)).toBe(200);
    // The review screen reads one shift by id.
    const one = await server.call('cashier/shift', 'list', [{ id: shiftId }]);
    expect(one.typed.data[0]?.rows.map((row) => [row.id, row.status])).toEqual([[shiftId, 'closed']]);
    // The summary of a closed shift stays what it was.
    const after = await server.call('cashier/shift', 'summary', [{ id: shiftId }]);
    expect(after.typed.data[0]).toEqual(summary);
  });

  it('answers 404 naming the id for a shift that is not the hotel’s', async () => {
    const answer = await server.call('cashier/shift', 'summary', [{ id: 987654 }]);
    expect(answer.status).toBe(404);
    expect(JSON.stringify(answer.body)).toContain('/data/0/id');
  });
});
