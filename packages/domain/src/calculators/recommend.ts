/**
 * Recommended products for a calculator's result: pick a catalogue model that meets what was calculated
 * (the cheapest active, priced one that is at least as capable) and the quantity to buy. Pure: the page
 * fetches the candidates, these rules choose.
 */
export type AttrMap = Record<string, number | string>;

export interface CandidateModel {
  spuNo: string;
  skuNo: string;
  model: string;
  name: string;
  /** Fen; null = no price (never recommended: it cannot be quoted). */
  priceFen: number | null;
  /** 0 active, 1 delisted. */
  status: number;
  attrs: AttrMap;
}

export interface Recommendation {
  candidate: CandidateModel;
  quantity: number;
  /** Why this model, in the user's numbers. */
  reason: string;
}

const num = (a: AttrMap, key: string): number | undefined => {
  const v = a[key];
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
};

function cheapest(cands: readonly CandidateModel[], fits: (a: AttrMap) => boolean): CandidateModel | null {
  let best: CandidateModel | null = null;
  for (const c of cands) {
    if (c.status !== 0 || c.priceFen === null || !fits(c.attrs)) continue;
    if (!best || c.priceFen < best.priceFen! || (c.priceFen === best.priceFen && c.skuNo < best.skuNo)) best = c;
  }
  return best;
}

/** Disks of exactly the chosen size, as many as the storage calculation needs. */
export function recommendDisks(
  cands: readonly CandidateModel[],
  need: { diskSizeTB: number; diskCount: number },
): Recommendation | null {
  if (!(need.diskCount > 0)) return null;
  const pick = cheapest(cands, (a) => num(a, 'capacityTB') === need.diskSizeTB);
  return pick
    ? {
        candidate: pick,
        quantity: need.diskCount,
        reason: `${need.diskSizeTB}TB 硬盘 × ${need.diskCount} 块（按所需容量计算）`,
      }
    : null;
}

/** An NVR with at least the channels and incoming bandwidth calculated with, and the resolution needed. */
export function recommendNvrs(
  cands: readonly CandidateModel[],
  need: { channels: number; incomingBandwidthMbps: number; cameraResolutionMP: number; nvrsNeeded: number },
): Recommendation | null {
  if (!(need.nvrsNeeded > 0)) return null;
  const pick = cheapest(
    cands,
    (a) =>
      (num(a, 'channels') ?? 0) >= need.channels &&
      (num(a, 'incomingBandwidthMbps') ?? 0) >= need.incomingBandwidthMbps &&
      (num(a, 'maxResolutionMP') ?? 0) >= need.cameraResolutionMP,
  );
  return pick
    ? {
        candidate: pick,
        quantity: need.nvrsNeeded,
        reason: `≥${need.channels}路、接入带宽≥${need.incomingBandwidthMbps}Mbps、支持${need.cameraResolutionMP}MP，共 ${need.nvrsNeeded} 台`,
      }
    : null;
}

/** A PoE switch with at least the ports, budget and uplink calculated with. */
export function recommendSwitches(
  cands: readonly CandidateModel[],
  need: { poePorts: number; poeBudgetW: number; uplinkMbps: number; switchesNeeded: number },
): Recommendation | null {
  if (!(need.switchesNeeded > 0)) return null;
  const pick = cheapest(
    cands,
    (a) =>
      (num(a, 'poePorts') ?? 0) >= need.poePorts &&
      (num(a, 'poeBudgetW') ?? 0) >= need.poeBudgetW &&
      (num(a, 'uplinkGbps') ?? 0) * 1000 >= need.uplinkMbps,
  );
  return pick
    ? {
        candidate: pick,
        quantity: need.switchesNeeded,
        reason: `≥${need.poePorts}个PoE口、PoE预算≥${need.poeBudgetW}W、上行≥${need.uplinkMbps}Mbps，共 ${need.switchesNeeded} 台`,
      }
    : null;
}
