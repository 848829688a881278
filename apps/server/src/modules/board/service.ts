/**
 * The boards' use cases (issue 60): every figure is a sum over the rollups (refresh.ts) under the orders' rules —
 * paid, less refunded, in fen, by Beijing day — for the staff (every dealer), a first-level dealer (the orders it
 * ships: its customers) or another buyer (what it bought, and from whom). A dealer's scope comes from its own
 * identity, never from the request.
 */
import {
  BOARD_MESSAGES as M,
  BOARD_TOP,
  boardDays,
  boardPeriod,
  refusal,
  type Board,
  type BoardPeriod,
  type BoardProvince,
  type BoardQuery,
  type BoardRange,
  listedBy,
  BOARD_ROUTES,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { currentBuyer, memberAccounts, merchantContacts } from '../account/index.ts';
import { sellerTurnCount } from '../after-sale/index.ts';
import { invoicesWaitingOf } from '../invoice/index.ts';
import { waitingShipOf } from '../order/index.ts';
import { staffInsights } from './insights.ts';
import { toNamed, toTotals } from './presenter.ts';
import { keptAnswer } from './cache.ts';
import { priceTrend } from './buyer.ts';
import { designFunnel, designOrdersListed } from './design.ts';
import { networkOf } from './network.ts';
import * as q from './queries.ts';
import { boardSheets, streamXlsx } from './xlsx.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const periodOfNo = listedBy(
  BOARD_ROUTES.dealer,
  BOARD_ROUTES.staff,
  BOARD_ROUTES.staffNetwork,
  BOARD_ROUTES.staffProvince,
);
const dealerNo = listedBy(BOARD_ROUTES.dealer);

function periodOf(query: BoardQuery): BoardPeriod {
  const p = boardPeriod(query.unit, query.at);
  if (!p) throw badRequest(periodOfNo(refusal(M, 'badDate')));
  return p;
}

async function series(db: Kysely<DB>, scope: q.Scope, range: BoardRange) {
  const byDay = new Map((await q.saleSums(db, scope, range, 'day')).map((r) => [r.key, toTotals(r)]));
  return boardDays(range).map((day) => {
    const t = byDay.get(day);
    return { day, netFen: t?.netFen ?? 0, orders: t?.orders ?? 0 };
  });
}

/** Names of merchants, and of people buying for themselves ('A<id>'). */
async function namesOf(db: Kysely<DB>, keys: string[]): Promise<(key: string) => string> {
  const contacts = await merchantContacts(
    db,
    keys.filter((k) => !/^A\d+$/.test(k)),
  );
  return (k) => contacts.get(k)?.company_name ?? (/^A\d+$/.test(k) ? `个人买家 ${k.slice(1)}` : k);
}

async function boardOf(db: Kysely<DB>, scope: q.Scope, period: BoardPeriod, party: 'shop_merchant_no' | 'buyer_key') {
  const { current, previous } = period;
  const [totals, prevTotals, cur, prev, provinces, parties, models, flash] = await Promise.all([
    q.saleSums(db, scope, current, null),
    q.saleSums(db, scope, previous, null),
    series(db, scope, current),
    series(db, scope, previous),
    q.saleSums(db, scope, current, 'province_name'),
    q.saleSums(db, scope, current, party),
    q.topModels(db, scope, current, BOARD_TOP),
    q.saleSums(db, scope, current, null, { flash: true }),
  ]);
  const names = await namesOf(
    db,
    parties.map((p) => p.key),
  );
  const board: Board = {
    unit: period.unit,
    current,
    previous,
    totals: toTotals(totals[0]),
    previousTotals: toTotals(prevTotals[0]),
    series: cur,
    previousSeries: prev,
    byProvince: toNamed(provinces, (k) => k || '未知'),
    byParty: toNamed(parties, names, BOARD_TOP),
    topModels: models.map((m) => ({
      model: m.model,
      units: m.units,
      refundUnits: m.refund_units,
      netFen: m.net_fen,
    })),
    flashSale: toTotals(flash[0]),
    waiting: null,
    designFunnel: null,
    designOrders: null,
    prices: null,
  };
  return board;
}

/** The provider's board: every dealer's sales; byParty = the shipping (first-level) dealers. */
export async function staffBoard(db: Kysely<DB>, query: BoardQuery): Promise<Board> {
  const period = periodOf(query);
  return keptAnswer(db, `staff|${query.unit}|${query.at}`, () => boardOf(db, { kind: 'all' }, period, 'shop_merchant_no')); // prettier-ignore
}

/** One province's dealers over the period (the map's click). */
export async function staffProvince(db: Kysely<DB>, query: BoardQuery & { province: string }): Promise<BoardProvince> {
  const { current } = periodOf(query);
  const rows = await q.saleSums(db, { kind: 'all' }, current, 'shop_merchant_no', { province: query.province });
  const names = await namesOf(
    db,
    rows.map((r) => r.key),
  );
  return { province: query.province, dealers: toNamed(rows, names) };
}

/**
 * A dealer's board: a first-level dealer sees the orders it ships (byParty = its customers); a second-level dealer
 * or installer sees what it bought (byParty = whom from), the unit prices it paid month by month and its design
 * orders. Either sees the funnel of its own design orders (its members'). A person buying for itself has no board.
 */
export async function dealerBoard(db: Kysely<DB>, accountId: number, query: BoardQuery): Promise<Board> {
  const period = periodOf(query);
  const b = await currentBuyer(db, accountId);
  if (!b.merchantNo) throw forbidden(dealerNo(refusal(M, 'notDealer')));
  const merchantNo = b.merchantNo;
  const key = `${b.enterpriseType}|${merchantNo}|${query.unit}|${query.at}`;
  // The design figures and prices are read live from the design orders and the orders, kept for the minute (as the
  // provider's insights are): a board at most a minute behind a design order or a payment.
  const live = `live|${key}|${Math.floor(Date.now() / 60_000)}`;
  const funnelOf = async () => designFunnel(db, period.current, await memberAccounts(db, merchantNo));
  if (b.enterpriseType !== 1) {
    const [board, [funnel, designOrders, prices]] = await Promise.all([
      keptAnswer(db, key, () => boardOf(db, { kind: 'buyer', buyerKey: merchantNo }, period, 'shop_merchant_no')),
      keptAnswer(db, live, async () => {
        const members = await memberAccounts(db, merchantNo);
        return Promise.all([
          designFunnel(db, period.current, members),
          designOrdersListed(db, period.current, members),
          priceTrend(db, merchantNo, query.at),
        ]);
      }),
    ]);
    return { ...board, designFunnel: funnel, designOrders, prices };
  }
  const [board, ship, afterSales, invoices, funnel] = await Promise.all([
    keptAnswer(db, key, () => boardOf(db, { kind: 'shop', merchantNo }, period, 'buyer_key')),
    waitingShipOf(db, merchantNo),
    sellerTurnCount(db, merchantNo),
    invoicesWaitingOf(db, merchantNo),
    keptAnswer(db, live, funnelOf),
  ]);
  const waiting = { shipOrders: ship.orders, shipFen: ship.fen, afterSales, invoices: invoices.invoices, invoiceFen: invoices.fen }; // prettier-ignore
  return { ...board, waiting, designFunnel: funnel };
}

/** A first-level dealer's second-level network over the period (the staff board's click on a dealer). */
export async function staffNetwork(db: Kysely<DB>, query: BoardQuery & { dealer: string }) {
  return networkOf(db, query.dealer, periodOf(query).current);
}

/** The provider's board as sheets (with the insights, a province's dealers and a dealer's network when picked). */
export async function staffExport(
  db: Kysely<DB>,
  query: BoardQuery & { province?: string | undefined; dealer?: string | undefined },
) {
  const [b, insights, province, network] = await Promise.all([
    staffBoard(db, query),
    staffInsights(db, query),
    query.province ? staffProvince(db, { ...query, province: query.province }) : null,
    query.dealer ? staffNetwork(db, { ...query, dealer: query.dealer }) : null,
  ]);
  const sheets = boardSheets(b, {
    party: '一级经销商',
    insights,
    ...(province ? { province: { name: province.province, dealers: province.dealers } } : {}),
    ...(network ? { network } : {}),
  });
  return { file: `经营概况-${b.current.from}.xlsx`, sheets };
}

/** A dealer's own board as sheets. */
export async function dealerExport(db: Kysely<DB>, accountId: number, query: BoardQuery) {
  const b = await dealerBoard(db, accountId, { unit: query.unit, at: query.at });
  return { file: `经营概况-${b.current.from}.xlsx`, sheets: boardSheets(b, { party: b.waiting ? '客户' : '供货方' }) };
}

export const xlsxOf = streamXlsx;
