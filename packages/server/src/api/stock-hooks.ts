import type { ActionContext } from './handlers.ts';

/**
 * Stock consumed by another department's command, drawn in that command's transaction. Server
 * modules never import each other: the inventory module owns the stock ledger and registers its
 * drawer with `provideStockDrawer` when it loads; a module whose command consumes stock (the
 * cashier's minibar posting) calls `drawStock`. Like api/stay-hooks.ts, but one drawer answers,
 * since the caller records what was drawn and what was short.
 */
export interface StockDraw {
  /** Why the stock leaves (kept on the issue document): 'minibar'. */
  purpose: 'minibar';
  /** The store named by the request; without it the drawer picks the purpose's default store. */
  locationId?: number | undefined;
  /** The request's field that named the store, for a refusal. */
  locationField: string;
  /** The issue document's note: what consumed the stock (room, count). */
  note: string;
  /** Whole units per inventory item (an item may appear on several lines). */
  lines: readonly { itemId: number; quantity: number }[];
}

export interface StockDrawn {
  /** The store drawn from; null when the hotel has no store for the purpose. */
  locationId: number | null;
  locationName: string;
  /** The issue document that moved the stock; null when nothing was on hand (or nothing asked). */
  documentId: number | null;
  /** Per line of the request, in order: units issued and units short (consumed but not on hand). */
  lines: { drawn: string; short: string }[];
}

export type StockDrawer = (context: ActionContext, draw: StockDraw) => Promise<StockDrawn>;

let drawer: { name: string; draw: StockDrawer } | undefined;

/** Registers the drawer (the same name again replaces it: module reloads in dev, a test's wrapper). */
export function provideStockDrawer(name: string, draw: StockDrawer): void {
  drawer = { name, draw };
}

/** The drawer registered now, so that a test can wrap it and put it back. */
export function currentStockDrawer(): { name: string; draw: StockDrawer } | undefined {
  return drawer;
}

/**
 * Draws stock in the caller's transaction (context.db). With nothing to draw nothing is asked; a
 * server without a drawer is misassembled and refuses rather than lose the stock movement.
 */
export async function drawStock(context: ActionContext, draw: StockDraw): Promise<StockDrawn> {
  if (draw.lines.length === 0) return { locationId: null, locationName: '', documentId: null, lines: [] };
  if (!drawer) throw new Error('No stock drawer is registered: the inventory module is not loaded');
  return drawer.draw(context, draw);
}
