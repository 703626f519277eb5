import { ApiError } from '@pms/api-client';
import { type FormValidationErrors, toValidationErrors } from '@pms/ui';
import type { IntlShape } from 'react-intl';
import { type FieldRules, serverViolation, violationText } from '../rules/fieldRules.ts';
import { checkMarkedFields } from '../rules/messages.ts';
import { commonMessages } from './messages.ts';

/** The request broke the contract's field rules: its field errors say which, in staff words. */
const isContractViolation = (error: ApiError): boolean =>
  error.code === 'VALIDATION_FAILED' && error.errors.some((fieldError) => fieldError.rule !== undefined);

/** The server refused a write because the row's version moved on (someone else saved first). */
export const isStaleVersion = (error: unknown): boolean => error instanceof ApiError && error.code === 'STALE_VERSION';

/**
 * What to tell staff about a failed call (spec §8): the server's own description when it gave one
 * (id 99999, a refusal, a rule), the spec's texts for a lost connection or an ended session.
 */
export function failureText(intl: IntlShape, error: unknown): string {
  if (!(error instanceof ApiError)) return intl.formatMessage(commonMessages.canNotConnect);
  if (error.code === 'NETWORK') return intl.formatMessage(commonMessages.checkConnection);
  if (error.code === 'TIMEOUT') return intl.formatMessage(commonMessages.tryAgain);
  if (error.code === 'STALE_VERSION') return intl.formatMessage(commonMessages.staleBody);
  // A master-data row still in use answers "Can not Delete: <reason>"; the dialog's heading already
  // says "Can not Delete", so its body gives the reason alone.
  const reason = /^Can not Delete: (.+)$/.exec(error.desc)?.[1];
  if (error.code === 'IN_USE' && reason) return `${reason.charAt(0).toUpperCase()}${reason.slice(1)}.`;
  if (error.status === 401) return intl.formatMessage(commonMessages.loginAgain);
  // "The request does not match the contract" is for API clients; staff read it at the fields.
  if (isContractViolation(error)) return intl.formatMessage(checkMarkedFields);
  return error.desc || intl.formatMessage(commonMessages.canNotConnect);
}

/** Heading of a refused write: a missing permission reads differently from a failed save. */
export function failureTitle(intl: IntlShape, error: unknown): string {
  return intl.formatMessage(
    error instanceof ApiError && error.status === 403 ? commonMessages.refused : commonMessages.notSaved,
  );
}

/**
 * The server's field errors by input name. Errors about one item of a list field
 * ('/data/0/roles/1') sit under the list's own input ('roles'), the only place the form shows them.
 * With `intl`, a broken contract rule reads in the staff member's words (the form's `rules` name
 * the pattern a field must match); business rules keep the server's message.
 */
export function fieldErrorsOf(
  error: unknown,
  listFields: readonly string[] = [],
  intl?: IntlShape,
  rules?: FieldRules,
): FormValidationErrors {
  if (!(error instanceof ApiError)) return {};
  const result: FormValidationErrors = {};
  const translated = intl
    ? error.errors.map((fieldError) => {
        const name = fieldError.field.replace(/^\/data\/0\//, '').replaceAll('/', '.');
        const violation = serverViolation(fieldError, rules, name);
        return violation ? { ...fieldError, message: violationText(intl, violation) } : fieldError;
      })
    : error.errors;
  for (const [name, messages] of Object.entries(toValidationErrors(translated))) {
    const listField = listFields.find((field) => name.startsWith(`${field}.`));
    const key = listField ?? name;
    result[key] = [...(result[key] ?? []), ...messages.filter((message) => !result[key]?.includes(message))];
  }
  return result;
}
