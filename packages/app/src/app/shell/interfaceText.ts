import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useApi } from '../../shared/api.ts';
import { languageAtom } from '../../shared/state.ts';

/** Spec §7, §9: cached lists are refreshed every 20000 ms. */
export const INTERFACE_TEXT_REFRESH_MS = 20_000;

/** Answers a label by its interface-text code, falling back to the app's own translation. */
export type InterfaceTextLookup = (textCode: string, fallback: MessageDescriptor) => string;

/**
 * Spec §2: labels come from the interface-text service (configuration/UserInterfaceText) with
 * the app's translation as the fallback. Texts edited on the Language Setting screen reach every
 * open screen within one refresh; a failed refresh keeps the texts already had.
 */
export function useInterfaceTextLookup(): InterfaceTextLookup {
  const intl = useIntl();
  const api = useApi();
  const language = useAtomValue(languageAtom);
  const [texts, setTexts] = useState<ReadonlyMap<string, string>>(new Map());

  useEffect(() => {
    const controller = new AbortController();
    const load = () =>
      api.call('configuration/UserInterfaceText', 'get', [{ language }], { signal: controller.signal }).then(
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
  }, [api, language]);

  return useCallback((textCode, fallback) => texts.get(textCode) ?? intl.formatMessage(fallback), [intl, texts]);
}

/** One label by its interface-text code; see useInterfaceTextLookup. */
export function useInterfaceText(textCode: string, fallback: MessageDescriptor): string {
  return useInterfaceTextLookup()(textCode, fallback);
}
