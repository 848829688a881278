/**
 * Cash in transit for the post-login waiting-share prompt (issue 45 §4): the account's QR payments that are older
 * than WAITING_SHARE_AFTER_MINUTES and still unpaid, within WAITING_SHARE_WINDOW_DAYS (the domain's rule).
 */
import { WAITING_SHARE_AFTER_MINUTES, WAITING_SHARE_WINDOW_DAYS } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import * as q from './queries.ts';

export function inTransitCashFen(db: Kysely<DB>, accountId: number, now = new Date()): Promise<number> {
  const to = new Date(now.getTime() - WAITING_SHARE_AFTER_MINUTES * 60_000);
  const from = new Date(now.getTime() - WAITING_SHARE_WINDOW_DAYS * 86_400_000);
  return q.unnotifiedQrFen(db, accountId, from, to);
}
