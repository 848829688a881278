import type { Db } from './tables.ts';

/** SQL of QR login: a code (stored hashed) waiting, confirmed by a logged-in account, consumed once for a token. */
export async function insertQrLogin(db: Db, codeHash: string, expiresAt: Date): Promise<void> {
  await db.insertInto('qr_login').values({ code_hash: codeHash, expires_at: expiresAt }).execute();
}

/** Confirmed only while waiting and unexpired (one conditional update): whether it was. */
export async function confirmQrLogin(db: Db, codeHash: string, accountId: number): Promise<boolean> {
  const res = await db
    .updateTable('qr_login')
    .set({ status: 'confirmed', account_id: accountId, updated_at: new Date() })
    .where('code_hash', '=', codeHash)
    .where('status', '=', 'waiting')
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Confirmed → consumed, once: the confirming account, or undefined when it was not confirmed (or is spent). */
export function consumeQrLogin(db: Db, codeHash: string) {
  return db
    .updateTable('qr_login')
    .set({ status: 'consumed', updated_at: new Date() })
    .where('code_hash', '=', codeHash)
    .where('status', '=', 'confirmed')
    .where('expires_at', '>', new Date())
    .returning('account_id')
    .executeTakeFirst();
}

export function findQrLogin(db: Db, codeHash: string) {
  return db
    .selectFrom('qr_login')
    .select(['status', 'expires_at'])
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
}
