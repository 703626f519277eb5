import { sumMoney } from '@pms/domain/money';
import type { ContractNight, ContractPrice } from './format.ts';

/**
 * A tour operator's contract price as the server answers it, for the stories and tests of the
 * screens that explain it: a deluxe room for two over Christmas, booked early (10 % off), a river
 * view supplement, the gala dinner on Christmas Eve, and a stay-7-pay-6 that does not match.
 */
export function contractPriceFixture(
  more: {
    arrival?: string;
    nights?: number;
    versionNumber?: number;
    earlyBooking?: boolean;
    bookingDate?: string;
  } = {},
): ContractPrice {
  const {
    arrival = '2026-12-23',
    nights = 3,
    versionNumber = 2,
    earlyBooking = true,
    bookingDate = '2026-11-20',
  } = more;
  const dates = Array.from({ length: nights }, (_, index) =>
    new Date(Date.parse(`${arrival}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10),
  );
  const nightOf = (date: string): ContractNight => ({
    date,
    season: 'PEAK',
    baseRate: '2040.00',
    steps: [
      { kind: 'base', name: 'PEAK · DLX · 2 adults', amount: '2040.00', runningAmount: '2040.00' },
      { kind: 'supplement', ruleId: 'RIVER', name: 'River view', amount: '300.00', runningAmount: '2340.00' },
      ...(earlyBooking
        ? [
            {
              kind: 'earlybird-rolling' as const,
              ruleId: 'EB30',
              name: 'Early booking 30 days, 10 %',
              amount: '-234.00',
              runningAmount: '2106.00',
            },
          ]
        : []),
    ],
    amount: earlyBooking ? '2106.00' : '2340.00',
  });
  const gala = dates.includes('2026-12-24');
  const compulsoryTotal = gala ? '3000.00' : '0.00';
  const priced = dates.map(nightOf);
  const nightsTotal = sumMoney(priced.map((night) => night.amount));
  return {
    contractId: 1,
    contractCode: 'APT-2627',
    contractName: 'Asia Pacific Tours 2026–27',
    contractVersionId: 10 + versionNumber,
    versionNumber,
    bookingDate,
    explanation: {
      status: 'priced',
      contractId: 'APT-2627',
      versionNo: versionNumber,
      currency: 'THB',
      nights: priced,
      compulsoryCharges: gala
        ? [
            {
              date: '2026-12-24',
              ruleId: 'GALA-XMAS',
              name: 'Christmas gala dinner',
              persons: 2,
              amountPerPerson: '1500.00',
              amount: '3000.00',
            },
          ]
        : [],
      offers: [
        {
          ruleId: 'EB30',
          name: 'Early booking 30 days, 10 %',
          kind: 'earlybird-rolling',
          outcome: earlyBooking ? 'applied' : 'not-matched',
          reason: earlyBooking
            ? 'Booked 33 days before arrival; 30 needed.'
            : 'Booked 25 days before arrival; 30 needed.',
        },
        {
          ruleId: 'STAY7',
          name: 'Stay 7 pay 6',
          kind: 'bonus-night',
          outcome: 'not-matched',
          reason: `The stay has ${nights} nights; the offer needs 7.`,
        },
      ],
      nightsTotal,
      compulsoryTotal,
      total: sumMoney([nightsTotal, compulsoryTotal]),
    },
  };
}
