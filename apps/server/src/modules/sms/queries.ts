import { sql } from 'kysely';
import type { SmsPurpose } from '@portal/domain';
import type { Db } from './tables.ts';

/** Serialise sends to one phone for the duration of the transaction (both PostgreSQL and PGlite). */
export async function lockPhone(db: Db, phone: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`.execute(db);
}

export async function lastSentAt(db: Db, phone: string): Promise<Date | null> {
  const row = await db
    .selectFrom('sms_code')
    .select('created_at')
    .where('phone', '=', phone)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at ?? null;
}

export async function countSince(db: Db, by: { phone?: string; ip?: string }, since: Date): Promise<number> {
  let q = db
    .selectFrom('sms_code')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('created_at', '>', since);
  if (by.phone) q = q.where('phone', '=', by.phone);
  if (by.ip) q = q.where('ip', '=', by.ip);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

export function insertCode(
  db: Db,
  v: { phone: string; purpose: SmsPurpose; codeHash: string; expiresAt: Date; ip: string | null; delivered: boolean },
) {
  return db
    .insertInto('sms_code')
    .values({
      phone: v.phone,
      purpose: v.purpose,
      code_hash: v.codeHash,
      expires_at: v.expiresAt,
      ip: v.ip,
      delivered: v.delivered,
    })
    .execute();
}

/** The live code of a phone and purpose: the newest, unused, unexpired, not burned. */
export function liveCode(db: Db, phone: string, purpose: SmsPurpose, maxAttempts: number) {
  return db
    .selectFrom('sms_code')
    .select(['id', 'code_hash'])
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .where('attempts', '<', maxAttempts)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** One use: only the first of any number of concurrent consumers updates the row. */
export async function markUsed(db: Db, id: number, maxAttempts: number): Promise<boolean> {
  const res = await db
    .updateTable('sms_code')
    .set({ used_at: new Date(), updated_at: new Date() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function countWrongTry(db: Db, id: number): Promise<void> {
  await db
    .updateTable('sms_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), updated_at: new Date() }))
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .execute();
}

/** Any older live code of the same purpose is retired when a new one is sent. */
export async function retireCodes(db: Db, phone: string, purpose: SmsPurpose): Promise<void> {
  await db
    .updateTable('sms_code')
    .set({ used_at: new Date(), updated_at: new Date() })
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}
