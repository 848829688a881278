/**
 * An invoice's lines, built from what was paid (amounts.ts): each order line at what the buyer paid for it (its amount
 * after its discounts, a coupon's share included), less its share of a refund of goods; the freight the buyer
 * paid as one line 运费 in the class of the order's main goods (混合销售: the freight of goods sold with them is
 * invoiced with them, at the class of the line that pays most). Each line carries its product's tax classification
 * (catalogue/tax-class.ts: family, else category, else the seller's default). The lines add up exactly to the
 * invoiceable amount. A red invoice's lines are the blue one's, negated.
 */
import { taxClassOf, type TaxClass } from '../catalogue/index.ts';
import { allocateDiscount } from '../core/index.ts';
import { invoiceableSplit, type InvoiceableOrder } from './amounts.ts';
import { taxOfInclusiveFen } from './tax-class.ts';

export interface SoldLine {
  name: string;
  model: string;
  quantity: number;
  /** What the buyer paid for the line: its amount less its discounts, fen. */
  paidFen: number;
  /** Its product's own classification (family, else category); absent: the seller's default. */
  tax?: TaxClass | null;
}

export interface InvoiceLine {
  name: string;
  /** 规格型号. */
  model: string;
  unit: string;
  quantity: number;
  /** Tax-inclusive amount, fen (negative on a red invoice). */
  amountFen: number;
  /** Hundredths of a percent: 1300 = 13%. */
  taxRate: number;
  /** The tax inside amountFen, fen (half-up). */
  taxFen: number;
  /** 税收分类编码 (19 digits). */
  taxCode: string;
}

export interface OrderToInvoice extends Pick<InvoiceableOrder, 'paidFen' | 'freightFen' | 'refundedFen'> {
  lines: readonly SoldLine[];
}

export const FREIGHT_LINE_NAME = '运费';

/** The lines of a blue invoice for these orders; a line without a class of its own takes the seller's `fallback`. */
export function invoiceLinesOf(orders: readonly OrderToInvoice[], fallback: TaxClass): InvoiceLine[] {
  const lines: InvoiceLine[] = [];
  const push = (name: string, model: string, unit: string, quantity: number, amountFen: number, tax: TaxClass) => {
    if (amountFen <= 0) return;
    const taxFen = taxOfInclusiveFen(amountFen, tax.rate);
    lines.push({ name, model, unit, quantity, amountFen, taxRate: tax.rate, taxFen, taxCode: tax.code });
  };
  for (const o of orders) {
    const split = invoiceableSplit(o);
    const paidGoods = o.lines.reduce((s, l) => s + Math.max(0, l.paidFen), 0);
    const paid = o.lines.map((l) => Math.max(0, l.paidFen));
    // a refund of goods comes off the lines in proportion, as a discount would (core/money.ts)
    const off = allocateDiscount(paidGoods - split.goodsFen, paid);
    const goods = paid.map((p, i) => p - (off[i] ?? 0));
    const classes = o.lines.map((l) => taxClassOf(l.tax ?? null, null, null, fallback));
    o.lines.forEach((l, i) => push(l.name, l.model, '台', l.quantity, goods[i] ?? 0, classes[i] ?? fallback));
    // the main goods: the line that paid most (the first of equals)
    const main = paid.reduce((best, p, i) => (p > (paid[best] ?? -1) ? i : best), 0);
    push(FREIGHT_LINE_NAME, '', '次', 1, split.freightFen, classes[main] ?? fallback);
  }
  return lines;
}

/** The red invoice's lines: the blue one's, amounts and tax negated. */
export function redLinesOf(blue: readonly InvoiceLine[]): InvoiceLine[] {
  return blue.map((l) => ({ ...l, quantity: -l.quantity, amountFen: -l.amountFen, taxFen: -l.taxFen }));
}

/** The totals of some lines: amount, tax, and the amount before tax. */
export function invoiceTotals(lines: readonly InvoiceLine[]): { amountFen: number; taxFen: number; netFen: number } {
  const amountFen = lines.reduce((s, l) => s + l.amountFen, 0);
  const taxFen = lines.reduce((s, l) => s + l.taxFen, 0);
  return { amountFen, taxFen, netFen: amountFen - taxFen };
}
