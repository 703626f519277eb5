import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useApi } from '../api.ts';
import type { LanguageCode } from './languages.ts';

/** Spec §7, §9: cached lists are refreshed every 20000 ms. */
export const INTERFACE_TEXT_REFRESH_MS = 20_000;

/** The interface texts of the current language by textCode, as the service last answered them. */
export const interfaceTextsAtom = atom<ReadonlyMap<string, string>>(new Map());

/**
 * Keeps interfaceTextsAtom filled with the texts of `language` (configuration/UserInterfaceText),
 * refreshed every 20000 ms, so texts edited on the Language Setting screen reach every open screen
 * within one refresh. A failed refresh keeps the texts already had; a quiet call, so the periodic
 * refresh never puts up the loading popup.
 */
export function useInterfaceTextRefresh(language: LanguageCode): void {
  const api = useApi();
  const setTexts = useSetAtom(interfaceTextsAtom);
  useEffect(() => {
    const controller = new AbortController();
    const load = () =>
      api
        .call('configuration/UserInterfaceText', 'get', [{ language }], { signal: controller.signal, quiet: true })
        .then(
          (answer) => setTexts(new Map(answer.data.map((text) => [text.textCode, text.textValue]))),
          () => {
            // The translation files stand in until the service answers again.
          },
        );
    setTexts(new Map());
    void load();
    const timer = setInterval(() => void load(), INTERFACE_TEXT_REFRESH_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [api, language, setTexts]);
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
  const texts = useAtomValue(interfaceTextsAtom);
  return useCallback((textCode, fallback) => texts.get(textCode) ?? intl.formatMessage(fallback), [intl, texts]);
}
