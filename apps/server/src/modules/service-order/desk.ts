/**
 * The provider's service desk (its sales/staff accounts): the queue by state and region, accept, dispatch to an
 * outlet and engineer, start, close with parts and the final price (the difference refunded once through the payment
 * module, or a supplement the buyer pays once), and cancel at any time before the end (what was paid refunded).
 */
import { SERVICE_ORDER_MESSAGES as M, refusal, settleFinalPrice, type ServicePart } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { businessError, forbidden } from '../../http/errors.ts';
import { accountContacts, isSalesAccount } from '../account/index.ts';
import { move } from './moves.ts';
import * as q from './queries.ts';
import { notFound, refundAfter, views, type Log } from './service.ts';

async function requireDesk(db: Kysely<DB>, accountId: number) {
  if (!(await isSalesAccount(db, accountId))) throw forbidden(M.deskOnly);
}

async function deskOrder(db: Kysely<DB>, accountId: number, orderNo: string) {
  await requireDesk(db, accountId);
  const o = await q.orderByNo(db, orderNo);
  if (!o) throw notFound();
  return o;
}

export async function queue(
  db: Kysely<DB>,
  accountId: number,
  query: { status?: number | undefined; provinceCode?: string | undefined; page: number; size: number },
) {
  await requireDesk(db, accountId);
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

export async function accept(db: Kysely<DB>, accountId: number, orderNo: string) {
  const o = await deskOrder(db, accountId, orderNo);
  const moved = await db.transaction().execute((tx) => move(tx, o, 'accept'));
  return (await views(db, [moved]))[0]!;
}

export async function dispatch(
  db: Kysely<DB>,
  accountId: number,
  body: { orderNo: string; outletId: number; engineerId?: number | undefined },
) {
  const o = await deskOrder(db, accountId, body.orderNo);
  const outlet = await q.outletById(db, body.outletId);
  if (!outlet) throw businessError(refusal(M, 'outletUnknown'));
  let engineer = null;
  if (body.engineerId !== undefined) {
    engineer = await q.engineerById(db, body.engineerId);
    if (!engineer || Number(engineer.outlet_id) !== body.outletId) throw businessError(refusal(M, 'engineerUnknown'));
  }
  const note = engineer ? `${outlet.name} · ${engineer.name}` : outlet.name;
  const moved = await db
    .transaction()
    .execute((tx) =>
      move(tx, o, 'dispatch', { note, set: { outlet_id: body.outletId, engineer_id: body.engineerId ?? null } }),
    );
  return (await views(db, [moved]))[0]!;
}

export async function start(db: Kysely<DB>, accountId: number, orderNo: string) {
  const o = await deskOrder(db, accountId, orderNo);
  const moved = await db.transaction().execute((tx) => move(tx, o, 'start'));
  return (await views(db, [moved]))[0]!;
}

export async function close(
  db: Kysely<DB>,
  config: Config,
  accountId: number,
  body: { orderNo: string; parts: ServicePart[]; finalFen: number },
  log: Log,
) {
  const o = await deskOrder(db, accountId, body.orderNo);
  const { refundFen, supplementFen } = settleFinalPrice(o.paid_fen, body.finalFen);
  const partsNote = body.parts.map((p) => `${p.name}×${p.quantity}`).join('、');
  const note = [partsNote && `配件：${partsNote}`, `最终价格 ¥${(body.finalFen / 100).toFixed(2)}`]
    .filter(Boolean)
    .join('；');
  const moved = await db.transaction().execute((tx) =>
    move(tx, o, 'finish', {
      note,
      set: {
        parts: JSON.stringify(body.parts),
        final_fen: body.finalFen,
        refund_fen: refundFen,
        supplement_fen: supplementFen,
      },
    }),
  );
  await refundAfter(db, config, moved, refundFen, '服务订单结算退差价', log);
  return (await views(db, [moved]))[0]!;
}

export async function deskCancel(
  db: Kysely<DB>,
  config: Config,
  accountId: number,
  body: { orderNo: string; reason: string },
  log: Log,
) {
  const o = await deskOrder(db, accountId, body.orderNo);
  const moved = await db
    .transaction()
    .execute((tx) => move(tx, o, 'deskCancel', { note: body.reason || '服务台取消', set: { refund_fen: o.paid_fen } }));
  await refundAfter(db, config, moved, moved.paid_fen, '服务订单取消退款', log);
  return (await views(db, [moved]))[0]!;
}
