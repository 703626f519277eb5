import type { Schemas } from '@pms/api-client';

type Part = Schemas['MaintenancePart'];

// Parts used are typed one a line, quantity first ("2 x LED bulb", "1.5 m cable"): the form's
// text and the contract's lines, both ways. The quantity stays a decimal string (never a float).
const LINE = /^\s*(\d{1,9}(?:[.,]\d{1,3})?)\s*(?:[x×*]\s*)?(.+?)\s*$/i;

/** The lines as the contract takes them, or the 1-based number of the first line it cannot read. */
export function partsFromText(text: string): { parts: Part[] } | { badLine: number } {
  const parts: Part[] = [];
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (!line.trim()) continue;
    const match = LINE.exec(line);
    const quantity = match?.[1]?.replace(',', '.');
    const description = match?.[2]?.slice(0, 100);
    if (!quantity || !description || /^0+(\.0+)?$/.test(quantity)) return { badLine: index + 1 };
    parts.push({ quantity, description });
  }
  return { parts };
}

export const partsToText = (parts: readonly Part[]) =>
  parts.map((part) => `${part.quantity} × ${part.description}`).join('\n');
