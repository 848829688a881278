/**
 * A second-level dealer's or installer's prices over time (issue 60 §2: "at what prices over time"): for the models it
 * paid most for over the PRICE_TREND_MONTHS Beijing months ending with the period's, what it paid per unit each month
 * (line amounts less their reductions ÷ units; a month it bought none has no price). Read live for the one buyer.
 */
import {
  boardMonths,
  chinaDateStart,
  PRICE_TREND_MONTHS,
  PRICE_TREND_TOP,
  unitPriceFen,
  type BoardPriceTrend,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { buyerPricesOf } from '../order/index.ts';

export async function priceTrend(db: Kysely<DB>, buyerMerchantNo: string, at: string): Promise<BoardPriceTrend> {
  const { months, range } = boardMonths(at, PRICE_TREND_MONTHS);
  const rows = await buyerPricesOf(db, buyerMerchantNo, chinaDateStart(range.from)!, chinaDateStart(range.to)!);
  const models = new Map<string, { paidFen: number; byMonth: Map<string, { units: number; paidFen: number }> }>();
  for (const r of rows) {
    const m = models.get(r.model) ?? { paidFen: 0, byMonth: new Map() };
    m.paidFen += r.paidFen;
    m.byMonth.set(r.month, { units: r.units, paidFen: r.paidFen });
    models.set(r.model, m);
  }
  const top = [...models]
    .sort(([a, x], [b, y]) => y.paidFen - x.paidFen || a.localeCompare(b))
    .slice(0, PRICE_TREND_TOP);
  return {
    months,
    models: top.map(([model, m]) => ({
      model,
      points: months.map((month) => {
        const p = m.byMonth.get(month);
        return { month, units: p?.units ?? 0, unitFen: unitPriceFen(p?.paidFen ?? 0, p?.units ?? 0) };
      }),
    })),
  };
}
