/**
 * Who follows a scene's plan and points (the survey-system's derived bill: wiring, topology), registered once at
 * start by its module's setup. Every use case that changes a plan, a scene or a point calls `sceneChanged` after its
 * write, so the derived steps are re-derived before the answer goes out (never left for the user to save again); a
 * caller that writes inside its own transaction calls the hooks after it commits (survey-system walls.ts).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Re-derives what follows the order's plans; answers the order's new amount (fen) when it changed lines. */
export type SceneChangedHook = (db: Kysely<DB>, accountId: number, orderId: number) => Promise<{ amount: number } | null>; // prettier-ignore

const hooks = new Map<string, SceneChangedHook>();

export function registerSceneChanged(name: string, hook: SceneChangedHook): void {
  hooks.set(name, hook);
}

/** Runs every hook in turn; the last amount any of them answered, or null. */
export async function sceneChanged(db: Kysely<DB>, accountId: number, orderId: number): Promise<number | null> {
  // Inside a caller's transaction (walls accepted with their job, the demo seed) the derivation, which takes its own
  // lock and transactions, waits for the caller: it runs the hooks once its transaction has committed.
  if (db.isTransaction) return null;
  let amount: number | null = null;
  for (const h of hooks.values()) amount = (await h(db, accountId, orderId))?.amount ?? amount;
  return amount;
}
