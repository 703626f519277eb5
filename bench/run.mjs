// Runs every benchmark in bench/ and prints its ratios. Benchmarks are measurements, not tests:
// nothing here fails on a number. `pnpm bench`; BENCH_SECONDS sets the length of each load.
import { run as apiVsRaw } from './api-vs-raw.mjs';
import { run as availability } from './availability.mjs';
import { run as booking } from './booking.mjs';
import { run as bundle } from './bundle.mjs';
import { run as contractQuote } from './contract-quote.mjs';
import { run as dataGrid } from './datagrid.mjs';
import { run as dayEnd } from './day-end.mjs';
import { run as posting } from './posting.mjs';
import { run as receivable } from './receivable.mjs';
import { run as reports } from './reports.mjs';
import { run as roomRack } from './room-rack.mjs';

const benchmarks = {
  'api-vs-raw': apiVsRaw,
  datagrid: dataGrid,
  booking,
  availability,
  posting,
  receivable,
  'room-rack': roomRack,
  reports,
  'day-end': dayEnd,
  'contract-quote': contractQuote,
  bundle,
};
const only = process.argv[2];
for (const [name, benchmark] of Object.entries(benchmarks)) {
  if (only && only !== name) continue;
  await benchmark();
}
