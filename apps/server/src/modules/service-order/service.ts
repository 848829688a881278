/**
 * The buyer's service orders (part 1 §1, §2 /service-center and /member/serveOrder, §7 /apiOrder/): the quote, the
 * order, its list and detail, and the buyer's cancel (before dispatch; what was paid goes back through the payment
 * module). Another account's order is answered 404 and nothing changes.
 */
import { randomInt } from 'node:crypto';
import {
  ErrorCode,
  SERVICE_ORDER_MESSAGES as M,
  SERVICE_STATUS,
  chinaStamp,
  formProblem,
  pickPriceRule,
  refusal,
  servicePayDeadline,
  servicePrice,
  serviceTypeOf,
  slotProblem,
  slotStart,
  type ServiceOrderBody,
  type ServiceOrderView,
  SERVICE_ORDER_ROUTES as E,
  listedBy,
  type Refusal,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { badRequest, businessError } from '../../http/errors.ts';
import { check as checkAddress } from '../address/index.ts';
import { move } from './moves.ts';
import { toView, type Names } from './presenter.ts';
import * as q from './queries.ts';
import { queueRefund } from './refunds.ts';
import { checkSerial } from './registry.ts';

/** The checker of the entries a caller of notFound serves (`listedBy(...)`): each lists SERVICE_ORDER.notFound. */
export type OrderNo = (why: Refusal<'SERVICE_ORDER.notFound'>) => Refusal;
export const notFound = (no: OrderNo) => businessError(no(refusal(M, 'notFound')), ErrorCode.notFound, 404);
const newOrderNo = (now = new Date()) => `SV${chinaStamp(now)}${String(randomInt(0, 1e6)).padStart(6, '0')}`;

async function names(db: Kysely<DB>): Promise<Names> {
  const [o, e] = await Promise.all([q.outlets(db), q.engineers(db)]);
  return {
    outlets: new Map(o.map((x) => [Number(x.id), x.name])),
    engineers: new Map(e.map((x) => [Number(x.id), { name: x.name, phone: x.phone }])),
  };
}

export async function views(db: Kysely<DB>, rows: readonly q.OrderRow[]): Promise<ServiceOrderView[]> {
  const nos = rows.map((r) => r.order_no);
  const [steps, refunds, n] = await Promise.all([q.stepsOf(db, nos), q.refundsOf(db, nos), names(db)]);
  return rows.map((r) => toView(r, steps, refunds, n));
}

/** What the quote and the order both answer from the re-check. */
const pricedNo = listedBy(E.quote, E.add);
/** The buyer's own order: its detail, cancel and share link. */
const ownNo = listedBy(E.detail, E.cancel, E.shareLink);
const cancelNo = listedBy(E.cancel);

/** Everything an order needs re-checked by the server: type, form, serial, slot, address, price. */
async function priced(db: Kysely<DB>, accountId: number, b: ServiceOrderBody, now: Date) {
  const type = serviceTypeOf(b.serviceType);
  if (!type) throw businessError(pricedNo(refusal(M, 'typeUnknown')));
  const problem = formProblem(type, b.fields);
  if (problem) throw badRequest(pricedNo(problem));
  let device = null;
  if (type.serial === 'required') {
    if (!b.serial) throw businessError(pricedNo(refusal(M, 'serialRequired')));
    device = await checkSerial(db, accountId, b.serial, now);
  }
  if (type.faultType && !b.faultType) throw businessError(pricedNo(refusal(M, 'faultTypeRequired')));
  if (b.photos.length > type.photos.max) throw businessError(pricedNo(refusal(M, 'photosTooMany')));
  const slot = slotProblem(b.slotDate, b.slot, now);
  if (slot === 'invalid') throw businessError(pricedNo(refusal(M, 'slotInvalid')));
  if (slot === 'past') throw businessError(pricedNo(refusal(M, 'slotPast')));
  if (slot === 'far') throw businessError(pricedNo(refusal(M, 'slotFar')));
  const address = await checkAddress(db, accountId, b.addressId);
  const rules = (await q.priceRules(db, type.key)).map((r) => ({
    serviceType: r.service_type,
    provinceCode: r.province_code,
    priceFen: r.price_fen,
  }));
  const underWarranty = device?.device.underWarranty ?? false;
  const priceFen = servicePrice(type, pickPriceRule(rules, type.key, address.provinceCode), b.fields, underWarranty);
  if (priceFen === null) throw businessError(pricedNo(refusal(M, 'noPrice')));
  return { type, device, address, priceFen, underWarranty };
}

export async function quote(db: Kysely<DB>, accountId: number, b: ServiceOrderBody) {
  const p = await priced(db, accountId, b, new Date());
  return { priceFen: p.priceFen, underWarranty: p.underWarranty, device: p.device?.device ?? null };
}

export async function add(db: Kysely<DB>, accountId: number, b: ServiceOrderBody): Promise<ServiceOrderView> {
  const now = new Date();
  const p = await priced(db, accountId, b, now);
  const { id: _id, isDefault: _d, ...snapshot } = p.address;
  const row = await db.transaction().execute(async (tx) => {
    const o = await q.insertOrder(tx, {
      order_no: newOrderNo(now),
      account_id: accountId,
      service_type: p.type.key,
      status: SERVICE_STATUS.SUBMITTED,
      serial: p.device?.row.serial ?? null,
      model: p.device?.row.model ?? null,
      under_warranty: p.underWarranty,
      fault_type: p.type.faultType ? (b.faultType ?? null) : null,
      fields: JSON.stringify(b.fields),
      remark: b.remark,
      address: JSON.stringify(snapshot),
      province_code: p.address.provinceCode,
      slot_date: b.slotDate,
      slot: b.slot,
      price_fen: p.priceFen,
      pay_until: p.priceFen > 0 ? servicePayDeadline(now, slotStart(b.slotDate, b.slot)) : null,
      photos: JSON.stringify(b.photos),
    });
    await q.insertStep(tx, o.order_no, o.status, p.priceFen > 0 ? '待付款' : '免费服务');
    return o;
  });
  return (await views(db, [row]))[0]!;
}

export async function page(
  db: Kysely<DB>,
  accountId: number,
  query: { status?: number | undefined; page: number; size: number },
) {
  const { rows, total } = await q.pageOrders(db, { accountId, status: query.status }, query.page, query.size);
  return { list: await views(db, rows), total };
}

export async function ownOrder(db: Kysely<DB>, accountId: number, orderNo: string): Promise<q.OrderRow> {
  const o = await q.orderByNo(db, orderNo);
  if (!o || Number(o.account_id) !== accountId) throw notFound(ownNo);
  return o;
}

export async function detail(db: Kysely<DB>, accountId: number, orderNo: string): Promise<ServiceOrderView> {
  return (await views(db, [await ownOrder(db, accountId, orderNo)]))[0]!;
}

/** The buyer's cancel (before dispatch); what was paid is refunded through the job queue. */
export async function cancel(
  db: Kysely<DB>,
  accountId: number,
  body: { orderNo: string; reason: string },
): Promise<ServiceOrderView> {
  const o = await ownOrder(db, accountId, body.orderNo);
  const moved = await db.transaction().execute(async (tx) => {
    const m = await move(tx, o, 'userCancel', {
      accountId,
      note: body.reason || '用户取消',
      refused: cancelNo(refusal(M, 'cannotCancel')),
      set: { refund_fen: o.paid_fen },
    });
    await queueRefund(tx, m.order_no, 'cancel', m.paid_fen, '服务订单取消退款');
    return m;
  });
  return (await views(db, [moved]))[0]!;
}

/** The outlets with their engineers: 'active' (the map, the desk's choices) or 'all' (the staff's list). */
export async function outletList(db: Kysely<DB>, which: 'active' | 'all') {
  const [all, allEngineers] = await Promise.all([q.outlets(db), q.engineers(db)]);
  const os = which === 'all' ? all : all.filter((o) => o.active);
  const es = which === 'all' ? allEngineers : allEngineers.filter((e) => e.active);
  return os.map((o) => ({
    id: Number(o.id),
    name: o.name,
    provinceCode: o.province_code,
    provinceName: o.province_name,
    cityName: o.city_name,
    address: o.address,
    phone: o.phone,
    longitude: Number(o.longitude),
    latitude: Number(o.latitude),
    active: o.active,
    engineers: es
      .filter((e) => Number(e.outlet_id) === Number(o.id))
      .map((e) => ({ id: Number(e.id), name: e.name, phone: e.phone, active: e.active })),
  }));
}
