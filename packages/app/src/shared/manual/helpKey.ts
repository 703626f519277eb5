// The help key the server accepts (help-text contract): 1–80 characters, no / ? # \ or control
// characters, no surrounding spaces. The help page treats anything else as "no manual", and the
// Help Setting editor refuses it before asking the server.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the contract's pattern, kept as it is written there.
const HELP_KEY = /^[^/?#\\\s](?:[^/?#\\\u0000-\u001f\u007f]*[^/?#\\\s])?$/;
export const MAX_HELP_KEY_LENGTH = 80;

export function isHelpKey(menu: string): boolean {
  return menu.length <= MAX_HELP_KEY_LENGTH && HELP_KEY.test(menu);
}
