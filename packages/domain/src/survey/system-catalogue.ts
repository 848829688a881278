/**
 * Which buyable models the system build uses, read from their catalogue attributes: the cable (305 m boxes of the
 * chosen category, oxygen-free copper), RJ-45 plugs (boxes of 100) and information modules for the wiring; PoE
 * switches, NVRs and disks for the topology. Candidates carry the dealer's price (null: not buyable, skipped).
 */
import { POE_STANDARDS, type PoeStandard } from '../calculators/index.ts';
import type { TopoCamera, TopoCatalogue } from './topology.ts';

export interface CatalogueCandidate {
  skuNo: string;
  name: string;
  priceFen: number | null;
  category: string;
  attrs: Record<string, unknown>;
}

export const CABLING_CATEGORIES = ['网线', '配线架与模块'] as const;
export const TOPOLOGY_CATEGORIES = ['PoE交换机', '网络硬盘录像机(NVR)', '监控硬盘'] as const;
export const CABLE_TYPE_DEFAULT = '六类';

const priced = (c: CatalogueCandidate[]) =>
  c.filter((x): x is CatalogueCandidate & { priceFen: number } => x.priceFen !== null && x.priceFen > 0);
const cheapest = <T extends { priceFen: number }>(xs: T[]): T | undefined =>
  [...xs].sort((a, b) => a.priceFen - b.priceFen)[0];
const n = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

export interface CablingSkus {
  cable: { skuNo: string; name: string; boxM: number };
  rj45: { skuNo: string; name: string; perBox: number };
  module: { skuNo: string; name: string };
}

export function pickCablingSkus(all: CatalogueCandidate[], type: string = CABLE_TYPE_DEFAULT): CablingSkus | null {
  const c = priced(all);
  const cable = cheapest(
    c.filter(
      (x) =>
        x.category === '网线' &&
        x.attrs.cableType === type &&
        n(x.attrs.lengthM) > 0 &&
        String(x.attrs.conductor ?? '').includes('无氧铜') &&
        !x.name.includes('室外'),
    ),
  );
  const rj45 = cheapest(c.filter((x) => x.name.startsWith(`${type}水晶头`) && !x.name.includes('(屏蔽)')));
  const mod = cheapest(c.filter((x) => x.name.startsWith(`${type}信息模块`) && !x.name.includes('(屏蔽)')));
  if (!cable || !rj45 || !mod) return null;
  return {
    cable: { skuNo: cable.skuNo, name: cable.name, boxM: n(cable.attrs.lengthM) },
    rj45: { skuNo: rj45.skuNo, name: rj45.name, perBox: Number(/(\d+)个\/盒/.exec(rj45.name)?.[1] ?? 1) },
    module: { skuNo: mod.skuNo, name: mod.name },
  };
}

export function topologyCatalogue(all: CatalogueCandidate[]): TopoCatalogue {
  const c = priced(all);
  return {
    switches: c
      .filter((x) => x.category === 'PoE交换机' && POE_STANDARDS.includes(x.attrs.poeStandard as PoeStandard))
      .map((x) => ({
        skuNo: x.skuNo,
        name: x.name,
        priceFen: x.priceFen,
        poePorts: n(x.attrs.poePorts),
        ports: n(x.attrs.ports),
        poeBudgetW: n(x.attrs.poeBudgetW),
        uplinkMbps: n(x.attrs.uplinkGbps) * 1000,
        poeStandard: x.attrs.poeStandard as PoeStandard,
      })),
    nvrs: c
      .filter((x) => x.category === '网络硬盘录像机(NVR)' && n(x.attrs.channels) > 0 && x.name.includes('不含硬盘'))
      .map((x) => ({
        skuNo: x.skuNo,
        name: x.name,
        priceFen: x.priceFen,
        channels: n(x.attrs.channels),
        incomingBandwidthMbps: n(x.attrs.incomingBandwidthMbps),
        hddBays: n(x.attrs.hddBays),
        maxHddTB: n(x.attrs.maxHddTB),
        maxResolutionMP: n(x.attrs.maxResolutionMP),
      })),
    disks: c
      .filter((x) => x.category === '监控硬盘' && n(x.attrs.capacityTB) > 0)
      .map((x) => ({ skuNo: x.skuNo, name: x.name, priceFen: x.priceFen, capacityTB: n(x.attrs.capacityTB) })),
  };
}

/** A placed network camera as the topology sees it (main stream in Mbps from its model's kbps). */
export function topoCamera(
  p: { id: number; label: string; name: string; attrs: Record<string, unknown> },
  wellId: string | null,
): TopoCamera {
  return {
    id: String(p.id),
    label: p.label || p.name,
    bitrateMbps: n(p.attrs.mainStreamKbps) / 1000 || 4,
    powerW: n(p.attrs.powerW) || 6,
    resolutionMP: n(p.attrs.resolutionMP) || 2,
    wellId,
  };
}
