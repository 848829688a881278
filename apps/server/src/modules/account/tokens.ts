import { createHash, randomBytes } from 'node:crypto';
import { TOKEN_TTL_DAYS } from '@portal/domain';
import { batchedRead, groupedBy } from '../../cache/batched.ts';
import { perDatabase, TtlCache } from '../../cache/ttl-cache.ts';
import { bus } from '../../events/index.ts';
import { buyersOf, toBuyer } from './buyers.ts';
import * as q from './queries.ts';
import type { Db } from './tables.ts';

/** Tokens are opaque random strings; only their SHA-256 is stored, so a leaked table grants nothing. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export async function issueToken(
  db: Db,
  accountId: number,
  meta: { userAgent?: string | undefined; ip?: string | undefined },
): Promise<IssuedToken> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + TOKEN_TTL_DAYS * 24 * 3600 * 1000);
  await db
    .insertInto('auth_token')
    .values({
      token_hash: hashToken(token),
      account_id: accountId,
      expires_at: expiresAt,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
      ip: meta.ip ?? null,
    })
    .execute();
  return { token, expiresAt };
}

export interface TokenOwner {
  tokenId: number;
  accountId: number;
}

/**
 * Live tokens' owners, kept for TOKEN_CACHE_MS: every signed-in request asks, and a flash-sale crowd asks thousands
 * of times a second. Any revoke drops them all on every instance (revokes are rare: logout, a password change;
 * the event 'account.tokensRevoked'), so a revoked token stops at once here and within milliseconds on the others
 * (LISTEN/NOTIFY); only if that notification is lost (the listening connection down) within TOKEN_CACHE_MS. Unknown, revoked and
 * expired tokens are never kept.
 */
const TOKEN_CACHE_MS = 5_000;
const ownersOf = perDatabase(
  () => new TtlCache<string, { owner: TokenOwner; expiresAt: number }>(TOKEN_CACHE_MS, 50_000),
);

/** The live token's owner, or null when it is unknown, revoked or expired (or the account is disabled). */
export async function findTokenOwner(db: Db, token: string): Promise<TokenOwner | null> {
  const cache = ownersOf(db);
  const hash = hashToken(token);
  const hit = await cache.load(hash, () => readTokenOwner(db, hash));
  if (!hit) return null;
  if (hit.expiresAt > Date.now()) return hit.owner;
  cache.delete(hash);
  return null;
}

/**
 * Live tokens' owners by hash, the hashes asked in this turn of the event loop in one query. The same query reads
 * each owner's buyer (account and identities), offered to the buyers' cache: what the request does next with its
 * buyer (a buy, the cart, a price list) then needs no query for it. An offer that a forgetBuyer overtook is dropped.
 */
const ownerReads = batchedRead(async (db, hashes: readonly string[]) => {
  const buyers = buyersOf(db);
  const since = buyers.version;
  const rows = await q.findLiveTokens(db, hashes, new Date());
  for (const r of rows) buyers.offer(Number(r.owner.account.id), toBuyer(r.owner), since);
  return groupedBy(hashes, rows, (r) => r.tokenHash).map(([row]) =>
    row
      ? { owner: { tokenId: row.tokenId, accountId: Number(row.owner.account.id) }, expiresAt: row.expiresAt.getTime() }
      : null,
  );
});

const readTokenOwner = (db: Db, hash: string) => ownerReads(db).load(hash);

/**
 * Forget every kept token owner, on every instance (after a revoke; also for tests that change tokens behind the
 * service): the event 'account.tokensRevoked' drops them here at once and, on PostgreSQL, on the other instances
 * within a notification's delay (LISTEN/NOTIFY, milliseconds) instead of TOKEN_CACHE_MS.
 */
export function forgetTokenOwners(db: Db, accountId: number | null = null): void {
  bus.emit(db, { type: 'account.tokensRevoked', accountId });
}
bus.on('account.tokensRevoked', (_e, db) => ownersOf(db).clear());

/**
 * Revokes a token; true for the one caller whose conditional update revoked it (of two at once, one), false when it
 * was revoked already.
 */
export async function revokeToken(db: Db, tokenId: number): Promise<boolean> {
  const r = await db
    .updateTable('auth_token')
    .set({ revoked_at: new Date(), updated_at: new Date() })
    .where('id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  forgetTokenOwners(db, null);
  return Number(r.numUpdatedRows) === 1;
}
