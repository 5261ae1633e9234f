import type { EffectsOf, OrderEvent } from '@vedmarked/domain';

/**
 * One handler per effect the order status table names for an event: the type demands a handler for
 * every effect of the row and no other, so a row that gains an effect does not compile until its
 * workflow carries it out.
 */
export type EffectHandlers<E extends OrderEvent> = { readonly [K in EffectsOf<E>]: () => Promise<unknown> };

/** Runs a move's effects in the table's order. */
export async function runEffects<E extends OrderEvent>(effects: readonly EffectsOf<E>[], handlers: EffectHandlers<E>): Promise<void> {
  for (const effect of effects) await handlers[effect]();
}
