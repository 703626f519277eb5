import type { ActionContext } from './handlers.ts';

/**
 * What happens to a stay that other modules must follow in the same transaction. Server modules
 * never import each other: the module that owns the event calls `runStayHooks`, a module that must
 * act on it registers with `onStayEvent` when it loads (the cashier moves a booking's deposit to
 * the guest folio at check-in and back when the check-in is taken back). A hook that throws
 * refuses the whole command; hooks run in the order they were registered.
 */
export type StayEvent = 'checked-in' | 'check-in-undone';

export type StayHook = (context: ActionContext, stayIds: readonly number[]) => Promise<void>;

const hooks = new Map<StayEvent, Map<string, StayHook>>();

/** Registers a hook by name (the same name registered again replaces it: module reloads in dev). */
export function onStayEvent(event: StayEvent, name: string, hook: StayHook): void {
  let named = hooks.get(event);
  if (!named) {
    named = new Map();
    hooks.set(event, named);
  }
  named.set(name, hook);
}

/** Runs the hooks of an event in the caller's transaction (context.db). */
export async function runStayHooks(
  context: ActionContext,
  event: StayEvent,
  stayIds: readonly number[],
): Promise<void> {
  if (stayIds.length === 0) return;
  for (const hook of hooks.get(event)?.values() ?? []) await hook(context, stayIds);
}
