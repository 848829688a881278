/**
 * One move of a service order, as the domain's table allows it: the conditional update `where status = from`, the
 * step, and the buyer's message (serviceOrderMoved), all in the caller's transaction — all three or none.
 */
import {
  SERVICE_PAY_MINUTES,
  SERVICE_STATUS_LABEL,
  nextServiceStatus,
  type ServiceEvent,
  type Refusal,
  type ServiceStatus,
} from '@portal/domain';
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { businessError } from '../../http/errors.ts';
import { sendMessages } from '../message/index.ts';
import * as q from './queries.ts';

export interface MoveOptions {
  set?: Updateable<DB['service_order']>;
  /** Only the buyer's own order. */
  accountId?: number;
  note?: string;
  /**
   * The refusal when the table refuses this move (cannotMove, the buyer's cannotCancel), made by the caller and
   * checked against the entries it serves (`listedBy`).
   */
  refused: Refusal;
  /** Accepting an order still to be paid: the desk's refusal (mustPayFirst), checked as `refused`. */
  mustPayFirst?: Refusal;
  /** The expiry: only an order still unpaid whose time to pay is up at this moment. */
  unpaidDueBy?: Date;
}

/** Moves `o` by `event` inside `tx`; answers the moved row, or throws the refusal with nothing changed. */
export async function move(
  tx: Transaction<DB>,
  o: q.OrderRow,
  event: ServiceEvent,
  opt: MoveOptions,
): Promise<q.OrderRow> {
  const from = o.status as ServiceStatus;
  const due = from === 1 ? o.price_fen - o.paid_fen : 0;
  const to = nextServiceStatus(from, event, due);
  if (to === null) {
    // eslint-disable-next-line refusalsChecked/checked-refusals -- made by the caller's checker (MoveOptions)
    if (event === 'accept' && from === 1 && due > 0 && opt.mustPayFirst) throw businessError(opt.mustPayFirst);
    // eslint-disable-next-line refusalsChecked/checked-refusals -- made by the caller's checker (MoveOptions)
    throw businessError(opt.refused);
  }
  const where = {
    ...(opt.accountId !== undefined ? { accountId: opt.accountId } : {}),
    ...(opt.unpaidDueBy !== undefined ? { unpaidDueBy: opt.unpaidDueBy } : {}),
  };
  const moved = await q.moveStatus(tx, o.order_no, from, to, opt.set ?? {}, where);
  // eslint-disable-next-line refusalsChecked/checked-refusals -- made by the caller's checker (MoveOptions)
  if (!moved) throw businessError(opt.refused);
  await recordStep(tx, moved, opt.note ?? '', event === 'expire' ? 'expired' : 'moved');
  return moved;
}

/** The step and the message of a move that was made (also by the payable when the money arrives). */
export async function recordStep(
  tx: Kysely<DB>,
  o: q.OrderRow,
  note: string,
  what: 'moved' | 'expired' = 'moved',
): Promise<void> {
  await q.insertStep(tx, o.order_no, o.status, note);
  const key = `${o.order_no}:${o.status}`;
  await sendMessages(tx, [
    what === 'expired'
      ? {
          accountId: Number(o.account_id),
          kind: 'serviceOrderExpired',
          params: { orderNo: o.order_no, minutes: SERVICE_PAY_MINUTES },
          key,
        }
      : {
          accountId: Number(o.account_id),
          kind: 'serviceOrderMoved',
          params: { orderNo: o.order_no, status: SERVICE_STATUS_LABEL[o.status as ServiceStatus] },
          key,
        },
  ]);
}
