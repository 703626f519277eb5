// Quoting a stay through a sales contract (issue 20). (1) In one process: the pure quote engine
// (@pms/domain/contracts) pricing a 14-night stay for 2 adults and a child through a contract with
// every kind of rule — two seasons, child bands, a per-person and a per-room supplement, early-bird
// by period and rolling, long stay, a repeating stay-7-pay-6, a CTA/CTD rule and a compulsory gala
// dinner — against pricing the same 14 nights from a plain rate table (the row covering each night,
// priced for the occupancy by the server's own priceForOccupancy, summed exactly): quotes per
// second each, interleaved in rounds, and their ratio. (2) Through the API on the demo hotel
// (PGlite): `reservation/rate` `quote` of 14 nights for Asia Pacific Tours (its contract prices
// it) against the same stay on the public rate code BAR (no company), call after call in turn,
// median milliseconds and their ratio. Benchmarks report; nothing fails on a number.
// `pnpm bench contract-quote`; BENCH_QUOTE_ROUNDS (default 10) and BENCH_QUOTE_CALLS (default 200).
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import {
  callApi,
  machineNote,
  median,
  printTable,
  root,
  round,
  scratchFolder,
  serverRequire,
  signIn,
  startApi,
} from './harness.mjs';

const HOTEL_DATE = '2026-11-21';
const ROUNDS = Number(process.env.BENCH_QUOTE_ROUNDS ?? 10);
const CALLS = Number(process.env.BENCH_QUOTE_CALLS ?? 200);
const ROUND_MS = 300;

async function load(path) {
  await import(pathToFileURL(serverRequire.resolve('tsx')).href);
  return import(pathToFileURL(join(root, path)).href);
}

/** Every kind of rule the engine knows, on two seasons the stay crosses. */
const contract = {
  contractId: 'BENCH',
  versionNo: 1,
  currency: 'THB',
  validity: { from: '2026-11-01', to: '2027-04-30' },
  childPolicy: {
    adultFromAge: 12,
    bands: [
      { fromAge: 0, toAge: 5, charge: { kind: 'free' } },
      { fromAge: 6, toAge: 11, charge: { kind: 'percent-of-adult', percent: '50' } },
    ],
  },
  seasons: [
    {
      code: 'LOW',
      nights: { from: '2026-11-01', to: '2026-12-19' },
      rates: [1, 2, 3].map((adults) => ({ roomType: 'DLX', adults, amount: `${1800 + adults * 200}.00` })),
    },
    {
      code: 'HIGH',
      nights: { from: '2026-12-20', to: '2027-04-30' },
      minNights: 3,
      rates: [1, 2, 3].map((adults) => ({ roomType: 'DLX', adults, amount: `${2600 + adults * 300}.00` })),
    },
  ],
  rules: [
    { kind: 'supplement', id: 'HB', name: 'Half board', basis: 'per-person', amount: '450.00', childrenFromAge: 6 },
    { kind: 'supplement', id: 'RIV', name: 'River view', basis: 'per-room', amount: '300.00', roomTypes: ['DLX'] },
    {
      kind: 'earlybird-period',
      id: 'EBP',
      name: 'Early booking',
      booked: { from: '2026-06-01', to: '2026-11-30' },
      stayWindow: { from: '2026-11-01', to: '2027-03-31' },
      value: { kind: 'percent', percent: '10' },
      priority: 1,
      combinesWith: ['LS', 'S7'],
    },
    {
      kind: 'earlybird-rolling',
      id: 'EBR',
      name: 'Book 60 days ahead',
      daysBeforeArrival: 60,
      value: { kind: 'percent', percent: '12' },
      priority: 2,
      combinesWith: [],
    },
    {
      kind: 'long-stay',
      id: 'LS',
      name: 'Long stay',
      minNights: 10,
      value: { kind: 'amount', amount: '150.00', per: 'room' },
      priority: 3,
      combinesWith: ['EBP', 'S7'],
    },
    {
      kind: 'bonus-night',
      id: 'S7',
      name: 'Stay 7 pay 6',
      stayNights: 7,
      payNights: 6,
      repeats: true,
      priority: 4,
      combinesWith: ['EBP', 'LS'],
    },
    {
      kind: 'cta-ctd',
      id: 'XMAS',
      name: 'No arrivals at Christmas',
      closedToArrival: true,
      closedToDeparture: true,
      dates: [{ from: '2026-12-24', to: '2026-12-25' }],
    },
    {
      kind: 'compulsory',
      id: 'GALA',
      name: 'New Year gala',
      dates: ['2026-12-31'],
      amountPerPerson: '2400.00',
      childrenFromAge: 6,
    },
  ],
};
const request = {
  roomType: 'DLX',
  arrival: '2026-12-12',
  departure: '2026-12-26',
  adults: 2,
  childAges: [8],
  bookingDate: HOTEL_DATE,
};
/** The plain rate table a rate code keeps: one row per season, priced by occupancy. */
const rateTable = [
  {
    from: '2026-11-01',
    to: '2026-12-19',
    single: '2000.00',
    double: '2200.00',
    extraAdult: '400.00',
    extraChild: '350.00',
  },
  {
    from: '2026-12-20',
    to: '2027-04-30',
    single: '2900.00',
    double: '3200.00',
    extraAdult: '600.00',
    extraChild: '500.00',
  },
];

/** Quotes per second of `work`, in rounds of ROUND_MS alternating with `other`. */
function interleaved(contenders) {
  const counts = contenders.map(() => []);
  for (let roundIndex = 0; roundIndex < ROUNDS; roundIndex += 1) {
    contenders.forEach((work, index) => {
      let done = 0;
      const start = performance.now();
      let elapsed = 0;
      while (elapsed < ROUND_MS) {
        for (let i = 0; i < 50; i += 1) work();
        done += 50;
        elapsed = performance.now() - start;
      }
      counts[index].push((done * 1000) / elapsed);
    });
  }
  return counts.map(median);
}

async function engineVersusTable() {
  const { quote } = await load('packages/domain/src/contracts/quote.ts');
  const { nightsOf } = await load('packages/domain/src/calendar.ts');
  const { sumMoney } = await load('packages/domain/src/money.ts');
  const { priceForOccupancy } = await load('packages/server/src/pricing/public-rate.ts');
  const sample = quote(contract, request);
  if (sample.status !== 'priced') throw new Error(`The bench contract refuses its stay: ${JSON.stringify(sample)}`);
  const applied = sample.offers.filter((offer) => offer.outcome === 'applied').map((offer) => offer.ruleId);
  const plain = () => {
    const amounts = nightsOf(request.arrival, request.departure).map((night) => {
      const row = rateTable.find((candidate) => candidate.from <= night && night <= candidate.to);
      return priceForOccupancy(row, request.adults, request.childAges.length);
    });
    return sumMoney(amounts);
  };
  const [engine, table] = interleaved([() => quote(contract, request), plain]);
  printTable('Quote a 14-night stay: contract with every kind of rule vs a plain rate table (one process)', [
    { contender: 'quote engine (contract)', 'quotes/s': Math.round(engine), total: sample.total },
    { contender: 'plain rate table', 'quotes/s': Math.round(table), total: plain() },
  ]);
  console.log(
    `engine / plain table = ${round(engine / table, 3)} (the engine priced ${sample.nights.length} nights, offers applied: ${applied.join(', ')}; ${machineNote()})`,
  );
}

async function apiQuotes() {
  const folder = scratchFolder('pms-bench-quote-');
  const server = await startApi({ dataDir: folder.path, env: { SEED_DEMO: '1', HOTEL_DATE } });
  try {
    const headers = await signIn(server.url);
    const contracts = await callApi(server.url, headers, 'sales/contract', 'list', [{}]);
    const apt = contracts.data.find((row) => row.code === 'APT-2627');
    const rateCodes = await callApi(server.url, headers, 'configuration/rate-code', 'list-minimum', []);
    const bar = rateCodes.data.find((row) => row.code === 'BAR');
    const roomTypes = await callApi(server.url, headers, 'configuration/room-type', 'list-minimum', []);
    const dlx = roomTypes.data.find((row) => row.code === 'DLX');
    if (!apt || !bar || !dlx) throw new Error('The demo hotel lacks APT-2627, BAR or DLX');
    const stay = { roomTypeId: dlx.id, arrival: '2026-12-01', departure: '2026-12-15', adults: 2, children: 1 };
    const byContract = [{ ...stay, rateCodeId: null, companyProfileId: apt.companyProfileId }];
    const byRateCode = [{ ...stay, rateCodeId: bar.id, companyProfileId: null }];
    const check = await callApi(server.url, headers, 'reservation/rate', 'quote', byContract);
    if (check.data[0].nights[0].source !== 'contract') throw new Error('The contract did not price the stay');
    const times = [[], []];
    for (let call = 0; call < CALLS + 20; call += 1) {
      for (const [index, data] of [byContract, byRateCode].entries()) {
        const start = performance.now();
        await callApi(server.url, headers, 'reservation/rate', 'quote', data);
        if (call >= 20) times[index].push(performance.now() - start);
      }
    }
    const [contractMs, rateMs] = times.map(median);
    printTable('reservation/rate quote, 14 nights, through the API (PGlite, demo hotel)', [
      {
        priced: 'by the APT-2627 contract',
        'median ms': round(contractMs, 2),
        'calls/s': Math.round(1000 / contractMs),
      },
      { priced: 'by the rate code BAR', 'median ms': round(rateMs, 2), 'calls/s': Math.round(1000 / rateMs) },
    ]);
    console.log(
      `contract / rate code = ${round(contractMs / rateMs, 3)} (time per call; ${CALLS} calls each; ${machineNote()})`,
    );
  } finally {
    await server.stop();
    folder.remove();
  }
}

export async function run() {
  await engineVersusTable();
  await apiQuotes();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
