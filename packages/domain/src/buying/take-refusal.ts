/**
 * Why a conditional take (a flash-sale buy from its pool, a mall order from a model's stock, a coupon claim) was
 * refused, decided once from what the write saw: the person's own limit first (it holds whatever the stock does),
 * then an empty stock (sold out), then a stock short of what was asked (how many can still be taken). Null when
 * neither explains it (the write raced a moment that has passed: try again). Every buying path asks this one
 * function and words the answer from its own catalogue.
 */
export type TakeRefusal =
  { kind: 'overLimit'; limit: number } | { kind: 'soldOut' } | { kind: 'short'; canTake: number };

export interface TakeSeen {
  /** Units asked for. */
  wanted: number;
  /** What the stock or pool held. */
  left: number;
  /** The per-person limit and what this person already holds toward it; omitted where there is none. */
  limit?: { max: number; had: number };
}

export function takeRefusal(seen: TakeSeen): TakeRefusal | null {
  const { wanted, left, limit } = seen;
  if (limit && limit.had + wanted > limit.max) return { kind: 'overLimit', limit: limit.max };
  if (left <= 0) return { kind: 'soldOut' };
  if (left < wanted) {
    const room = limit ? Math.min(left, limit.max - limit.had) : left;
    return { kind: 'short', canTake: Math.max(0, room) };
  }
  return null;
}
