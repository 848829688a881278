import { createHash, randomBytes } from 'node:crypto';
import { TOKEN_TTL_DAYS } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Tokens are opaque random strings; only their SHA-256 is stored, so a leaked table grants nothing. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export async function issueToken(
  db: Kysely<DB>,
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

/** The live token's owner, or null when it is unknown, revoked or expired (or the account is disabled). */
export async function findTokenOwner(db: Kysely<DB>, token: string): Promise<TokenOwner | null> {
  const row = await db
    .selectFrom('auth_token as t')
    .innerJoin('account as a', 'a.id', 't.account_id')
    .select(['t.id as tokenId', 't.account_id as accountId'])
    .where('t.token_hash', '=', hashToken(token))
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', new Date())
    .where('a.status', '=', 1)
    .executeTakeFirst();
  return row ?? null;
}

export async function revokeToken(db: Kysely<DB>, tokenId: number): Promise<void> {
  await db
    .updateTable('auth_token')
    .set({ revoked_at: new Date(), updated_at: new Date() })
    .where('id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .execute();
}
