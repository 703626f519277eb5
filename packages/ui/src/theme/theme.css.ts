import { createTheme, createThemeContract, globalStyle, style } from '@vanilla-extract/css';
import { darkTokens, lightTokens } from './tokens.ts';

/** CSS variables for every token; the only thing components read. */
export const vars = createThemeContract(lightTokens);

/** Class that sets the light theme's values on an element and its subtree. */
export const lightTheme = createTheme(vars, lightTokens);

/** Class that sets the night theme's values (dark surfaces) on an element and its subtree. */
export const darkTheme = createTheme(vars, darkTokens);

/** Base text styles for the element carrying the theme class (an app root or a story wrapper). */
export const themeRoot = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

// Script-specific faces follow the `lang` attribute, so lang="th" or lang="lo" on a screen (or on
// one guest name) is enough to switch face.
globalStyle(':lang(th)', { vars: { [vars.font.body]: vars.font.thai } });
globalStyle(':lang(lo)', { vars: { [vars.font.body]: vars.font.lao } });
// font-family inherits as an already resolved value, so it has to be re-applied where lang changes.
globalStyle(`${themeRoot}[lang], ${themeRoot} [lang]`, { fontFamily: vars.font.body });
