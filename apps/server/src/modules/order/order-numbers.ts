/**
 * Order numbers: the China time to the second (orderNoOf) and six digits. The six digits are this process's
 * sequence, started at a random point and moved on by a random step of 1 to 9, so the numbers this process gives in
 * one second never repeat (below ~111,000 a second) and are not consecutive. Random digits repeated often at a
 * crowd's rate (~2,000 orders in a second among a million: a batch of a hundred hit a taken number one time in
 * five, and the whole batch was written again one by one). Another process's numbers may still meet these, rarely:
 * the unique key refuses the order and the placement runs again (isRetryablePlacement).
 */
import { orderNoOf } from '@portal/domain';
import { randomInt } from 'node:crypto';

const SPACE = 1_000_000;
let last = randomInt(SPACE);

export function nextOrderNo(now: Date): string {
  last = (last + 1 + randomInt(9)) % SPACE;
  return orderNoOf(now, last);
}
