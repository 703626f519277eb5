import { formatDate } from '@pms/ui';
import type { IntlShape } from 'react-intl';
import type { Problem, Problems } from './checks.ts';
import { problemMessages, problemValueMessages } from './messages.ts';

/** A problem found before Save, in the staff member's words. */
export function problemText(intl: IntlShape, problem: Problem): string {
  switch (problem.code) {
    case 'arrivalBeforeHotelDate':
      return intl.formatMessage(problemValueMessages.arrivalBeforeHotelDate, {
        hotelDate: formatDate(problem.hotelDate),
      });
    case 'tooLong':
    case 'stayTooLong':
    case 'tooManyStays':
      return intl.formatMessage(problemValueMessages[problem.code], { max: problem.max });
    case 'tooManyAdults':
    case 'tooManyChildren':
      return intl.formatMessage(problemValueMessages[problem.code], { max: problem.max, roomType: problem.roomType });
    default:
      return intl.formatMessage(problemMessages[problem.code]);
  }
}

/** The problems as the messages shown at their fields. */
export const problemTexts = (intl: IntlShape, problems: Problems): Record<string, string> =>
  Object.fromEntries(Object.entries(problems).map(([name, problem]) => [name, problemText(intl, problem)]));

/** The server's field errors (by input name, one or more each) as the messages shown at their fields. */
export const fieldMessagesOf = (errors: Readonly<Record<string, string | readonly string[]>>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(errors).map(([name, messages]) => [
      name,
      typeof messages === 'string' ? messages : messages.join(' '),
    ]),
  );
