import type { IntlShape } from 'react-intl';
import { postingReportWords } from './messages.ts';

const isWord = (value: string): value is keyof typeof postingReportWords => value in postingReportWords;

/** A stable word of a posting report's column in the staff language; any other value as it is. */
export const postingWord = (value: string, intl: IntlShape) =>
  isWord(value) ? intl.formatMessage(postingReportWords[value]) : value;
