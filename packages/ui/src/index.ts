// Public API of @pms/ui. Every export is named so the surface stays deliberate.
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button/Button.tsx';
export { Button } from './components/Button/Button.tsx';
export type { CardProps, HeadingLevel } from './components/Card/Card.tsx';
export { Card } from './components/Card/Card.tsx';
export type { NoticeProps, NoticeTone } from './components/Notice/Notice.tsx';
export { Notice } from './components/Notice/Notice.tsx';
export type { StackAlign, StackDirection, StackJustify, StackProps } from './components/Stack/Stack.tsx';
export { Stack } from './components/Stack/Stack.tsx';
export type { UiProviderProps } from './provider/UiProvider.tsx';
export { UiProvider } from './provider/UiProvider.tsx';
export { formatDate, formatDateTime, formatMoney, parseNumber } from './format/format.ts';
export type { UiLocale, UiStrings } from './i18n/strings.ts';
export { UI_LOCALES, useUiStrings } from './i18n/strings.ts';
export { darkTheme, lightTheme, themeRoot, vars } from './theme/theme.css.ts';
export type { SpaceToken, ThemeTokens, ToneColors } from './theme/tokens.ts';
export { darkTokens, fontStacks, lightTokens, specColors } from './theme/tokens.ts';
