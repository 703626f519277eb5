import type { SVGProps } from 'react';

export type LanguageCode = 'EN' | 'TH' | 'LA';

type FlagProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'viewBox'>;

// Simplified flags drawn at 3:2, small enough to inline; no image files to load or to miss.
// They are decorative next to the language code, so they are hidden from assistive tech.

/** English: the Union Jack, simplified (the diagonals are not offset). */
function FlagEN(props: FlagProps) {
  return (
    <svg viewBox="0 0 60 30" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false" {...props}>
      <rect width="60" height="30" fill="#012169" />
      <path d="M0 0l60 30M60 0L0 30" stroke="#FFFFFF" strokeWidth="6" />
      <path d="M0 0l60 30M60 0L0 30" stroke="#C8102E" strokeWidth="2" />
      <path d="M30 0v30M0 15h60" stroke="#FFFFFF" strokeWidth="10" />
      <path d="M30 0v30M0 15h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  );
}

/** Thailand: red, white, double-height blue, white, red. */
function FlagTH(props: FlagProps) {
  return (
    <svg viewBox="0 0 30 20" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false" {...props}>
      <rect width="30" height="20" fill="#A51931" />
      <rect y="3.333" width="30" height="13.333" fill="#F4F5F8" />
      <rect y="6.667" width="30" height="6.667" fill="#2D2A4A" />
    </svg>
  );
}

/** Laos: red, double-height blue with a white disc, red. */
function FlagLA(props: FlagProps) {
  return (
    <svg viewBox="0 0 30 20" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false" {...props}>
      <rect width="30" height="20" fill="#CE1126" />
      <rect y="5" width="30" height="10" fill="#002868" />
      <circle cx="15" cy="10" r="4" fill="#FFFFFF" />
    </svg>
  );
}

const FLAGS = { EN: FlagEN, TH: FlagTH, LA: FlagLA } as const;

export interface LanguageFlagProps extends FlagProps {
  code: LanguageCode;
}

/** The small inline flag of a staff language (EN, TH, LA), decorative (aria-hidden). */
export function LanguageFlag({ code, ...rest }: LanguageFlagProps) {
  const Flag = FLAGS[code];
  return <Flag {...rest} />;
}
