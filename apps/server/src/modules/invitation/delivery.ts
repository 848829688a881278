/**
 * Invitations sent after the transaction that made them (issue 61 §4). An import writes its new owners' invitations
 * unsent (`queueInvitation`, in the import's transaction: they commit with the dealers or not at all); after the
 * commit the import calls `deliverWaiting`, and the queue's `invitation.deliver` task (every few seconds, once across
 * the instances) sends whatever is still waiting — a crash between commit and send loses nothing. Each invitation is
 * claimed by a conditional write before its message goes out, so two instances never send the same one; a message
 * the provider refuses counts a try and waits (INVITATION_RULES.sendRetrySeconds) for the next, and the refusal
 * stays on the row for the operations page. A message the provider took but whose mark failed may go out twice, with
 * a new code: the later one is the one that works.
 */
import { randomInt } from 'node:crypto';
import { INVITATION_RULES, invitationRetryAfter, invitationText, type InvitationKind } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { SmsDeliveryError } from '../sms/index.ts';
import * as q from './queries.ts';
import { codeHashOf, type InvitationDelivery } from './service.ts';

/** Tries an invitation gets: the first, then one after each wait. */
const INVITATION_SEND_TRIES = INVITATION_RULES.sendRetrySeconds.length + 1;

/** An invitation for an account waiting for its owner, written unsent in `trx` (replacing an open one). */
export async function queueInvitation(
  trx: Kysely<DB>,
  i: { accountId: number; phone: string; kind: InvitationKind; invitedBy: number | null },
): Promise<void> {
  const expiresAt = new Date(Date.now() + INVITATION_RULES.ttlDays * 24 * 3600_000);
  await q.openInvitation(trx, { ...i, codeHash: null, expiresAt });
}

export interface DeliveryRun {
  sent: number;
  refused: number;
}

/** Sends the waiting invitations that are due, one claim at a time, until none is left (or `limit` were tried). */
export async function deliverWaiting(
  db: Kysely<DB>,
  delivery: InvitationDelivery,
  log: FastifyBaseLogger,
  limit = 500,
): Promise<DeliveryRun> {
  const run: DeliveryRun = { sent: 0, refused: 0 };
  for (let n = 0; n < limit; n++) {
    const claimed = await q.claimUnsent(db, invitationRetryAfter, INVITATION_SEND_TRIES);
    if (!claimed) break;
    const id = Number(claimed.id);
    const code = String(randomInt(0, 10 ** INVITATION_RULES.codeLength)).padStart(INVITATION_RULES.codeLength, '0');
    try {
      await db.transaction().execute(async (trx) => {
        if (!(await q.markSent(trx, id, codeHashOf(claimed.phone, code)))) return;
        await delivery.provider.send(trx, {
          phone: claimed.phone,
          purpose: 'invite',
          code,
          content: invitationText(delivery.brandName, claimed.kind, code),
        });
      });
      run.sent++;
    } catch (e) {
      run.refused++;
      const detail = e instanceof SmsDeliveryError && e.detail ? `：${e.detail}` : '';
      const words = `${e instanceof Error ? e.message : String(e)}${detail}`.slice(0, 500);
      await q.markSendFailed(db, id, words);
      log.warn({ invitation: id, attempt: claimed.send_attempts, err: e }, '邀请短信未发出，稍后重试');
    }
  }
  return run;
}

/**
 * The queue's run: sends what is due, and fails (so the operations page shows it, with the phones) when some
 * invitation has used every try.
 */
export async function deliveryTask(db: Kysely<DB>, delivery: InvitationDelivery, log: FastifyBaseLogger) {
  await deliverWaiting(db, delivery, log);
  const lost = await q.givenUp(db, INVITATION_SEND_TRIES, 5);
  if (lost.length)
    throw new Error(
      `邀请短信多次发送失败，请核对号码或短信服务后重新邀请：${lost.map((l) => `${l.phone}（${l.send_error ?? ''}）`).join('、')}`,
    );
}
