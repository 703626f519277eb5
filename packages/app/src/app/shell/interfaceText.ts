import { useCallback } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';

/** Answers a label by its interface-text code, falling back to the app's own translation. */
export type InterfaceTextLookup = (textCode: string, fallback: MessageDescriptor) => string;

/**
 * Spec §2: labels come from the interface-text service (configuration/UserInterfaceText) with
 * English fallbacks. Until the service is wired in, every code answers the react-intl label, which
 * already is the fallback in the user's language. This is the one place to connect the service.
 */
export function useInterfaceTextLookup(): InterfaceTextLookup {
  const intl = useIntl();
  return useCallback((_textCode, fallback) => intl.formatMessage(fallback), [intl]);
}

/** One label by its interface-text code; see useInterfaceTextLookup. */
export function useInterfaceText(textCode: string, fallback: MessageDescriptor): string {
  return useInterfaceTextLookup()(textCode, fallback);
}
