/** One failing field of a bad request, as the error envelope lists them (apiResponse.errors). */
export interface ServerFieldError {
  /** JSON pointer into the request body, e.g. '/data/0/rateCode'. */
  field: string;
  message: string;
}

/** Form's `validationErrors`: messages keyed by the `name` of the input they belong to. */
export type FormValidationErrors = Record<string, string[]>;

/** The single record of a create/update request: `{ apiRequest, data: [record] }`. */
export const DEFAULT_ERROR_BASE = '/data/0';

function pointerTokens(pointer: string): string[] {
  if (pointer === '') return [];
  // RFC 6901: '~1' is '/', '~0' is '~' (in that order).
  return pointer
    .replace(/^\//, '')
    .split('/')
    .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/**
 * Turns the field errors of an error envelope into Form's `validationErrors`, so each message shows
 * under the input whose `name` matches. Pointers under `base` (the request's record, '/data/0' by
 * default) become the path inside the record joined with dots: '/data/0/rateCode' → 'rateCode',
 * '/data/0/rooms/2/roomTypeId' → 'rooms.2.roomTypeId'. Other pointers keep their whole path
 * ('/data/1/name' → 'data.1.name'). Errors about the record as a whole (the pointer is `base`
 * itself or empty) have no input to sit under: show `apiResponse.desc` for them.
 */
export function toValidationErrors(
  errors: readonly ServerFieldError[] | null | undefined,
  base: string = DEFAULT_ERROR_BASE,
): FormValidationErrors {
  const result: FormValidationErrors = {};
  const baseTokens = pointerTokens(base);
  for (const { field, message } of errors ?? []) {
    let tokens = pointerTokens(field);
    if (baseTokens.length > 0 && baseTokens.every((token, index) => tokens[index] === token)) {
      tokens = tokens.slice(baseTokens.length);
    }
    if (tokens.length === 0) continue;
    const name = tokens.join('.');
    const messages = result[name] ?? [];
    if (!messages.includes(message)) messages.push(message);
    result[name] = messages;
  }
  return result;
}
