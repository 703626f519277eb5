// What the light trigger and the lazily loaded select share: the languages and the trigger's face.
import { type LanguageCode, LanguageFlag } from './flags.tsx';
import * as styles from './LanguageSwitcher.css.ts';

export interface LanguageOption {
  code: LanguageCode;
  /** The language's own name, so a reader of that language finds it whatever the UI language. */
  name: string;
  /** BCP 47 tag of `name`, for the right font and pronunciation. */
  lang: string;
}

export const LANGUAGES: Record<LanguageCode, LanguageOption> = {
  EN: { code: 'EN', name: 'English', lang: 'en' },
  TH: { code: 'TH', name: 'ไทย', lang: 'th' },
  LA: { code: 'LA', name: 'ລາວ', lang: 'lo' },
};

export const LANGUAGE_CODES: readonly LanguageCode[] = ['EN', 'TH', 'LA'];

/** The chosen language as the trigger shows it: flag and code. */
export function ChosenLanguage({ code }: { code: LanguageCode }) {
  return (
    <>
      <LanguageFlag code={code} className={styles.flag} />
      <span>{code}</span>
    </>
  );
}

export function Chevron() {
  return (
    <svg
      className={styles.chevron}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="m4 6 4 4 4-4" />
    </svg>
  );
}
