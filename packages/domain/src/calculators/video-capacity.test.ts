import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateVideoCapacity, VIDEO_CAPACITY_DEFAULTS, type VideoCapacityInput } from './video-capacity.ts';

const base: VideoCapacityInput = {
  groups: [{ cameraCount: 32, bitrateMbps: 4, hoursPerDay: 24, days: 30, recordingRatio: 1 }],
  diskSizeTB: 8,
  reservePercent: 10,
  raidLevel: 'raid5',
};

describe('aVideoCapacity 录像容量', () => {
  it('32 cameras × 4 Mbps × 24 h × 30 days', () => {
    const r = calculateVideoCapacity(base);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    // industry: 4 × 3600 × 24 × 30 × 32 ÷ 8 ÷ 1024 = 40500 GB; ÷ 1024 = 39.55078125 TB
    expect(r.industryGB).toBe(40500);
    expect(r.industryTB).toBe(39.55);
    // bytes: 4 × 10^6 ÷ 8 × 3600 × 24 × 30 × 32 = 500000 × 82944000 = 41 472 000 000 000
    expect(r.bytes).toBe(41_472_000_000_000);
    expect(r.decimalTB).toBe(41.47); // 41.472
    expect(r.tib).toBe(37.72); // 41.472e12 ÷ 1024^4 = 37.7186
    // needed: 41.472 × 1.1 = 45.6192 → 45.62; data disks ⌈45.6192 ÷ 8⌉ = ⌈5.7024⌉ = 6; RAID 5 +1 = 7
    expect(r.requiredStorageTB).toBe(45.62);
    expect(r.dataDiskCount).toBe(6);
    expect(r.parityDiskCount).toBe(1);
    expect(r.diskCount).toBe(7);
    expect(r.rawCapacityTB).toBe(56);
    expect(r.usableCapacityTB).toBe(48);
    expect(r.steps[0]?.substituted).toBe('4 × 3600 × 24 × 30 × 32 × 1 ÷ 8 ÷ 1024');
    expect(r.steps[0]?.value).toBe(40500);
  });

  it('sums groups and applies the event-recording ratio', () => {
    const r = calculateVideoCapacity({
      ...base,
      raidLevel: 'none',
      groups: [...base.groups, { cameraCount: 8, bitrateMbps: 2, hoursPerDay: 12, days: 30, recordingRatio: 0.5 }],
    });
    if (!r.ok) throw new Error('expected ok');
    // group 2: 2 × 3600 × 12 × 30 × 8 × 0.5 ÷ 8 ÷ 1024 = 1265.625 GB
    expect(r.groups[1]?.industryGB).toBe(1265.63);
    // (40500 + 1265.625) ÷ 1024 = 40.7867
    expect(r.industryTB).toBe(40.79);
    // bytes: 41.472e12 + 2e6 ÷ 8 × 3600 × 12 × 30 × 8 × 0.5 = 41.472e12 + 1.296e12
    expect(r.bytes).toBe(42_768_000_000_000);
    // ⌈42.768 × 1.1 ÷ 8⌉ = ⌈5.8806⌉ = 6, no parity
    expect(r.diskCount).toBe(6);
  });

  it('RAID 6 takes two parity disks and at least four disks', () => {
    const r = calculateVideoCapacity({
      ...base,
      groups: [{ cameraCount: 1, bitrateMbps: 1, hoursPerDay: 1, days: 1, recordingRatio: 1 }],
      raidLevel: 'raid6',
    });
    if (!r.ok) throw new Error('expected ok');
    // 1e6 ÷ 8 × 3600 = 4.5e8 B → 1 data disk + 2 parity = 3 → raised to 4
    expect(r.dataDiskCount).toBe(1);
    expect(r.diskCount).toBe(4);
    expect(r.warnings[0]).toContain('至少需要4块');
  });

  it('refuses bad input with field messages', () => {
    const r = calculateVideoCapacity({
      ...base,
      groups: [{ ...base.groups[0]!, cameraCount: 0, bitrateMbps: Number.NaN }],
      diskSizeTB: 0,
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toContainEqual({
      field: 'groups.0.cameraCount',
      refusal: { reason: 'CALC_FIELD.integerBetween', msg: '摄像机数量须为1-10000的整数' },
    });
    expect(r.errors.map((e) => e.field)).toEqual(expect.arrayContaining(['groups.0.bitrateMbps', 'diskSizeTB']));
    expect(calculateVideoCapacity({ ...base, groups: [] }).ok).toBe(false);
  });

  it('defaults calculate', () => {
    expect(calculateVideoCapacity(VIDEO_CAPACITY_DEFAULTS).ok).toBe(true);
  });

  it('properties: monotonic in cameras, bitrate and days; disk counts are integers', () => {
    const group = fc.record({
      cameraCount: fc.integer({ min: 1, max: 500 }),
      bitrateMbps: fc.double({ min: 0.1, max: 50, noNaN: true }),
      hoursPerDay: fc.double({ min: 0.5, max: 24, noNaN: true }),
      days: fc.integer({ min: 1, max: 365 }),
      recordingRatio: fc.double({ min: 0.01, max: 1, noNaN: true }),
    });
    fc.assert(
      fc.property(
        group,
        fc.integer({ min: 1, max: 100 }),
        fc.constantFrom('none', 'raid5', 'raid6') as fc.Arbitrary<'none' | 'raid5' | 'raid6'>,
        (g, extra, raid) => {
          const input = { ...base, raidLevel: raid, groups: [g] };
          const a = calculateVideoCapacity(input);
          const more = [
            calculateVideoCapacity({ ...input, groups: [{ ...g, cameraCount: g.cameraCount + extra }] }),
            calculateVideoCapacity({ ...input, groups: [{ ...g, bitrateMbps: g.bitrateMbps + extra / 10 }] }),
            calculateVideoCapacity({ ...input, groups: [{ ...g, days: g.days + extra }] }),
          ];
          if (!a.ok) throw new Error('expected ok');
          expect(Number.isInteger(a.diskCount) && a.diskCount >= 0).toBe(true);
          // decimal TB = industry TB × 1.048576 (10^6 vs 1024^2 per "GB·1024")
          expect(a.decimalTB).toBeCloseTo(a.industryTB * 1.048576, 1);
          for (const b of more) {
            if (!b.ok) throw new Error('expected ok');
            expect(b.decimalTB).toBeGreaterThanOrEqual(a.decimalTB);
            expect(b.industryTB).toBeGreaterThanOrEqual(a.industryTB);
            expect(b.diskCount).toBeGreaterThanOrEqual(a.diskCount);
          }
        },
      ),
    );
  });
});
