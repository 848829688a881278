import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BANDWIDTH_DEFAULTS, type BandwidthInput, calculateBandwidth } from './bandwidth.ts';

const base: BandwidthInput = { ...BANDWIDTH_DEFAULTS };

describe('dBandWidth 带宽', () => {
  it('32 cameras with sub stream and 2 remote clients', () => {
    const r = calculateBandwidth(base);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    // 32 × (4 + 512 ÷ 1000) = 144.384; + 2 × 2 = 148.384; ÷ 0.7 = 211.977 → gigabit
    expect(r.cameraTrafficMbps).toBe(144.38);
    expect(r.totalMbps).toBe(148.38);
    expect(r.linkNeededMbps).toBe(211.98);
    expect(r.uplink).toMatchObject({ key: '1G', linkCount: 1 });
    expect(r.perCameraMbps).toBe(4.52); // 4.512 rounded up for carrying
  });

  it('sub stream not pulled, no clients: 100M is enough', () => {
    const r = calculateBandwidth({
      groups: [{ cameraCount: 10, mainStreamMbps: 2, subStreamKbps: 512, subStreamPulled: false }],
      remoteClientCount: 0,
      remoteStreamMbps: 2,
      utilisation: 0.7,
    });
    if (!r.ok) throw new Error('expected ok');
    // 10 × 2 = 20; ÷ 0.7 = 28.57
    expect(r.linkNeededMbps).toBe(28.57);
    expect(r.uplink.key).toBe('100M');
  });

  it('beyond 10G recommends several 10G links', () => {
    const r = calculateBandwidth({
      groups: [{ cameraCount: 2000, mainStreamMbps: 8, subStreamKbps: 0, subStreamPulled: false }],
      remoteClientCount: 0,
      remoteStreamMbps: 0,
      utilisation: 0.8,
    });
    if (!r.ok) throw new Error('expected ok');
    // 2000 × 8 ÷ 0.8 = 20000 → ⌈20000 ÷ 10000⌉ = 2 × 10G
    expect(r.linkNeededMbps).toBe(20000);
    expect(r.uplink).toMatchObject({ key: '10G', linkCount: 2 });
    expect(r.warnings).toHaveLength(1);
  });

  it('utilisation must be in (0, 1]', () => {
    for (const utilisation of [0, 1.2, Number.NaN]) {
      const r = calculateBandwidth({ ...base, utilisation });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.errors[0]?.field).toBe('utilisation');
    }
    const r = calculateBandwidth({ ...base, utilisation: 1.2 });
    if (!r.ok)
      expect(r.errors[0]?.refusal).toEqual({ reason: 'CALC_FIELD.utilisation', msg: '利用率须在0到1之间(不含0)' });
    const none = calculateBandwidth({ ...base, groups: [] });
    if (!none.ok)
      expect(none.errors[0]?.refusal).toEqual({ reason: 'CALC_SHARED.groupsCount', msg: '请添加1-100组摄像机' });
  });

  it('properties: monotonic in cameras, antitone in utilisation; uplink carries the need', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3000 }),
        fc.double({ min: 0.1, max: 16, noNaN: true }),
        fc.double({ min: 0.1, max: 1, noNaN: true }),
        fc.integer({ min: 1, max: 100 }),
        (cameraCount, main, utilisation, extra) => {
          const input = {
            ...base,
            utilisation,
            groups: [{ cameraCount, mainStreamMbps: main, subStreamKbps: 512, subStreamPulled: true }],
          };
          const a = calculateBandwidth(input);
          const more = calculateBandwidth({
            ...input,
            groups: [{ ...input.groups[0]!, cameraCount: cameraCount + extra }],
          });
          const looser = calculateBandwidth({ ...input, utilisation: Math.min(1, utilisation + extra / 200) });
          if (!a.ok || !more.ok || !looser.ok) throw new Error('expected ok');
          expect(more.totalMbps).toBeGreaterThanOrEqual(a.totalMbps);
          expect(looser.linkNeededMbps).toBeLessThanOrEqual(a.linkNeededMbps);
          expect(a.uplink.capacityMbps * a.uplink.linkCount).toBeGreaterThanOrEqual(a.linkNeededMbps - 0.01);
          expect(Number.isInteger(a.uplink.linkCount) && a.uplink.linkCount >= 1).toBe(true);
        },
      ),
    );
  });
});
