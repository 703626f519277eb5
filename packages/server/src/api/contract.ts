import type { FieldError } from '@pms/api-client';
import spec from '@pms/api-client/openapi.json' with { type: 'json' };
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** One action of one path of the envelope API, with validators compiled from the OpenAPI schemas. */
export interface ContractAction {
  path: string;
  action: string;
  /**
   * Checks a request against its schema; on a refusal, `errors` holds the field errors to answer
   * (at most MAX_FIELD_ERRORS). Stops at the first error, and lists every error only of a small body.
   */
  validateRequest: RequestValidator;
  validateResponse: ValidateFunction;
  /** The path's operation declares the Idempotency-Key header. */
  acceptsIdempotencyKey: boolean;
  /**
   * The action refuses to run without an Idempotency-Key: the operation lists it in
   * `x-idempotency-key-required` (a booking, where a double click must never book twice).
   */
  requiresIdempotencyKey: boolean;
}

interface JsonObject {
  [key: string]: unknown;
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The field errors one refusal answers at most: enough for any form, small for any body. */
export const MAX_FIELD_ERRORS = 20;
/**
 * The JSON values a refused body may hold for all of its errors to be listed. A form's body
 * holds a few dozen; Ajv's every-error mode costs time in proportion to the errors it finds, so
 * a larger refused body is answered with its first error alone (10,000 bad items once took
 * seconds of the one thread every request shares).
 */
const EVERY_ERROR_BUDGET = 1_000;

/** The calendar dates the contract takes: the database's range is far wider, a hotel's is not. */
export const DATE_PATTERN = '^(19|2[01])\\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';

export interface RequestValidator {
  (body: unknown): boolean;
  errors: FieldError[];
}

const SCHEMA_REF = '#/components/schemas/';
const SCHEMA_ID = 'pms-contract';

/** Points component references at the `$defs` of one schema Ajv can hold. */
function retarget(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(retarget);
  if (!isObject(node)) return node;
  const copy: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    copy[key] =
      key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMA_REF)
        ? `${SCHEMA_ID}#/$defs/${value.slice(SCHEMA_REF.length)}`
        : retarget(value);
  }
  return copy;
}

function refName(node: unknown): string {
  if (!isObject(node) || typeof node.$ref !== 'string' || !node.$ref.startsWith(SCHEMA_REF)) {
    throw new Error(`Envelope schemas must be component references, found ${JSON.stringify(node)}`);
  }
  return node.$ref.slice(SCHEMA_REF.length);
}

function actionOf(schemas: JsonObject, name: string, envelopeKey: 'apiRequest' | 'apiResponse'): string {
  const schema = schemas[name] as JsonObject;
  const action = (((schema.properties as JsonObject)[envelopeKey] as JsonObject).properties as JsonObject)
    .action as JsonObject;
  if (typeof action.const !== 'string') throw new Error(`${name} has no action const`);
  return action.const;
}

function oneOfNames(content: unknown): string[] {
  const schema = (content as { 'application/json': { schema: { oneOf: unknown[] } } })['application/json'].schema;
  return schema.oneOf.map(refName);
}

export function createContract(document: JsonObject = spec as unknown as JsonObject) {
  const components = document.components as JsonObject;
  const schemas = components.schemas as JsonObject;
  const ajvFor = (allErrors: boolean) => {
    const ajv = new Ajv2020({
      strict: true,
      allErrors,
      // Bad input must be refused, not repaired: no stripping, no coercion, no defaults.
      removeAdditional: false,
      coerceTypes: false,
      useDefaults: false,
    });
    addFormats(ajv, ['date', 'date-time']);
    ajv.addSchema({ $id: SCHEMA_ID, $defs: retarget(schemas) as JsonObject });
    return ajv;
  };
  // Stops at the first failing keyword; an array's maxItems is checked before its items.
  const firstError = ajvFor(false);
  const everyError = ajvFor(true);
  const compile = (name: string, ajv = firstError) => {
    const validate = ajv.getSchema(`${SCHEMA_ID}#/$defs/${name}`);
    if (!validate) throw new Error(`Schema ${name} is missing`);
    return validate;
  };
  const used = new Set<string>(['ErrorEnvelope']);
  const existing = (name: string) => {
    if (!isObject(schemas[name])) throw new Error(`Schema ${name} is missing`);
    used.add(name);
  };
  // Validators are compiled on first use: compiling all of them took seconds at every start, and
  // the server checks only requests (responses are checked by the tests). contract.test.ts
  // compiles every one, so a schema Ajv refuses still fails the build.
  const requestValidator = (name: string): RequestValidator => {
    existing(name);
    let first: ValidateFunction | undefined;
    // Most actions are never refused: the every-error validator waits for a refusal.
    let every: ValidateFunction | undefined;
    const validate = ((body: unknown) => {
      first ??= compile(name);
      if (first(body)) {
        validate.errors = [];
        return true;
      }
      let errors = first.errors;
      if (isSmall(body)) {
        every ??= compile(name, everyError);
        every(body);
        errors = every.errors;
      }
      validate.errors = fieldErrors(errors).slice(0, MAX_FIELD_ERRORS);
      return false;
    }) as RequestValidator;
    validate.errors = [];
    return validate;
  };

  const paths = new Map<string, Map<string, ContractAction>>();
  for (const [pathKey, pathItem] of Object.entries(document.paths as JsonObject)) {
    const post = isObject(pathItem) ? (pathItem.post as JsonObject | undefined) : undefined;
    // Plain endpoints take no envelope and are routed on their own: security/test-token has no
    // body, an image upload's body is the image.
    const content = isObject(post?.requestBody) ? (post.requestBody as JsonObject).content : undefined;
    if (!post || !isObject(content) || !('application/json' in content)) continue;
    const path = pathKey.replace(/^\//, '');
    const requestNames = oneOfNames((post.requestBody as JsonObject).content);
    const responseNames = oneOfNames(((post.responses as JsonObject)['200'] as JsonObject).content);
    const responseByAction = new Map(responseNames.map((name) => [actionOf(schemas, name, 'apiResponse'), name]));
    const acceptsIdempotencyKey = ((post.parameters as JsonObject[] | undefined) ?? []).some((parameter) => {
      const ref = typeof parameter.$ref === 'string' ? parameter.$ref : '';
      return ref.endsWith('/IdempotencyKey') || parameter.name === 'Idempotency-Key';
    });
    const keyRequired = Array.isArray(post['x-idempotency-key-required'])
      ? (post['x-idempotency-key-required'] as unknown[])
      : [];
    const actions = new Map<string, ContractAction>();
    for (const requestName of requestNames) {
      const action = actionOf(schemas, requestName, 'apiRequest');
      const responseName = responseByAction.get(action);
      if (!responseName) throw new Error(`${path} ${action} has a request schema but no response schema`);
      existing(responseName);
      let validateResponse: ValidateFunction | undefined;
      actions.set(action, {
        path,
        action,
        validateRequest: requestValidator(requestName),
        get validateResponse() {
          validateResponse ??= compile(responseName);
          return validateResponse;
        },
        acceptsIdempotencyKey,
        requiresIdempotencyKey: acceptsIdempotencyKey && keyRequired.includes(action),
      });
    }
    for (const action of keyRequired) {
      if (typeof action !== 'string' || !actions.get(action)?.requiresIdempotencyKey) {
        throw new Error(`${path} requires an Idempotency-Key for ${String(action)}, which it does not declare`);
      }
    }
    paths.set(path, actions);
  }
  let errorEnvelope: ValidateFunction | undefined;
  return {
    paths,
    get validateErrorEnvelope() {
      errorEnvelope ??= compile('ErrorEnvelope');
      return errorEnvelope;
    },
    /** Compiles every validator now (both error modes): what a lazy start would find only in use. */
    compileAll(): void {
      for (const name of used) {
        compile(name);
        compile(name, everyError);
      }
    },
    find(path: string, action: string): ContractAction | undefined {
      return paths.get(path)?.get(action);
    },
  };
}

export type Contract = ReturnType<typeof createContract>;

let served: Contract | undefined;

/**
 * The contract this server serves, compiled once per process: compiling every action's validators
 * takes seconds, and a process that builds several servers (the test suites) shares one.
 */
export function servedContract(): Contract {
  served ??= createContract();
  return served;
}

/** Whether a body holds at most EVERY_ERROR_BUDGET JSON values; stops counting there. */
function isSmall(body: unknown): boolean {
  let budget = EVERY_ERROR_BUDGET;
  const stack: unknown[] = [body];
  while (stack.length > 0) {
    const value = stack.pop();
    budget -= 1;
    if (budget < 0) return false;
    if (Array.isArray(value)) stack.push(...value.slice(0, budget + 1));
    else if (isObject(value)) stack.push(...Object.values(value).slice(0, budget + 1));
  }
  return true;
}

/** Ajv's findings as the envelope's "which field, why", fields as JSON pointers into the body. */
export function fieldErrors(errors: ErrorObject[] | null | undefined): FieldError[] {
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const error of errors ?? []) {
    let field = error.instancePath || '/';
    let message = error.message ?? 'is invalid';
    // The broken rule by name, for screens to say in their user's words what to type.
    let rule = error.keyword;
    const limit = (error.params as { limit?: unknown }).limit;
    if (error.keyword === 'required') {
      field = `${error.instancePath}/${(error.params as { missingProperty: string }).missingProperty}`;
      message = 'is required';
    } else if (error.keyword === 'pattern' && (error.params as { pattern?: string }).pattern === DATE_PATTERN) {
      message = 'must be a date from 1900-01-01 to 2199-12-31 (yyyy-MM-dd)';
      rule = 'date';
    } else if (error.keyword === 'format' && (error.params as { format?: string }).format === 'date') {
      rule = 'date';
    } else if (error.keyword === 'additionalProperties') {
      field = `${error.instancePath}/${(error.params as { additionalProperty: string }).additionalProperty}`;
      message = 'is not allowed here';
    }
    const key = `${field}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ field, message, rule, ...(typeof limit === 'number' ? { limit } : {}) });
  }
  return result;
}
