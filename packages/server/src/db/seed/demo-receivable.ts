import type { Kysely } from 'kysely';
import { addDays } from '../../api/dates.ts';
import type { Database } from '../schema.ts';

/**
 * Accounts receivable of the demo hotel (issue 18): four companies with an AR account (credit
 * limit, term of payment), invoices in every ageing bucket (0–30, 31–60, 61–90, over 90 days),
 * one invoice partly paid by a bank transfer, one paid in full and one payment received but not
 * yet allocated; one account restricted, one close to its limit. The invoices are the opening
 * balances the hotel brought from before (their guests' folios are not in the demo), so their
 * source folio is the company's own. Without the companies or terms, nothing is added.
 */
export async function seedDemoReceivable(trx: Kysely<Database>, propertyId: number): Promise<void> {
  const { hotel_date: today } = await trx
    .selectFrom('property')
    .select('hotel_date')
    .where('id', '=', propertyId)
    .executeTakeFirstOrThrow();
  const companies = await trx
    .selectFrom('company_profile')
    .select(['id', 'code', 'name'])
    .where('property_id', '=', propertyId)
    .where('code', 'in', ['MEKONG', 'LAOTEL', 'SCGNK', 'UNDPLA'])
    .execute();
  const terms = await trx
    .selectFrom('term_of_payment')
    .select(['id', 'code', 'days'])
    .where('property_id', '=', propertyId)
    .execute();
  const bank = await trx
    .selectFrom('payment_type')
    .select('id')
    .where('property_id', '=', propertyId)
    .where('code', '=', 'PROMPT')
    .executeTakeFirst();
  const term = (code: string) => terms.find((row) => row.code === code);
  const company = (code: string) => companies.find((row) => row.code === code);
  if (companies.length < 4 || !term('N30') || !term('N15') || !bank) return;

  // code, credit limit, term, restricted, invoices as [days old, amount, room, guest]
  const accounts: [string, string, string, boolean, [number, string, string, string][]][] = [
    [
      'MEKONG',
      '250000.00',
      'N30',
      false,
      [
        [3, '8640.50', '1203', 'Nguyen, Thi Lan'],
        [12, '15320.00', '2108', 'Keo, Somphone'],
        [44, '21980.75', '1115', 'Phan, Van Minh'],
        [75, '6450.00', '1208', 'Tanaka, Hiroshi'],
        [120, '12800.00', '2105', 'Sisavath, Khamphanh'],
      ],
    ],
    [
      'LAOTEL',
      '150000.00',
      'N30',
      false,
      [
        [8, '32400.00', '3116', 'Vongsa, Bounthavy'],
        [38, '18750.25', '3102', 'Inthavong, Souksavanh'],
        [66, '9860.00', '1121', 'Chanthavong, Phonesavanh'],
      ],
    ],
    [
      'SCGNK',
      '60000.00',
      'N15',
      false,
      [
        [5, '27500.00', '2111', 'Srisuk, Anurak'],
        [19, '24300.00', '2112', 'Chaiyaporn, Wichai'],
        [95, '4200.00', '1104', 'Boonmee, Siriporn'],
      ],
    ],
    [
      'UNDPLA',
      '80000.00',
      'N30',
      true,
      [
        [52, '11340.00', '3108', 'Andersson, Erik'],
        [140, '7925.50', '3110', 'Dubois, Claire'],
      ],
    ],
  ];

  let number = 690001;
  const invoiceIds = new Map<string, number[]>();
  for (const [code, creditLimit, termCode, restricted, invoices] of accounts) {
    const owner = company(code);
    const terms = term(termCode);
    if (!owner || !terms) continue;
    const folio = await trx
      .insertInto('folio')
      .values({
        property_id: propertyId,
        owner_kind: 'company',
        company_id: owner.id,
        name: owner.name.slice(0, 100),
        created_by: 'sale',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const account = await trx
      .insertInto('ar_account')
      .values({
        property_id: propertyId,
        company_id: owner.id,
        folio_id: folio.id,
        credit_limit: creditLimit,
        term_of_payment_id: terms.id,
        restricted,
        note: restricted ? 'On hold: invoices over 90 days under review' : '',
        created_by: 'sale',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ids: number[] = [];
    for (const [age, amount, room, guest] of invoices) {
      const invoiceDate = addDays(today, -age);
      const invoice = await trx
        .insertInto('ar_invoice')
        .values({
          property_id: propertyId,
          account_id: account.id,
          invoice_number: String(number),
          invoice_date: invoiceDate,
          due_date: addDays(invoiceDate, terms.days),
          amount,
          source_folio_id: folio.id,
          source_window: 1,
          description: `${room} ${guest}`,
          created_by: 'cashier',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      number += 1;
      ids.push(invoice.id);
    }
    invoiceIds.set(code, ids);
    const payment = async (age: number, amount: string, reference: string, allocations: [number, string][]) => {
      const paid = await trx
        .insertInto('ar_payment')
        .values({
          property_id: propertyId,
          account_id: account.id,
          payment_date: addDays(today, -age),
          payment_type_id: bank.id,
          currency_code: 'THB',
          foreign_amount: amount,
          exchange_rate: '1',
          amount,
          reference,
          created_by: 'sale',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [index, part] of allocations) {
        await trx
          .insertInto('ar_allocation')
          .values({
            property_id: propertyId,
            payment_id: paid.id,
            invoice_id: ids[index] as number,
            amount: part,
            created_by: 'sale',
          })
          .execute();
      }
    };
    if (code === 'MEKONG') {
      // The oldest paid in full, the 75-day one in part.
      await payment(30, '16800.00', 'KBANK TT 240518', [
        [4, '12800.00'],
        [3, '4000.00'],
      ]);
    }
    if (code === 'LAOTEL') {
      // Received, not yet matched to an invoice.
      await payment(2, '20000.00', 'BCEL wire 88231', []);
    }
  }
}
