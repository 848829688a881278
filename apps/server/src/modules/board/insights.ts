/**
 * The provider's further charts (issue 60 §1): the period's sales by first-level category, the models that run out
 * within 30 days at the pace of the last 30 Beijing days (units sold less returned), the design tool's funnel and the
 * credits mall's exchanges and the flash sales started in the period (sold, conversion, time to sell out), read
 * from their modules' board queries and kept with the rest.
 */
import {
  AFTER_SALE_RATE_TOP,
  afterSaleRate,
  BOARD_MESSAGES as M,
  BOARD_TOP,
  FLASH_SALE_TOP,
  flashConversion,
  boardPeriod,
  chinaDate,
  chinaDateStart,
  chinaDayStart,
  refusal,
  RUN_OUT_HORIZON_DAYS,
  RUN_OUT_TOP,
  RUN_OUT_WINDOW_DAYS,
  runOutDays,
  type BoardInsights,
  type BoardPeriod,
  type BoardQuery,
  type BoardRunOutRow,
  listedBy,
  BOARD_ROUTES,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { afterSalesByModel } from '../after-sale/index.ts';
import { modelFactsOf } from '../catalogue/index.ts';
import { exchangesOf } from '../credits/index.ts';
import { flashSalesOf } from '../seckill/index.ts';
import { keptAnswer } from './cache.ts';
import { designFunnel } from './design.ts';
import * as q from './queries.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const staffInsightsNo = listedBy(BOARD_ROUTES.staffInsights);

const ALL: q.Scope = { kind: 'all' };

/**
 * Kept per rollup version (cache.ts) and per minute: stock, the design funnel, the credits mall and the flash sales are
 * read live, so they may be up to a minute old on an instance (the version moves only when orders changed).
 */
export async function staffInsights(db: Kysely<DB>, query: BoardQuery, now = new Date()): Promise<BoardInsights> {
  const p = boardPeriod(query.unit, query.at);
  if (!p) throw badRequest(staffInsightsNo(refusal(M, 'badDate')));
  const today = chinaDate(chinaDayStart(now));
  const minute = Math.floor(now.getTime() / 60_000);
  return keptAnswer(db, `insights|${query.unit}|${query.at}|${today}|${minute}`, () => insightsOf(db, p, today));
}

async function insightsOf(db: Kysely<DB>, p: BoardPeriod, today: string): Promise<BoardInsights> {
  const now = chinaDateStart(today)!;
  const window = { from: chinaDate(chinaDayStart(now, -RUN_OUT_WINDOW_DAYS)), to: today };
  const [from, to] = [chinaDateStart(p.current.from)!, chinaDateStart(p.current.to)!];
  const [sold, recent, funnel, exchanges, previousExchanges, flash, askedBack] = await Promise.all([
    q.topModels(db, ALL, p.current),
    q.topModels(db, ALL, window),
    designFunnel(db, p.current, null),
    exchangesOf(db, from, to),
    exchangesOf(db, chinaDateStart(p.previous.from)!, chinaDateStart(p.previous.to)!),
    flashSalesOf(db, from, to, FLASH_SALE_TOP),
    afterSalesByModel(db, from, to),
  ]);
  const soldUnits = new Map(sold.map((m) => [m.model, m.units]));
  const afterSale = askedBack
    .map((a) => {
      const units = soldUnits.get(a.model) ?? 0;
      const ratePct = afterSaleRate(a.units, units);
      return { model: a.model, soldUnits: units, afterSaleUnits: a.units, requests: a.requests, ratePct };
    })
    .sort(
      (a, b) =>
        (b.ratePct ?? -1) - (a.ratePct ?? -1) || b.afterSaleUnits - a.afterSaleUnits || a.model.localeCompare(b.model),
    )
    .slice(0, AFTER_SALE_RATE_TOP);
  const facts = await modelFactsOf(db, [...new Set([...sold, ...recent].map((m) => m.model))]);
  const categories = new Map<string, { key: string; name: string; units: number; netFen: number }>();
  for (const m of sold) {
    const f = facts.get(m.model);
    const key = f?.categoryId ?? '';
    const c = categories.get(key) ?? { key, name: f?.categoryName || '未分类', units: 0, netFen: 0 };
    c.units += m.units - m.refund_units;
    c.netFen += m.net_fen;
    categories.set(key, c);
  }
  const runOut: BoardRunOutRow[] = [];
  for (const m of recent) {
    const stock = facts.get(m.model)?.stock;
    const units30 = m.units - m.refund_units;
    const daysLeft = stock === undefined ? null : runOutDays(stock, units30);
    if (daysLeft !== null && daysLeft <= RUN_OUT_HORIZON_DAYS) runOut.push({ model: m.model, stock: stock!, units30, daysLeft }); // prettier-ignore
  }
  runOut.sort((a, b) => a.daysLeft - b.daysLeft || b.units30 - a.units30 || a.model.localeCompare(b.model));
  return {
    byCategory: [...categories.values()].sort((a, b) => b.netFen - a.netFen || a.key.localeCompare(b.key)),
    runOut: runOut.slice(0, RUN_OUT_TOP),
    funnel,
    exchanges: {
      totals: exchangeTotals(exchanges),
      previousTotals: exchangeTotals(previousExchanges),
      items: exchanges.slice(0, BOARD_TOP).map((e) => ({ spuNo: e.spu_no, name: e.name, ...exchangeTotals([e]) })),
    },
    flashSales: flash.map((f) => ({
      activityNo: f.activity_no,
      title: f.title,
      startAt: f.start_at.toISOString(),
      stock: f.stock,
      sold: f.sold,
      buyers: f.buyers,
      followers: f.followers,
      conversionPct: flashConversion(f.buyers, f.followers),
      sellOutSeconds:
        f.stock > 0 && f.sold >= f.stock && f.last_taken_at
          ? Math.round((f.last_taken_at.getTime() - f.start_at.getTime()) / 1000)
          : null,
    })),
    afterSale,
  };
}

function exchangeTotals(rows: readonly { exchanges: number; units: number; credits: number; cash_fen: number }[]) {
  const t = { exchanges: 0, units: 0, credits: 0, cashFen: 0 };
  for (const r of rows) {
    t.exchanges += r.exchanges;
    t.units += r.units;
    t.credits += r.credits;
    t.cashFen += r.cash_fen;
  }
  return t;
}
