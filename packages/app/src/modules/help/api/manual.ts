import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import { actionQuery } from '../../../shared/query/actionQuery.ts';

/**
 * The manual of one help key in `language` (configuration/help-text get); the server answers the
 * English one when that language has none, and an empty list when the key has no manual. Quiet:
 * the manual page shows its own progress, not the app's loading popup.
 */
export const manualQuery = (menu: string, language: LanguageCode) =>
  actionQuery('configuration/help-text', 'get', [{ menu, language }], {
    meta: { quiet: true },
  });
