import type { Language } from './languages.ts';

/** The spec's translation retries (§9: failedRetries 2) before falling back to the built-in English. */
const FAILED_RETRIES = 2;

export type Messages = Record<string, string>;

export async function loadMessages(language: Language, fetchFn: typeof fetch = fetch): Promise<Messages> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= FAILED_RETRIES; attempt += 1) {
    try {
      const response = await fetchFn(`/assets/i18n/${language.file}.json`);
      if (!response.ok) throw new Error(`translations ${language.file}: HTTP ${response.status}`);
      return (await response.json()) as Messages;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
