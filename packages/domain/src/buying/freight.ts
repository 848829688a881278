/**
 * Freight from a logistics template (part 1 §7 logistics/template/calculate), in fen: the first item costs
 * baseFen and each further item extraFen; an order whose goods reach freeOverFen ships free; a province row of
 * the template overrides the two fees (not the free threshold) for addresses in that province. No template
 * (neither the shop's nor the platform's) means free shipping.
 */

export interface FreightTemplate {
  baseFen: number;
  extraFen: number;
  /** null: never free. */
  freeOverFen: number | null;
  regions: readonly { provinceCode: string; baseFen: number; extraFen: number }[];
}

export interface FreightFees {
  baseFen: number;
  extraFen: number;
  freeOverFen: number | null;
}

/** The fees that apply to one province: its override row, else the template's own. */
export function freightFeesFor(template: FreightTemplate, provinceCode: string): FreightFees {
  const r = template.regions.find((x) => x.provinceCode === provinceCode);
  return {
    baseFen: r ? r.baseFen : template.baseFen,
    extraFen: r ? r.extraFen : template.extraFen,
    freeOverFen: template.freeOverFen,
  };
}

/** base + extra × (quantity − 1); 0 for nothing, or when the goods reach the free threshold. */
export function freightOf(fees: FreightFees, basket: { quantity: number; goodsFen: number }): number {
  if (basket.quantity <= 0) return 0;
  if (fees.freeOverFen !== null && basket.goodsFen >= fees.freeOverFen) return 0;
  return fees.baseFen + fees.extraFen * (basket.quantity - 1);
}

/** Freight of a basket to a province under a template (null template: free). */
export function freightFenOf(
  template: FreightTemplate | null,
  basket: { provinceCode: string; quantity: number; goodsFen: number },
): number {
  if (!template) return 0;
  return freightOf(freightFeesFor(template, basket.provinceCode), basket);
}
