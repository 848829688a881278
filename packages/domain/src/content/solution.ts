/**
 * A solution's product list (part 1 §2 "/solution/solutionPurchase"): the models a solution recommends, each with its
 * quantity and this viewer's price (the catalogue's per-viewer price; null when this viewer has no price for it).
 */

/** At most this many models in one solution's list; each quantity 1..SOLUTION_QUANTITY_MAX (the table's check). */
export const SOLUTION_PRODUCTS_MAX = 50;

export const SOLUTION_QUANTITY_MAX = 9999;

/** A line's amount: unit price × quantity (integer fen), null without a price. */
export const solutionLineAmount = (priceFen: number | null, quantity: number): number | null =>
  priceFen === null ? null : priceFen * quantity;
