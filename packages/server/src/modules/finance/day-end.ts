import type { Schemas } from '@pms/api-client';
import { sql } from 'kysely';
import { addDays } from '../../api/dates.ts';
import { ApiFailure, businessRule, conflict, refusalAfterCommit } from '../../api/errors.ts';
import type { ActionContext, PathHandlers } from '../../api/handlers.ts';
import { only, read, write } from '../../api/handlers.ts';
import { fromCents, sumMoney, toCents } from '../../api/money.ts';
import { postSystemCharges } from '../../api/system-charges.ts';
import { hotelDateOf } from '../../db/hotel-date.ts';
import { roomStatusBy } from '../../db/room-status-log.ts';
import type { Row } from '../../db/schema.ts';
import { BEFORE_ARRIVAL, NOT_ENDED, STAYED } from '../../db/statuses.ts';
import { blockersOf, chargeTotals, type DayEndPlan, planDayEnd, type RoomCharge } from './day-end-plan.ts';
import { freezeStatistics } from './statistics.ts';

// Day-end, the night audit (issue 19; domain.md "Day-end", operations.md §4).
//
// A run is one transaction (the pipeline's, with every audit record): domain.md wants steps 2–6 to
// commit atomically or not at all, so that cancelling or failing before the date moves leaves the
// hotel as it was. The steps run inside a savepoint; a step that fails rolls back to it, and the
// run is recorded as failed at that step (with its steps so far) in the same transaction, which
// then commits only that record. Running again resumes: the run's row counts another attempt and
// the steps run from the first, which is the step that did not finish, since nothing of the failed
// attempt stayed. A process killed mid-run (SIGKILL) leaves not even the record: its transaction
// never committed. Every step is safe to run twice all the same: no-shows only take stays still
// due, room charges are unique per (stay, night, code) in day_end_charge, statistics per (date,
// dimension, key), and the date moves by compare-and-set.

export const DAY_END_ENTITY = 'day-end';
const HOTEL_DATE_ENTITY = 'hotel-date';
const RESERVATION_ENTITY = 'reservation';
export const CANCELLED_MESSAGE = 'Day-end proceed was cancelled';

type StepName = Schemas['DayEndStepName'];
type Run = Schemas['DayEndRun'];

const STEPS: readonly StepName[] = ['checks', 'no-shows', 'room-charges', 'room-status', 'statistics', 'close-date'];

/** Advisory lock space of the day-end (with the property id): one run per hotel at a time. */
const LOCK_SPACE = 19_0001;

type StepHook = (step: StepName) => void | Promise<void>;
let afterStepHook: StepHook | undefined;

/**
 * Tests only: runs after each step's work, inside the run's transaction. A hook that throws is a
 * crash at that point: the run must fail, change nothing, and resume to the same ledger.
 */
export function setDayEndStepHookForTests(hook: StepHook | undefined): void {
  afterStepHook = hook;
}

/**
 * The crash test's power cut (day-end-crash.test.ts): a server started with
 * PMS_DAY_END_KILL_AFTER_STEP kills its own process with SIGKILL right after that step's work,
 * inside the run's open transaction, as a power cut or an out-of-memory kill would.
 */
const killAfterStep = process.env.PMS_DAY_END_KILL_AFTER_STEP;
if (killAfterStep) {
  afterStepHook = (step) => {
    if (step === killAfterStep) process.kill(process.pid, 'SIGKILL');
  };
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

async function readRun(context: Pick<ActionContext, 'db'>, run: Row<'day_end_run'>): Promise<Run> {
  const steps = await context.db
    .selectFrom('day_end_step')
    .selectAll()
    .where('run_id', '=', run.id)
    .orderBy('position')
    .execute();
  return {
    id: run.id,
    hotelDate: run.hotel_date,
    status: run.status,
    attempts: run.attempts,
    startedBy: run.started_by,
    startedAt: iso(run.started_at),
    finishedBy: run.finished_by,
    finishedAt: run.finished_at === null ? null : iso(run.finished_at),
    failedStep: run.failed_step as StepName | null,
    error: run.error,
    steps: steps.map((step) => ({
      step: step.step,
      position: step.position,
      status: step.status,
      startedAt: iso(step.started_at),
      finishedAt: step.finished_at === null ? null : iso(step.finished_at),
      rows: step.rows,
      error: step.error,
    })),
  };
}

/** The run of a hotel date that is not cancelled (running, failed or completed), if any. */
function openRunOf(context: Pick<ActionContext, 'db'>, propertyId: number, hotelDate: string) {
  return context.db
    .selectFrom('day_end_run')
    .selectAll()
    .where('property_id', '=', propertyId)
    .where('hotel_date', '=', hotelDate)
    .where('status', '<>', 'cancelled');
}

/** The run of the hotel date, or else the last run of the hotel. */
async function currentOrLastRun(context: Pick<ActionContext, 'db'>, propertyId: number, hotelDate: string) {
  const run =
    (await openRunOf(context, propertyId, hotelDate).executeTakeFirst()) ??
    (await context.db
      .selectFrom('day_end_run')
      .selectAll()
      .where('property_id', '=', propertyId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst());
  return run ? readRun(context, run) : null;
}

function staleDate(current: string): ApiFailure {
  return conflict('STALE_HOTEL_DATE', `The hotel date is ${current} now; reload it and try again`, [
    { field: '/data/0/hotelDate', message: `is not the hotel date (${current})` },
  ]);
}

interface StepRecord {
  step: StepName;
  position: number;
  startedAt: Date;
  finishedAt: Date | null;
  rows: number;
  error: string | null;
}

/**
 * The no-show fee of the stays just made no-shows, by their contracts' cancellation policies
 * (worked out in the plan), added to the reservation's `no_show_fee` with each stay's explanation.
 * Recorded, not posted: the system charge path posts to in-house stays' guest folios, and a no-show
 * has none (a charge to the booking's deposit folio would be the deposit ledger's to decide).
 * Null when none of the stays has a policy.
 */
async function recordNoShowFees(
  context: ActionContext,
  plan: DayEndPlan,
  reservationId: number,
  stayIds: readonly number[],
): Promise<{ before: string | null; after: string; fees: unknown[] } | null> {
  const fees = stayIds.flatMap((stayId) => {
    const fee = plan.noShowFees.get(stayId);
    return fee ? [{ stayId, hotelDate: plan.hotelDate, ...fee }] : [];
  });
  if (fees.length === 0) return null;
  const sum = sumMoney(fees.map((fee) => fee.fee));
  const current = await context.db
    .selectFrom('reservation')
    .select('no_show_fee')
    .where('id', '=', reservationId)
    .executeTakeFirstOrThrow();
  const before = current.no_show_fee === null ? null : fromCents(toCents(String(current.no_show_fee)));
  const after = sumMoney([before ?? '0', sum]);
  await context.db
    .updateTable('reservation')
    .set({
      no_show_fee: after,
      no_show_fee_explanation: sql`coalesce(no_show_fee_explanation, '[]'::jsonb) || ${JSON.stringify(fees)}::jsonb`,
    })
    .where('id', '=', reservationId)
    .execute();
  return { before, after, fees };
}

async function noShows(context: ActionContext, plan: DayEndPlan): Promise<number> {
  const { db, propertyId } = context;
  if (plan.noShowStayIds.length === 0) return 0;
  const changed = await db
    .updateTable('room_stay')
    .set({ status: 'no-show', version: sql`version + 1` })
    .where('property_id', '=', propertyId)
    .where('id', 'in', plan.noShowStayIds)
    .where('status', 'in', BEFORE_ARRIVAL)
    .where('arrival', '<=', plan.hotelDate)
    .returning(['id', 'reservation_id', 'status'])
    .execute();
  const before = await db
    .selectFrom('room_stay')
    .select(['id', 'reservation_id'])
    .where('id', 'in', plan.noShowStayIds)
    .execute();
  const reservations = [...new Set(changed.map((row) => row.reservation_id))].sort((a, b) => a - b);
  for (const reservationId of reservations) {
    const booking = await db
      .selectFrom('reservation')
      .select(['status'])
      .where('id', '=', reservationId)
      .executeTakeFirstOrThrow();
    // The booking is a no-show when none of its stays is still to come, in house or stayed.
    const alive = await db
      .selectFrom('room_stay')
      .select('id')
      .where('reservation_id', '=', reservationId)
      .where('status', 'in', [...NOT_ENDED, ...STAYED])
      .executeTakeFirst();
    let status = booking.status;
    if (!alive && (BEFORE_ARRIVAL as readonly string[]).includes(booking.status)) {
      await db
        .updateTable('reservation')
        .set({ status: 'no-show', version: sql`version + 1` })
        .where('id', '=', reservationId)
        .execute();
      status = 'no-show';
    }
    const stayIds = before.filter((row) => row.reservation_id === reservationId).map((row) => row.id);
    const noShowFee = await recordNoShowFees(
      context,
      plan,
      reservationId,
      changed.filter((row) => row.reservation_id === reservationId).map((row) => row.id),
    );
    await context.audit({
      entity: RESERVATION_ENTITY,
      entityId: reservationId,
      before: { status: booking.status, ...(noShowFee ? { noShowFee: noShowFee.before } : {}) },
      after: {
        status,
        noShowStayIds: stayIds,
        hotelDate: plan.hotelDate,
        by: 'day-end',
        ...(noShowFee ? { noShowFee: noShowFee.after, noShowFees: noShowFee.fees } : {}),
      },
    });
  }
  return changed.length;
}

async function roomCharges(context: ActionContext, plan: DayEndPlan, runId: number): Promise<RoomCharge[]> {
  const results = await postSystemCharges(
    context,
    plan.roomCharges.map((charge) => {
      const reference =
        charge.exchangeRate === '1'
          ? `Day-end ${charge.night}`
          : `Day-end ${charge.night} ${charge.rateCurrencyCode} ${charge.rateAmount} @ ${charge.exchangeRate}`;
      return {
        stayId: charge.stayId,
        transactionCodeId: charge.transactionCodeId,
        unitAmount: charge.unitAmount,
        quantity: 1,
        description: `Room charge ${charge.roomNumber} ${charge.night}`.trim(),
        reference: reference.slice(0, 100),
      };
    }),
  );
  const posted = plan.roomCharges.map((charge, index) => {
    const result = results[index];
    if (!result) throw new Error(`no posting for the room charge of stay ${charge.stayId}`);
    return { charge, result };
  });
  // The stay's night and code are the key: a second posting of it fails the whole run.
  for (let start = 0; start < posted.length; start += 1000) {
    await context.db
      .insertInto('day_end_charge')
      .values(
        posted.slice(start, start + 1000).map(({ charge, result }) => ({
          property_id: context.propertyId,
          stay_id: charge.stayId,
          hotel_date: charge.night,
          transaction_code_id: charge.transactionCodeId,
          run_id: runId,
          posting_id: result.postingId,
        })),
      )
      .execute();
  }
  return posted.map(({ charge, result }) => ({
    ...charge,
    netAmount: result.netAmount,
    serviceCharge: result.serviceCharge,
    tax: result.tax,
    total: result.total,
  }));
}

async function roomStatus(context: ActionContext, plan: DayEndPlan): Promise<number> {
  const { db, propertyId } = context;
  if (plan.roomChanges.length === 0) return 0;
  await roomStatusBy(db, { actor: context.actor, source: 'day-end', note: `Day-end ${plan.hotelDate}` });
  // Occupied rooms in one statement (a full hotel is 2,000 of them); returning rooms each have a
  // status of their own.
  const occupied = plan.roomChanges.filter((change) => change.reason === 'occupied').map((change) => change.roomId);
  let rows = 0;
  if (occupied.length > 0) {
    const result = await db
      .updateTable('room')
      .set({ housekeeping_status: 'dirty' })
      .where('id', 'in', occupied)
      .where('property_id', '=', propertyId)
      .where('housekeeping_status', '<>', 'dirty')
      .executeTakeFirst();
    rows += Number(result.numUpdatedRows);
  }
  for (const change of plan.roomChanges.filter((change) => change.reason !== 'occupied')) {
    const status = change.toStatus as 'dirty' | 'clean' | 'inspected';
    const result = await db
      .updateTable('room')
      .set({ housekeeping_status: status })
      .where('id', '=', change.roomId)
      .where('property_id', '=', propertyId)
      .where('housekeeping_status', '<>', status)
      .executeTakeFirst();
    rows += Number(result.numUpdatedRows);
  }
  await context.audit({
    entity: 'room-status',
    entityId: null,
    before: plan.roomChanges.map((change) => ({ roomId: change.roomId, status: change.fromStatus })),
    after: plan.roomChanges.map((change) => ({
      roomId: change.roomId,
      status: change.toStatus,
      reason: change.reason,
    })),
  });
  return rows;
}

async function closeDate(context: ActionContext, plan: DayEndPlan): Promise<number> {
  const { db, propertyId } = context;
  // The system shift of the date (and any left from before) closes: the posting trigger refuses a
  // closed shift, and the date's own guard refuses the date.
  const shifts = await db
    .updateTable('cashier_shift')
    .set({ closed_at: sql`now()`, closed_by: 'day-end' })
    .where('property_id', '=', propertyId)
    .where('user_id', 'is', null)
    .where('hotel_date', '<=', plan.hotelDate)
    .where('closed_at', 'is', null)
    .returning('id')
    .execute();
  for (const shift of shifts) {
    await context.audit({
      entity: 'cashier-shift',
      entityId: shift.id,
      before: { status: 'open' },
      after: { status: 'closed', closedBy: 'day-end' },
    });
  }
  const moved = await db
    .updateTable('property')
    .set({ hotel_date: plan.nextHotelDate })
    .where('id', '=', propertyId)
    .where('hotel_date', '=', plan.hotelDate)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw staleDate(await hotelDateOf(db, propertyId));
  await context.audit({
    entity: HOTEL_DATE_ENTITY,
    entityId: propertyId,
    before: { value: plan.hotelDate },
    after: { value: plan.nextHotelDate },
  });
  return shifts.length + 1;
}

async function writeSteps(context: ActionContext, runId: number, steps: readonly StepRecord[], failed?: StepName) {
  if (steps.length === 0) return;
  await context.db
    .insertInto('day_end_step')
    .values(
      steps.map((step) => ({
        run_id: runId,
        property_id: context.propertyId,
        step: step.step,
        position: step.position,
        status:
          step.step === failed ? ('failed' as const) : step.finishedAt ? ('completed' as const) : ('running' as const),
        started_at: step.startedAt,
        finished_at: step.finishedAt,
        rows: step.rows,
        error: step.error,
      })),
    )
    .execute();
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

async function runDayEnd(context: ActionContext, expected: string): Promise<Schemas['DayEndRunDone']> {
  const { db, propertyId } = context;
  // One run per hotel at a time; a second one is told at once rather than queued behind it.
  const lock = await sql<{
    locked: boolean;
  }>`select pg_try_advisory_xact_lock(${LOCK_SPACE}, ${propertyId}) as locked`.execute(db);
  if (!lock.rows[0]?.locked) {
    throw conflict('DAY_END_RUNNING', 'Another day-end is running for this hotel; wait for it', [
      { field: '/data/0/hotelDate', message: 'is being closed by another run' },
    ]);
  }
  const hotel = await db
    .selectFrom('property')
    .select('hotel_date')
    .where('id', '=', propertyId)
    .forNoKeyUpdate()
    .executeTakeFirstOrThrow();
  if (hotel.hotel_date !== expected) throw staleDate(hotel.hotel_date);
  // Postings and shifts wait while the date closes: a posting that read the date before the roll
  // meets the closed-date trigger after it, and no shift opens or closes under the checks.
  await sql`lock table posting, cashier_shift in share row exclusive mode`.execute(db);

  const existing = await openRunOf(context, propertyId, expected).forUpdate().executeTakeFirst();
  if (existing?.status === 'completed') {
    throw conflict('DAY_END_DONE', `The day-end of ${expected} is complete`, [
      { field: '/data/0/hotelDate', message: 'is closed already' },
    ]);
  }
  const plan = await planDayEnd(db, propertyId);
  const blockers = blockersOf(plan);
  if (blockers.length > 0) {
    const kinds = [...new Set(blockers.map((finding) => finding.code))].join(', ');
    throw businessRule(
      'DAY_END_BLOCKED',
      `Day-end of ${expected} is blocked: ${blockers.length} to resolve (${kinds})`,
      [{ field: '/data/0/hotelDate', message: `has ${blockers.length} blocker(s): ${kinds}; see the preview` }],
    );
  }

  const steps: StepRecord[] = [];
  let current: StepRecord | undefined;
  await sql`savepoint day_end_steps`.execute(db);
  let runId: number;
  try {
    if (existing) {
      runId = existing.id;
      await db.deleteFrom('day_end_step').where('run_id', '=', runId).execute();
      await db
        .updateTable('day_end_run')
        .set({
          status: 'running',
          attempts: sql`attempts + 1`,
          started_by: context.actor,
          started_at: sql`now()`,
          finished_at: null,
          finished_by: null,
          failed_step: null,
          error: null,
        })
        .where('id', '=', runId)
        .execute();
    } else {
      const inserted = await db
        .insertInto('day_end_run')
        .values({ property_id: propertyId, hotel_date: expected, status: 'running', started_by: context.actor })
        .returning('id')
        .executeTakeFirstOrThrow();
      runId = inserted.id;
    }
    let posted: RoomCharge[] = [];
    for (const [index, step] of STEPS.entries()) {
      current = { step, position: index + 1, startedAt: new Date(), finishedAt: null, rows: 0, error: null };
      steps.push(current);
      if (step === 'checks') current.rows = plan.findings.length;
      else if (step === 'no-shows') current.rows = await noShows(context, plan);
      else if (step === 'room-charges') {
        posted = await roomCharges(context, plan, runId);
        current.rows = posted.length;
      } else if (step === 'room-status') current.rows = await roomStatus(context, plan);
      else if (step === 'statistics') current.rows = await freezeStatistics(context, plan, runId);
      else current.rows = await closeDate(context, plan);
      await afterStepHook?.(step);
      current.finishedAt = new Date();
    }
    await db
      .updateTable('day_end_run')
      .set({ status: 'completed', finished_at: sql`now()`, finished_by: context.actor })
      .where('id', '=', runId)
      .execute();
    await writeSteps(context, runId, steps);
    const run = await db.selectFrom('day_end_run').selectAll().where('id', '=', runId).executeTakeFirstOrThrow();
    const answer = await readRun(context, run);
    await context.audit({ entity: DAY_END_ENTITY, entityId: runId, before: existing ?? null, after: answer });
    return { run: answer, hotelDate: plan.nextHotelDate, roomCharges: posted, roomChargeTotals: chargeTotals(posted) };
  } catch (error) {
    await sql`rollback to savepoint day_end_steps`.execute(db);
    const failedStep = current?.step ?? 'checks';
    const message = error instanceof ApiFailure ? `${error.code}: ${error.message}` : errorText(error);
    if (current) current.error = message.slice(0, 500);
    // The failure is the one thing this attempt leaves: which step, why, and the steps before it.
    let failedRunId: number;
    if (existing) {
      failedRunId = existing.id;
      await db.deleteFrom('day_end_step').where('run_id', '=', failedRunId).execute();
      await db
        .updateTable('day_end_run')
        .set({
          status: 'failed',
          attempts: sql`attempts + 1`,
          started_by: context.actor,
          started_at: sql`now()`,
          finished_at: sql`now()`,
          finished_by: context.actor,
          failed_step: failedStep,
          error: message.slice(0, 500),
        })
        .where('id', '=', failedRunId)
        .execute();
    } else {
      const inserted = await db
        .insertInto('day_end_run')
        .values({
          property_id: propertyId,
          hotel_date: expected,
          status: 'failed',
          started_by: context.actor,
          finished_at: sql`now()`,
          finished_by: context.actor,
          failed_step: failedStep,
          error: message.slice(0, 500),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      failedRunId = inserted.id;
    }
    await writeSteps(context, failedRunId, steps, failedStep);
    const run = await db.selectFrom('day_end_run').selectAll().where('id', '=', failedRunId).executeTakeFirstOrThrow();
    await context.audit({
      entity: DAY_END_ENTITY,
      entityId: failedRunId,
      before: existing ?? null,
      after: await readRun(context, run),
    });
    throw refusalAfterCommit(
      new ApiFailure(
        500,
        'DAY_END_FAILED',
        `Day-end of ${expected} stopped at ${failedStep} (${message}); nothing was changed, run it again to resume`,
        [{ field: '/data/0/hotelDate', message: `day-end stopped at ${failedStep}` }],
      ),
    );
  }
}

async function cancelDayEnd(context: ActionContext, expected: string): Promise<Schemas['DayEndCancelled']> {
  const { db, propertyId } = context;
  const hotelDate = await hotelDateOf(db, propertyId);
  if (hotelDate !== expected) throw staleDate(hotelDate);
  const lock = await sql<{
    locked: boolean;
  }>`select pg_try_advisory_xact_lock(${LOCK_SPACE}, ${propertyId}) as locked`.execute(db);
  if (!lock.rows[0]?.locked) {
    // A run commits all its steps or none; it cannot be stopped half-way, only waited for.
    throw conflict('DAY_END_RUNNING', 'The day-end is running and commits all its steps at once; wait for it', [
      { field: '/data/0/hotelDate', message: 'is being closed by a run' },
    ]);
  }
  const open = await openRunOf(context, propertyId, expected).forUpdate().executeTakeFirst();
  if (!open) return { message: CANCELLED_MESSAGE, hotelDate, run: null };
  if (open.status === 'completed') {
    throw conflict('DAY_END_DONE', `The day-end of ${expected} is complete and cannot be cancelled`, [
      { field: '/data/0/hotelDate', message: 'is closed already' },
    ]);
  }
  const before = await readRun(context, open);
  await db
    .updateTable('day_end_run')
    .set({ status: 'cancelled', finished_at: sql`now()`, finished_by: context.actor })
    .where('id', '=', open.id)
    .execute();
  const row = await db.selectFrom('day_end_run').selectAll().where('id', '=', open.id).executeTakeFirstOrThrow();
  const after = await readRun(context, row);
  await context.audit({ entity: DAY_END_ENTITY, entityId: open.id, before, after });
  return { message: CANCELLED_MESSAGE, hotelDate, run: after };
}

export const dayEndHandlers: PathHandlers<'finance/day-end'> = {
  preview: read(async (context) => {
    const { db, propertyId } = context;
    const plan = await planDayEnd(db, propertyId);
    const run = await openRunOf(context, propertyId, plan.hotelDate).executeTakeFirst();
    return [
      {
        hotelDate: plan.hotelDate,
        nextHotelDate: addDays(plan.hotelDate, 1),
        canRun: blockersOf(plan).length === 0,
        findings: plan.findings,
        noShows: plan.noShowStayIds.length,
        roomCharges: plan.roomCharges,
        roomChargeTotals: chargeTotals(plan.roomCharges),
        roomChanges: plan.roomChanges,
        run: run ? await readRun(context, run) : null,
      },
    ];
  }),
  run: write(async (context, data) => [await runDayEnd(context, only(data).hotelDate)]),
  status: read(async (context) => {
    const hotelDate = await hotelDateOf(context.db, context.propertyId);
    return [{ hotelDate, run: await currentOrLastRun(context, context.propertyId, hotelDate) }];
  }),
  cancel: write(async (context, data) => [await cancelDayEnd(context, only(data).hotelDate)]),
};
