/**
 * The provider's service desk (its sales accounts: the entries' policy 'staff'): the queue by state and region, accept, dispatch to an
 * outlet and engineer, start, close with parts and the final price (the difference refunded once through the payment
 * module, or a supplement the buyer pays once), and cancel at any time before the end (what was paid refunded).
 * Refunds are queued in the move's transaction and asked of the payment module by the job queue (refunds.ts).
 */
import {
  SERVICE_NETWORK_MESSAGES as N,
  SERVICE_ORDER_MESSAGES as M,
  SERVICE_ORDER_ROUTES as E,
  listedBy,
  allocationOf,
  refusal,
  settleFinalPrice,
  type ServicePart,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { businessError } from '../../http/errors.ts';
import { accountContacts } from '../account/index.ts';
import { move } from './moves.ts';
import * as q from './queries.ts';
import { queueRefund } from './refunds.ts';
import { notFound, views } from './service.ts';

/** What each desk move may refuse: only what the entries that reach it list (the compiler checks). */
const deskNo = listedBy(E.deskAccept, E.deskDispatch, E.deskStart, E.deskClose, E.deskCancel);
const acceptNo = listedBy(E.deskAccept);
const dispatchNo = listedBy(E.deskDispatch);
const cannotMove = deskNo(refusal(M, 'cannotMove'));

async function deskOrder(db: Kysely<DB>, orderNo: string) {
  const o = await q.orderByNo(db, orderNo);
  if (!o) throw notFound(deskNo);
  return o;
}

export async function queue(
  db: Kysely<DB>,
  query: { status?: number | undefined; provinceCode?: string | undefined; page: number; size: number },
) {
  const { rows, total } = await q.pageOrders(db, query, query.page, query.size);
  const [list, contacts] = await Promise.all([
    views(db, rows),
    accountContacts(
      db,
      rows.map((r) => Number(r.account_id)),
    ),
  ]);
  return {
    list: list.map((v, i) => ({ ...v, accountPhone: contacts.get(Number(rows[i]!.account_id))?.phone ?? '' })),
    total,
  };
}

export async function accept(db: Kysely<DB>, orderNo: string) {
  const o = await deskOrder(db, orderNo);
  const moved = await db
    .transaction()
    .execute((tx) =>
      move(tx, o, 'accept', { refused: cannotMove, mustPayFirst: acceptNo(refusal(M, 'mustPayFirst')) }),
    );
  return (await views(db, [moved]))[0]!;
}

/**
 * Dispatch with an order allocation type (§9): the type says what the desk names (an outlet; an engineer of an
 * outlet; nothing, for remote help or mail-in), or lets the server pick the first outlet of the order's province.
 */
export async function dispatch(
  db: Kysely<DB>,
  body: { orderNo: string; allocationType: number; outletId?: number | undefined; engineerId?: number | undefined },
) {
  const o = await deskOrder(db, body.orderNo);
  const alloc = allocationOf(body.allocationType);
  if (!alloc || alloc.type === 0) throw businessError(dispatchNo(refusal(M, 'allocationInvalid')));
  let outlet = null;
  let engineer = null;
  if (alloc.needs === 'auto') {
    outlet = (await q.outletsOfProvince(db, o.province_code))[0] ?? null;
    if (!outlet) throw businessError(dispatchNo(refusal(M, 'noOutletInRegion')));
  } else if (alloc.needs === 'outlet' || alloc.needs === 'engineer') {
    outlet = body.outletId !== undefined ? await q.outletById(db, body.outletId) : null;
    if (!outlet) throw businessError(dispatchNo(refusal(M, 'outletUnknown')));
    if (!outlet.active) throw businessError(dispatchNo(refusal(N, 'outletInactive')));
    if (alloc.needs === 'engineer' && body.engineerId === undefined)
      throw businessError(dispatchNo(refusal(M, 'engineerUnknown')));
  }
  if (outlet && body.engineerId !== undefined) {
    engineer = await q.engineerById(db, body.engineerId);
    if (!engineer || Number(engineer.outlet_id) !== Number(outlet.id))
      throw businessError(dispatchNo(refusal(M, 'engineerUnknown')));
    if (!engineer.active) throw businessError(dispatchNo(refusal(N, 'engineerInactive')));
  }
  const note = [alloc.label, outlet?.name, engineer?.name].filter(Boolean).join(' · ');
  const moved = await db.transaction().execute((tx) =>
    move(tx, o, 'dispatch', {
      note,
      refused: cannotMove,
      set: {
        allocation_type: alloc.type,
        outlet_id: outlet ? Number(outlet.id) : null,
        engineer_id: engineer ? Number(engineer.id) : null,
      },
    }),
  );
  return (await views(db, [moved]))[0]!;
}

export async function start(db: Kysely<DB>, orderNo: string) {
  const o = await deskOrder(db, orderNo);
  const moved = await db.transaction().execute((tx) => move(tx, o, 'start', { refused: cannotMove }));
  return (await views(db, [moved]))[0]!;
}

export async function close(db: Kysely<DB>, body: { orderNo: string; parts: ServicePart[]; finalFen: number }) {
  const o = await deskOrder(db, body.orderNo);
  const { refundFen, supplementFen } = settleFinalPrice(o.paid_fen, body.finalFen);
  const partsNote = body.parts.map((p) => `${p.name}×${p.quantity}`).join('、');
  const note = [partsNote && `配件：${partsNote}`, `最终价格 ¥${(body.finalFen / 100).toFixed(2)}`]
    .filter(Boolean)
    .join('；');
  const moved = await db.transaction().execute(async (tx) => {
    const m = await move(tx, o, 'finish', {
      note,
      refused: cannotMove,
      set: {
        parts: JSON.stringify(body.parts),
        final_fen: body.finalFen,
        refund_fen: refundFen,
        supplement_fen: supplementFen,
      },
    });
    await queueRefund(tx, m.order_no, 'settle', refundFen, '服务订单结算退差价');
    return m;
  });
  return (await views(db, [moved]))[0]!;
}

export async function deskCancel(db: Kysely<DB>, body: { orderNo: string; reason: string }) {
  const o = await deskOrder(db, body.orderNo);
  const moved = await db.transaction().execute(async (tx) => {
    const m = await move(tx, o, 'deskCancel', {
      note: body.reason || '服务台取消',
      set: { refund_fen: o.paid_fen },
      refused: cannotMove,
    });
    await queueRefund(tx, m.order_no, 'cancel', m.paid_fen, '服务订单取消退款');
    return m;
  });
  return (await views(db, [moved]))[0]!;
}
