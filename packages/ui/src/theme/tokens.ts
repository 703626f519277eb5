// Raw design tokens. Components never read these directly: they read the CSS variables in
// `vars` (theme.css.ts), so a second theme only has to supply another `ThemeTokens` object.

/** The product specification's colours, kept exactly as specified. */
export const specColors = {
  red: '#D0021B',
  yellow: '#F5A623',
  green: '#2EB872',
  blue: '#4A90E2',
  black: '#000000',
  gray: '#9b9b9b',
} as const;

// Type aliases, not interfaces: vanilla-extract's contract needs the implicit index signature.
export type ToneColors = {
  /** Tinted background of a message in this tone. */
  background: string;
  /** Accent edge; the spec colour itself. */
  border: string;
  /** Text and icon colour on `background`; at least 4.5:1 against it. */
  foreground: string;
};

export type ThemeTokens = {
  color: {
    spec: { [K in keyof typeof specColors]: string };
    surface: string;
    surfaceMuted: string;
    surfacePressed: string;
    text: string;
    textMuted: string;
    textOnAccent: string;
    textDisabled: string;
    border: string;
    borderStrong: string;
    accent: string;
    accentHover: string;
    accentPressed: string;
    focusRing: string;
    tone: { info: ToneColors; warning: ToneColors; error: ToneColors; success: ToneColors };
  };
  font: {
    /** Stack for running text; switches with the `lang` of the surrounding element. */
    body: string;
    latin: string;
    thai: string;
    lao: string;
    mono: string;
  };
  fontSize: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  fontWeight: { regular: string; medium: string; semibold: string; bold: string };
  lineHeight: { tight: string; normal: string; relaxed: string };
  space: {
    none: string;
    xxs: string;
    xs: string;
    sm: string;
    md: string;
    lg: string;
    xl: string;
    xxl: string;
    xxxl: string;
  };
  radius: { none: string; sm: string; md: string; lg: string; full: string };
  shadow: { sm: string; md: string; lg: string };
  zIndex: {
    base: string;
    sticky: string;
    dropdown: string;
    overlay: string;
    modal: string;
    popover: string;
    toast: string;
    tooltip: string;
  };
  duration: { fast: string; normal: string };
};

export type SpaceToken = keyof ThemeTokens['space'];

// Inter, Kanit and Noto Sans Lao are self-hosted from npm (theme/fonts.ts, loaded by UiProvider);
// after them each stack names what common platforms ship, then Debian's fonts-thai-tlwg / fonts-lao.
const latinFaces = '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans"';
const thaiSystemFaces = '"Noto Sans Thai", "Leelawadee UI", Thonburi, "Loma", "Garuda"';
const laoFaces = '"Noto Sans Lao", "Phetsarath OT", "Lao UI", "Saysettha OT"';

// None of the Latin faces has Thai or Lao glyphs, so the browser takes those from the script faces
// further down while Latin words and figures stay in the Latin face. That matters: the Thai and Lao
// system faces draw Latin poorly (Phetsarath OT has old-style figures, which misalign amounts).
export const fontStacks = {
  // Every stack ends with the other script's faces, so a Thai or Lao guest name inside text of
  // another language still gets a proper face.
  body: `${latinFaces}, "Kanit", ${thaiSystemFaces}, ${laoFaces}, sans-serif`,
  latin: `${latinFaces}, sans-serif`,
  // Kanit (the spec's Thai face) draws Latin well too, so it sets the whole Thai UI.
  thai: `"Kanit", ${latinFaces}, ${thaiSystemFaces}, ${laoFaces}, sans-serif`,
  lao: `${latinFaces}, ${laoFaces}, "Kanit", ${thaiSystemFaces}, sans-serif`,
  mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono", monospace',
} as const;

export const lightTokens: ThemeTokens = {
  color: {
    spec: { ...specColors },
    surface: '#FFFFFF',
    surfaceMuted: '#F4F6F9',
    surfacePressed: '#E6EAF0',
    // Contrast against surface / surfaceMuted: text 16.6 / 15.2, textMuted 6.0 / 5.5.
    text: '#1B1F24',
    textMuted: '#5B6470',
    textOnAccent: '#FFFFFF',
    textDisabled: '#8A939E',
    border: '#D5DAE1',
    // 3.1:1 against white: enough for control outlines (WCAG 1.4.11).
    borderStrong: '#8A939E',
    // Spec blue on white is 3.3:1, too light for white button text; these are its darker steps
    // (5.9, 6.9 and 8.6:1 with white).
    accent: '#1D64B8',
    accentHover: '#1A5AA6',
    accentPressed: '#154C8E',
    focusRing: specColors.blue,
    tone: {
      info: { background: '#EEF5FD', border: specColors.blue, foreground: '#174F8F' },
      warning: { background: '#FEF6E7', border: specColors.yellow, foreground: '#8A5300' },
      error: { background: '#FDECEE', border: specColors.red, foreground: '#A00115' },
      success: { background: '#EAF8F1', border: specColors.green, foreground: '#1A7048' },
    },
  },
  font: { ...fontStacks },
  fontSize: {
    xs: '0.75rem',
    sm: '0.8125rem',
    md: '0.875rem',
    lg: '1rem',
    xl: '1.25rem',
    xxl: '1.5rem',
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  // Thai and Lao stack vowels and tone marks above and below the line; 1.5 keeps them clear.
  lineHeight: { tight: '1.25', normal: '1.5', relaxed: '1.7' },
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2rem',
    xxxl: '3rem',
  },
  radius: { none: '0', sm: '0.25rem', md: '0.375rem', lg: '0.625rem', full: '9999px' },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.06)',
    md: '0 1px 3px rgba(16, 24, 40, 0.08), 0 1px 2px rgba(16, 24, 40, 0.04)',
    lg: '0 8px 24px rgba(16, 24, 40, 0.12), 0 2px 6px rgba(16, 24, 40, 0.06)',
  },
  zIndex: {
    base: '0',
    sticky: '100',
    dropdown: '1000',
    overlay: '1100',
    modal: '1200',
    popover: '1300',
    toast: '1400',
    tooltip: '1500',
  },
  duration: { fast: '120ms', normal: '200ms' },
};

/**
 * The night theme, for the night audit and dim back offices: same contract, light text on dark
 * surfaces. Contrast against surface / surfaceMuted: text 14.9 / 13.0, textMuted 7.2 / 6.3.
 */
export const darkTokens: ThemeTokens = {
  ...lightTokens,
  color: {
    spec: { ...specColors },
    surface: '#14181E',
    surfaceMuted: '#1C222A',
    surfacePressed: '#262E38',
    text: '#E8ECF1',
    textMuted: '#A9B3BF',
    textOnAccent: '#FFFFFF',
    textDisabled: '#6C7682',
    border: '#333C47',
    borderStrong: '#7A8592',
    // White text on these stays at 4.9:1 or more.
    accent: '#2F6FC0',
    accentHover: '#2A64AE',
    accentPressed: '#23569A',
    focusRing: specColors.blue,
    tone: {
      info: { background: '#16263A', border: specColors.blue, foreground: '#9CC6F5' },
      warning: { background: '#2E2414', border: specColors.yellow, foreground: '#F7C675' },
      error: { background: '#33161A', border: specColors.red, foreground: '#F59AA5' },
      success: { background: '#132B20', border: specColors.green, foreground: '#86DDB2' },
    },
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 1px 3px rgba(0, 0, 0, 0.5), 0 1px 2px rgba(0, 0, 0, 0.3)',
    lg: '0 8px 24px rgba(0, 0, 0, 0.55), 0 2px 6px rgba(0, 0, 0, 0.35)',
  },
};
