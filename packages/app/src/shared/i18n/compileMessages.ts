import { parse } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from 'react-intl';

export type CompiledMessages = Record<string, MessageFormatElement[]>;

/**
 * Parses ICU message texts once, when a language's texts arrive, so that react-intl formats
 * ready-made trees. The built app leaves the parser out of react-intl (vite.config.ts) and loads it
 * here, beside the translation file, which keeps it off the first page's critical path (issue 14).
 * A text that does not parse (an edited interface text with a stray brace) is shown as written
 * rather than breaking the screens that use it.
 */
export function compileMessages(texts: Readonly<Record<string, string>>): CompiledMessages {
  const compiled: CompiledMessages = {};
  for (const [id, text] of Object.entries(texts)) {
    try {
      compiled[id] = parse(text);
    } catch (error) {
      console.warn(`The text of ${id} is not a valid message; it is shown as written`, error);
      compiled[id] = [{ type: 0, value: text }] as MessageFormatElement[];
    }
  }
  return compiled;
}
