/**
 * One Idempotency-Key per visit of the submit page: a double click, a retry after a timeout or a second
 * submit after '金额已变化' all carry the same key, so the server places at most one order for the visit.
 * A new visit (a new mount of the page) gets a new key.
 */
import { useState } from 'react';

export type KeySource = () => string;

const defaultSource: KeySource = () => globalThis.crypto.randomUUID();

/** The key of one visit: made on first use, the same ever after. */
export function visitKey(source: KeySource = defaultSource): () => string {
  let key: string | null = null;
  return () => (key ??= source());
}

/** The page's key, fixed for the life of the mounted page. */
export function useVisitIdempotencyKey(source: KeySource = defaultSource): string {
  const [key] = useState(() => visitKey(source)());
  return key;
}
