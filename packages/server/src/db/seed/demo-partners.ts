import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

/*
 * What sales keeps of the demo hotel's partners and companies (issue 20, migration 0240): the kind,
 * the contact, the billing e-mail and address, the country and tax id, the credit limit and days
 * to pay (the same as their accounts receivable where the finance office opened one,
 * demo-receivable.ts), and the market, source and segment their bookings take. Runs after the
 * bookings, receivables and contracts have created the profiles; a profile missing is left out.
 */

interface PartnerDetails {
  kind: 'company' | 'travel-agent' | 'tour-operator' | 'wholesaler';
  contactName: string;
  phone: string;
  email: string;
  billingEmail: string;
  address: string;
  country: string;
  taxId: string;
  creditLimit: string;
  paymentTermDays: number;
  market: string;
  source: string | null;
  segment: string;
}

const DETAILS: Record<string, PartnerDetails> = {
  // The three partners with a contract in force (demo-contracts.ts).
  ASIAPAC: {
    kind: 'tour-operator',
    contactName: 'Ms. Lin Wei',
    phone: '+66 2 555 0147',
    email: 'contracting@asiapactours.example',
    billingEmail: 'accounts@asiapactours.example',
    address: '88/12 Sukhumvit Soi 21, Khlong Toei Nuea, Watthana, Bangkok 10110',
    country: 'TH',
    taxId: '0105558012345',
    creditLimit: '500000.00',
    paymentTermDays: 30,
    market: 'ASIA',
    source: 'PHONE',
    segment: 'GRP',
  },
  MEKTRAV: {
    kind: 'wholesaler',
    contactName: 'Mr. Nguyen Van Hai',
    phone: '+84 24 3555 0190',
    email: 'hotels@mekongtravel.example',
    billingEmail: 'finance@mekongtravel.example',
    address: '27 Hang Bai Street, Hoan Kiem, Hanoi',
    country: 'VN',
    taxId: '0101234567',
    creditLimit: '300000.00',
    paymentTermDays: 45,
    market: 'ASIA',
    source: 'PHONE',
    segment: 'GRP',
  },
  SIAMDMC: {
    kind: 'travel-agent',
    contactName: 'Khun Pimchanok Srisuk',
    phone: '+66 42 555 0123',
    email: 'reservations@siamdmc.example',
    billingEmail: 'ar@siamdmc.example',
    address: '199 Prajak Road, Mueang, Nong Khai 43000',
    country: 'TH',
    taxId: '0435561000789',
    creditLimit: '200000.00',
    paymentTermDays: 15,
    market: 'DOM',
    source: 'PHONE',
    segment: 'FIT',
  },
  // The online agent with a dynamic profile (a discount on the public rate).
  LXONLINE: {
    kind: 'travel-agent',
    contactName: 'Ms. Keophet Sengdara',
    phone: '+856 21 555 480',
    email: 'partners@lanexangonline.example',
    billingEmail: 'billing@lanexangonline.example',
    address: 'Setthathirath Road, Chanthabouly, Vientiane',
    country: 'LA',
    taxId: '0412345678000',
    creditLimit: '100000.00',
    paymentTermDays: 15,
    market: 'ASIA',
    source: 'WEB',
    segment: 'FIT',
  },
  // Companies the demo's bookings and receivables use.
  MEKONG: {
    kind: 'company',
    contactName: 'Mr. Somsack Phommachanh',
    phone: '+856 21 555 310',
    email: 'admin@mekongcruises.example',
    billingEmail: 'accounts@mekongcruises.example',
    address: 'Fa Ngum Road, Chanthabouly, Vientiane',
    country: 'LA',
    taxId: '0123456789000',
    creditLimit: '250000.00',
    paymentTermDays: 30,
    market: 'ASIA',
    source: 'PHONE',
    segment: 'CORP',
  },
  LAOTEL: {
    kind: 'company',
    contactName: 'Ms. Bounthavy Vongsa',
    phone: '+856 21 555 200',
    email: 'travel@laotel.example',
    billingEmail: 'payables@laotel.example',
    address: 'Lane Xang Avenue, Chanthabouly, Vientiane',
    country: 'LA',
    taxId: '0198765432000',
    creditLimit: '150000.00',
    paymentTermDays: 30,
    market: 'ASIA',
    source: 'PHONE',
    segment: 'CORP',
  },
  SCGNK: {
    kind: 'company',
    contactName: 'Khun Anurak Srisuk',
    phone: '+66 42 555 0456',
    email: 'travel.nk@scg.example',
    billingEmail: 'ap.nk@scg.example',
    address: '55 Mittraphap Road, Mueang, Nong Khai 43000',
    country: 'TH',
    taxId: '0107537000254',
    creditLimit: '60000.00',
    paymentTermDays: 15,
    market: 'DOM',
    source: 'PHONE',
    segment: 'CORP',
  },
  UNDPLA: {
    kind: 'company',
    contactName: 'Mr. Erik Andersson',
    phone: '+856 21 267 777',
    email: 'travel.la@undp.example',
    billingEmail: 'finance.la@undp.example',
    address: 'Lane Xang Avenue, Vientiane',
    country: 'LA',
    taxId: '',
    creditLimit: '80000.00',
    paymentTermDays: 30,
    market: 'EUR',
    source: 'WEB',
    segment: 'GOV',
  },
};

export async function seedDemoPartners(trx: Kysely<Database>, propertyId: number): Promise<void> {
  const idsOf = async (table: 'country' | 'market' | 'source' | 'segment', column: 'iso_code' | 'code') => {
    const { rows } = await sql<{ id: number; code: string }>`
      select id, ${sql.ref(column)} as code from ${sql.table(table)} where property_id = ${propertyId}`.execute(trx);
    return new Map(rows.map((row) => [row.code, row.id]));
  };
  const countries = await idsOf('country', 'iso_code');
  const markets = await idsOf('market', 'code');
  const sources = await idsOf('source', 'code');
  const segments = await idsOf('segment', 'code');
  for (const [code, details] of Object.entries(DETAILS)) {
    await trx
      .updateTable('company_profile')
      .set({
        kind: details.kind,
        contact_name: details.contactName,
        phone: details.phone,
        email: details.email,
        billing_email: details.billingEmail,
        address: details.address,
        country_id: countries.get(details.country) ?? null,
        tax_id: details.taxId,
        credit_limit: details.creditLimit,
        payment_term_days: details.paymentTermDays,
        market_id: markets.get(details.market) ?? null,
        source_id: details.source ? (sources.get(details.source) ?? null) : null,
        segment_id: segments.get(details.segment) ?? null,
      })
      .where('property_id', '=', propertyId)
      .where('code', '=', code)
      .execute();
  }
}
