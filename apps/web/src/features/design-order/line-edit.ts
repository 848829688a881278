/**
 * Editing a line in the browser with the shared pricing rules: every change answers a new line whose amount is
 * recomputed, so the table and the three totals follow at once; saving sends the same numbers the server checks.
 */
import {
  RATE_FULL,
  amountOf,
  commitListRate,
  commitQuantity,
  commitRatePrice,
  commitSelectionRate,
  commitSelectionRatePrice,
  isRateLocked,
  listQuantityRule,
  pairFromRatePrice,
  rateOf,
  ratePriceOf,
  totalsOf,
  type DesignLine,
  type FavoriteLineInput,
  type PricingFlow,
  type Totals,
} from '@portal/domain';

/**
 * Which caps the pricing inputs apply (part 2 §5; both hold in their places): the list's (rate up to 999.99%,
 * an empty discounted price becomes 0.00) or the selection flow's (the drawer of the selection screen: rate up
 * to 300%, empty or negative back to 100%; a discounted price above price × 300% clamps to it, empty back to
 * the price).
 */
export type PricingMode = PricingFlow;

export function withRate(line: DesignLine, text: string, mode: PricingMode = 'list'): DesignLine {
  const rate =
    mode === 'selection'
      ? isRateLocked(line.price)
        ? RATE_FULL
        : commitSelectionRate(text.trim() === '' ? null : text)
      : commitListRate(text, line.price);
  const ratePrice = ratePriceOf(line.price, rate);
  return { ...line, rate, ratePrice, amount: amountOf(ratePrice, line.quantity) };
}

export function withRatePrice(line: DesignLine, text: string, mode: PricingMode = 'list'): DesignLine {
  if (mode === 'selection') {
    if (isRateLocked(line.price)) return withRate(line, '', mode);
    const ratePrice = commitSelectionRatePrice(text.trim() === '' ? null : text, line.price);
    return { ...line, rate: rateOf(line.price, ratePrice), ratePrice, amount: amountOf(ratePrice, line.quantity) };
  }
  const pair = pairFromRatePrice(line.price, commitRatePrice(text));
  return {
    ...line,
    rate: pair.rateBp,
    ratePrice: pair.ratePriceFen,
    amount: amountOf(pair.ratePriceFen, line.quantity),
  };
}

export function withQuantity(
  line: DesignLine,
  value: string | number | null,
): { line: DesignLine; message?: string | undefined } {
  const { quantity, message } = commitQuantity(
    value,
    listQuantityRule({ maxNum: line.maxNum, skuType: line.skuType, priceFen: line.price }),
  );
  return { line: { ...line, quantity, amount: amountOf(line.ratePrice, quantity) }, message };
}

export function toInput(l: DesignLine, sort?: number): FavoriteLineInput {
  return {
    id: l.id,
    spuNo: l.spuNo,
    skuNo: l.skuNo,
    price: l.price,
    rate: l.rate,
    ratePrice: l.ratePrice,
    quantity: l.quantity,
    amount: l.amount,
    isUserDefined: l.isUserDefined,
    privateTenant: l.privateTenant,
    skuType: l.skuType,
    ...(sort !== undefined ? { sort } : {}),
  };
}

export function totalsOfLines(lines: readonly DesignLine[]): Totals {
  return totalsOf(lines.map((l) => ({ priceFen: l.price, quantity: l.quantity, amountFen: l.amount })));
}

/** A new list line for a model picked in the selection screen (catalogue price, rate 100.00). */
export function newLineInput(
  p: { spuNo: string; skuNo: string; price: number | null; skuType: number },
  quantity: number,
  rateBp = RATE_FULL,
): FavoriteLineInput {
  const rate = p.price === null || p.price <= 0 ? RATE_FULL : rateBp;
  const ratePrice = ratePriceOf(p.price, rate);
  return {
    spuNo: p.spuNo,
    skuNo: p.skuNo,
    price: p.price,
    rate,
    ratePrice,
    quantity,
    amount: amountOf(ratePrice, quantity),
    skuType: p.skuType,
  };
}

/**
 * After a refused save (for example code 1, 'placed at points'), the lines of that save go back to what the
 * server last kept — the quantity returns to its previous value — while other lines keep their unsaved edits.
 */
export function revertToSaved(
  lines: readonly DesignLine[],
  refusedIds: ReadonlySet<number>,
  saved: ReadonlyMap<number, DesignLine>,
): DesignLine[] {
  return lines.map((l) => (refusedIds.has(l.id) ? (saved.get(l.id) ?? l) : l));
}

/** The scene parameters of an order edit (part 2 §7): with a scene, queryType 1 and the sceneId on every line. */
export function orderEditInput(l: DesignLine, sceneId: number | null) {
  return { ...toInput(l), id: l.id, ...(sceneId !== null ? { sceneId } : {}) };
}
