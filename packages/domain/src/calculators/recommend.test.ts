import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recommendDisks, recommendNvrs, recommendSwitches, type CandidateModel } from './recommend.ts';

const m = (skuNo: string, priceFen: number | null, attrs: CandidateModel['attrs'], status = 0): CandidateModel => ({
  spuNo: `P${skuNo}`,
  skuNo,
  model: `HY-${skuNo}`,
  name: skuNo,
  priceFen,
  status,
  attrs,
});

describe('recommended products', () => {
  const disks = [
    m('D4', 59900, { capacityTB: 4 }),
    m('D8a', 129900, { capacityTB: 8 }),
    m('D8b', 109900, { capacityTB: '8' }),
    m('D8c', 99900, { capacityTB: 8 }, 1), // delisted
    m('D8d', null, { capacityTB: 8 }), // no price
  ];

  it('disks: the cheapest active priced model of exactly the chosen size, as many as calculated', () => {
    const r = recommendDisks(disks, { diskSizeTB: 8, diskCount: 9 });
    expect(r?.candidate.skuNo).toBe('D8b');
    expect(r?.quantity).toBe(9);
    expect(r?.reason).toContain('8TB 硬盘 × 9 块');
    expect(recommendDisks(disks, { diskSizeTB: 6, diskCount: 3 })).toBeNull();
    expect(recommendDisks(disks, { diskSizeTB: 8, diskCount: 0 })).toBeNull();
  });

  it('NVRs: at least the channels, bandwidth and resolution', () => {
    const nvrs = [
      m('N16', 150000, { channels: 16, incomingBandwidthMbps: 160, maxResolutionMP: 12 }),
      m('N32', 290000, { channels: 32, incomingBandwidthMbps: 256, maxResolutionMP: 12 }),
      m('N32lo', 250000, { channels: 32, incomingBandwidthMbps: 160, maxResolutionMP: 8 }),
      m('N64', 590000, { channels: 64, incomingBandwidthMbps: 320, maxResolutionMP: 32 }),
    ];
    const r = recommendNvrs(nvrs, { channels: 32, incomingBandwidthMbps: 200, cameraResolutionMP: 4, nvrsNeeded: 2 });
    expect(r?.candidate.skuNo).toBe('N32');
    expect(r?.quantity).toBe(2);
    expect(
      recommendNvrs(nvrs, { channels: 32, incomingBandwidthMbps: 160, cameraResolutionMP: 16, nvrsNeeded: 1 })
        ?.candidate.skuNo,
    ).toBe('N64');
    expect(
      recommendNvrs(nvrs, { channels: 128, incomingBandwidthMbps: 160, cameraResolutionMP: 4, nvrsNeeded: 1 }),
    ).toBeNull();
  });

  it('switches: at least the PoE ports, budget and uplink (Gbps in the catalogue, Mbps in the calculator)', () => {
    const sws = [
      m('S8', 80000, { poePorts: 8, poeBudgetW: 120, uplinkGbps: 1 }),
      m('S16', 160000, { poePorts: 16, poeBudgetW: 230, uplinkGbps: 1 }),
      m('S24', 260000, { poePorts: 24, poeBudgetW: 370, uplinkGbps: 10 }),
    ];
    expect(
      recommendSwitches(sws, { poePorts: 16, poeBudgetW: 230, uplinkMbps: 1000, switchesNeeded: 3 })?.candidate.skuNo,
    ).toBe('S16');
    expect(
      recommendSwitches(sws, { poePorts: 16, poeBudgetW: 230, uplinkMbps: 2000, switchesNeeded: 3 })?.candidate.skuNo,
    ).toBe('S24');
  });

  it('property: a recommendation always fits the need, is active and priced, and is the cheapest that fits', () => {
    const cand = fc.record({
      skuNo: fc.string({ minLength: 1, maxLength: 4 }),
      priceFen: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
      status: fc.constantFrom(0, 1),
      ports: fc.integer({ min: 1, max: 48 }),
      budget: fc.integer({ min: 0, max: 800 }),
      uplink: fc.constantFrom(1, 10),
    });
    fc.assert(
      fc.property(
        fc.array(cand, { maxLength: 20 }),
        fc.integer({ min: 1, max: 48 }),
        fc.integer({ min: 0, max: 800 }),
        (cs, ports, budget) => {
          const cands = cs.map((c) =>
            m(c.skuNo, c.priceFen, { poePorts: c.ports, poeBudgetW: c.budget, uplinkGbps: c.uplink }, c.status),
          );
          const need = { poePorts: ports, poeBudgetW: budget, uplinkMbps: 1000, switchesNeeded: 2 };
          const r = recommendSwitches(cands, need);
          const fitting = cands.filter(
            (c) =>
              c.status === 0 &&
              c.priceFen !== null &&
              Number(c.attrs.poePorts) >= ports &&
              Number(c.attrs.poeBudgetW) >= budget,
          );
          if (!fitting.length) {
            expect(r).toBeNull();
            return;
          }
          expect(r).not.toBeNull();
          expect(r!.quantity).toBe(2);
          expect(r!.candidate.priceFen).toBe(Math.min(...fitting.map((c) => c.priceFen!)));
          expect(fitting).toContain(r!.candidate);
        },
      ),
    );
  });
});
