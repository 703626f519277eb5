import type { ResponseData } from '@pms/api-client';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { actionQuery, refreshed } from '../query/actionQuery.ts';
import { languageAtom } from '../state.ts';
import { type LanguageCode, languageOf } from './languages.ts';

const byTextCode = (texts: ResponseData<'configuration/UserInterfaceText', 'get'>): ReadonlyMap<string, string> =>
  new Map(texts.map((text) => [text.textCode, text.textValue]));

/**
 * The interface texts of one language (configuration/UserInterfaceText) by textCode, refreshed as
 * cached calls are (spec §7, §9: every 20000 ms), so texts edited on the Language Setting screen
 * reach every open screen within one refresh, and at once after a save there (a write to the
 * path reads it again). Quiet: the texts are never worth the loading popup.
 */
export const interfaceTextQuery = (language: LanguageCode) =>
  actionQuery('configuration/UserInterfaceText', 'get', [{ language }], {
    ...refreshed,
    meta: { ...refreshed.meta, quiet: true },
    select: byTextCode,
  });

const NO_TEXTS: ReadonlyMap<string, string> = new Map();

/**
 * The interface texts of the language on screen. A failed refresh keeps the texts already had;
 * until the service first answers, the translation files stand in.
 */
export function useInterfaceTexts(): ReadonlyMap<string, string> {
  const language = languageOf(useAtomValue(languageAtom)).code;
  return useQuery(interfaceTextQuery(language)).data ?? NO_TEXTS;
}

/** Answers a label by its interface-text code, falling back to the app's own translation. */
export type InterfaceTextLookup = (textCode: string, fallback: MessageDescriptor) => string;

/**
 * Spec §2: the shell's labels come from the interface-text service by their MENU_* codes, with the
 * app's translation as the fallback. (Texts keyed by a message id override that message
 * everywhere: the IntlProvider merges them over the translation file.)
 */
export function useInterfaceTextLookup(): InterfaceTextLookup {
  const intl = useIntl();
  const texts = useInterfaceTexts();
  return useCallback((textCode, fallback) => texts.get(textCode) ?? intl.formatMessage(fallback), [intl, texts]);
}
