import type { FieldError } from '@pms/api-client';

/** Envelope id of a failure the server describes in `desc` (spec §8). */
export const SERVER_DESCRIBED_FAILURE = 99999;
/** Envelope id of a refused login (spec §5). */
export const LOGIN_REFUSED = 10001;

/** A failure that reaches the caller as an error envelope with this status; nothing is changed. */
export class ApiFailure extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503,
    readonly code: string,
    message: string,
    readonly errors: FieldError[] = [],
    readonly envelopeId: number = SERVER_DESCRIBED_FAILURE,
    /** More fields of apiResponse (a refused login's failedAttempts and retryAfterSeconds). */
    readonly details: { failedAttempts?: number; retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }

  /**
   * Set on a refusal whose records must stay (a failed sign-in counts and is audited): the
   * pipeline commits the transaction, then answers the failure.
   */
  keepChanges = false;
}

/** A refusal that commits what the action wrote before it (see ApiFailure.keepChanges). */
export function refusalAfterCommit(failure: ApiFailure): ApiFailure {
  failure.keepChanges = true;
  return failure;
}

/** `seasons[1].nights` → `/seasons/1/nights`: an engine's path in a document as a JSON pointer. */
export const pointerOf = (path: string) => `/${path.replace(/\[(\d+)\]/g, '.$1').replace(/\./g, '/')}`;

export const badRequest = (message: string, errors: FieldError[] = [], code = 'VALIDATION_FAILED') =>
  new ApiFailure(400, code, message, errors);
export const notFound = (message: string, field?: string) =>
  new ApiFailure(404, 'NOT_FOUND', message, field ? [{ field, message }] : []);
export const conflict = (code: string, message: string, errors: FieldError[] = []) =>
  new ApiFailure(409, code, message, errors);
export const staleVersion = (field: string) =>
  new ApiFailure(409, 'STALE_VERSION', 'The record was changed by someone else; reload it and try again', [
    { field, message: 'is not the current version' },
  ]);
/** A business rule refuses a well-formed request (domain.md: "a stable code, and change nothing"). */
export const businessRule = (code: string, message: string, errors: FieldError[] = []) =>
  new ApiFailure(422, code, message, errors);

interface DatabaseError {
  code: string;
  constraint?: string;
  detail?: string;
}

export function isDatabaseError(error: unknown): error is DatabaseError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as { code: string }).code)
  );
}

/** Whether the database refused a change on `constraint` (a unique key, a check, an exclusion). */
export function violates(error: unknown, constraint: string): boolean {
  return isDatabaseError(error) && error.constraint === constraint;
}

/**
 * Constraint names the database raises, mapped to the request field they guard. Modules add
 * theirs with `describeConstraint`, so a violation reaches the caller as "which field, why".
 */
const constraintFields = new Map<string, { field: string; message: string }>();

export function describeConstraint(constraint: string, field: string, message: string): void {
  constraintFields.set(constraint, { field, message });
}

/** Turns what the database refused into the envelope's vocabulary; other errors pass through. */
export function fromDatabaseError(error: unknown, itemPointer = '/data'): unknown {
  if (!isDatabaseError(error)) return error;
  const known = error.constraint ? constraintFields.get(error.constraint) : undefined;
  const errors = known ? [{ field: `${itemPointer}/${known.field}`, message: known.message }] : [];
  const message = known?.message ?? error.detail ?? 'The database refused the change';
  switch (error.code) {
    case '23505':
      return conflict(
        'DUPLICATE',
        known ? `${known.field} ${known.message}` : 'A record with the same key exists',
        errors,
      );
    case '23503':
      return conflict('IN_USE', known?.message ?? 'The record is referenced by other records', errors);
    case '23P01':
      return conflict('OVERLAP', known?.message ?? 'The change overlaps an existing record', errors);
    case '23514':
    case '23502':
      return businessRule('CONSTRAINT_VIOLATED', message, errors);
    case '40001':
    case '40P01':
      return new ApiFailure(409, 'CONCURRENT_UPDATE', 'Another change got there first; try again');
    default:
      if (error.code.startsWith('22')) return badRequest(`Invalid value: ${message}`, errors, 'INVALID_VALUE');
      return error;
  }
}

/** Runs one item's statement so that a refusal by the database names that item's field. */
export async function forItem<T>(index: number, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw fromDatabaseError(error, `/data/${index}`);
  }
}
