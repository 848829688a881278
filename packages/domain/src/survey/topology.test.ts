import { describe, expect, it } from 'vitest';
import { calculateSwitchAccess } from '../calculators/index.ts';
import { recommendTopology, type TopoCamera, type TopoCatalogue, TOPOLOGY_MESSAGES } from './topology.ts';

const catalogue: TopoCatalogue = {
  switches: [
    { skuNo: 'S8', name: '8口PoE', priceFen: 30000, poePorts: 8, ports: 9, poeBudgetW: 60, uplinkMbps: 1000, poeStandard: 'af' }, // prettier-ignore
    { skuNo: 'S16', name: '16口PoE', priceFen: 80000, poePorts: 16, ports: 18, poeBudgetW: 150, uplinkMbps: 1000, poeStandard: 'at' }, // prettier-ignore
    { skuNo: 'S24', name: '24口PoE', priceFen: 150000, poePorts: 24, ports: 26, poeBudgetW: 370, uplinkMbps: 1000, poeStandard: 'at' }, // prettier-ignore
  ],
  nvrs: [
    { skuNo: 'N8', name: '8路NVR', priceFen: 50000, channels: 8, incomingBandwidthMbps: 80, hddBays: 1, maxHddTB: 10, maxResolutionMP: 8 }, // prettier-ignore
    { skuNo: 'N32', name: '32路NVR', priceFen: 200000, channels: 32, incomingBandwidthMbps: 320, hddBays: 4, maxHddTB: 16, maxResolutionMP: 12 }, // prettier-ignore
  ],
  disks: [
    { skuNo: 'D4', name: '4TB', priceFen: 50000, capacityTB: 4 },
    { skuNo: 'D8', name: '8TB', priceFen: 90000, capacityTB: 8 },
  ],
};
const cams = (n: number, wellId: string | null = 'w1'): TopoCamera[] =>
  Array.from({ length: n }, (_, i) => ({ id: `c${i}`, label: `C${i + 1}`, bitrateMbps: 4, powerW: 6, resolutionMP: 4, wellId })); // prettier-ignore

describe('recommendTopology', () => {
  it('six cameras: one small switch, one NVR with the disks the storage calculator asks for', () => {
    const r = recommendTopology(cams(6), catalogue, 15);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const by = Object.fromEntries(r.topology.lines.map((l) => [l.role, l]));
    expect(by.access).toMatchObject({ skuNo: 'S8', quantity: 1, priceFen: 30000 });
    expect(by.nvr).toMatchObject({ skuNo: 'N8', quantity: 1 });
    // 6 × 4 Mbps × 15 days ≈ 3.9 TB + 10 % → one 8 TB disk in the 1-bay NVR.
    expect(r.topology.storageTB).toBeGreaterThan(4);
    expect(by.disk).toMatchObject({ skuNo: 'D8', quantity: 1 });
    expect(by.aggregation).toBeUndefined();
    expect(r.topology.edges.filter((e) => e.target === 'sw1')).toHaveLength(6);
  });

  it('the switch count is the switch-access calculator’s, and several switches get an aggregation switch', () => {
    const r = recommendTopology(cams(20), catalogue, 7);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const access = r.topology.lines.find((l) => l.role === 'access')!;
    const calc = calculateSwitchAccess({ cameraCount: 20, poePorts: 8, uplinkMbps: 1000, utilisation: 0.7, cameraBitrateMbps: 4, poeBudgetW: 60, portStandard: 'af', powerMode: 'actual', cameraPowerW: 6 }); // prettier-ignore
    expect(calc.ok && access).toMatchObject({ skuNo: 'S8', quantity: calc.ok ? calc.switchesNeeded : -1 });
    expect(r.topology.lines.find((l) => l.role === 'aggregation')).toBeTruthy();
  });

  it('splits across NVRs when one cannot take them, or says clearly that none can', () => {
    const r = recommendTopology(cams(70), catalogue, 7);
    expect(r.ok && r.topology.lines.find((l) => l.role === 'nvr')!.quantity).toBeGreaterThanOrEqual(3);
    expect(r.ok && r.topology.notes.join()).toContain('拆分');
    const big = cams(4).map((c) => ({ ...c, resolutionMP: 16 }));
    expect(recommendTopology(big, catalogue)).toEqual({
      ok: false,
      refusal: expect.objectContaining({ msg: TOPOLOGY_MESSAGES.noNvr }),
    });
    expect(recommendTopology([], catalogue)).toEqual({
      ok: false,
      refusal: expect.objectContaining({ msg: TOPOLOGY_MESSAGES.noCameras }),
    });
  });
});
