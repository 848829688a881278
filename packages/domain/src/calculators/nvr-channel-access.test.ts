import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculateNvrChannelAccess,
  NVR_CHANNEL_ACCESS_DEFAULTS,
  type NvrChannelAccessInput,
} from './nvr-channel-access.ts';

const base: NvrChannelAccessInput = { ...NVR_CHANNEL_ACCESS_DEFAULTS };

describe('bNVRChannelAccess NVR通道接入', () => {
  it('channels bind: 32 channels, 160 Mbps, 4 Mbps + 512 kbps', () => {
    const r = calculateNvrChannelAccess(base);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    // per camera 4 + 512 ÷ 1000 = 4.512 Mbps; ⌊160 ÷ 4.512⌋ = ⌊35.46⌋ = 35; min(32, 35) = 32
    expect(r.perCameraMbps).toBe(4.51);
    expect(r.camerasByBandwidth).toBe(35);
    expect(r.camerasPerNvr).toBe(32);
    expect(r.bindingLimits).toEqual(['channels']);
    expect(r.bindingExplanation).toContain('通道数');
    // ⌈50 ÷ 32⌉ = 2
    expect(r.nvrsForCameras).toBe(2);
    expect(r.nvrsNeeded).toBe(2);
  });

  it('bandwidth binds: 100 Mbps', () => {
    const r = calculateNvrChannelAccess({ ...base, nvrIncomingBandwidthMbps: 100 });
    if (!r.ok) throw new Error('expected ok');
    // ⌊100 ÷ 4.512⌋ = ⌊22.16⌋ = 22 < 32; ⌈50 ÷ 22⌉ = 3
    expect(r.camerasPerNvr).toBe(22);
    expect(r.bindingLimits).toEqual(['bandwidth']);
    expect(r.nvrsNeeded).toBe(3);
  });

  it('reports a tie as both limits', () => {
    const r = calculateNvrChannelAccess({ ...base, nvrChannels: 22, nvrIncomingBandwidthMbps: 100 });
    if (!r.ok) throw new Error('expected ok');
    expect(r.bindingLimits).toEqual(['channels', 'bandwidth']);
  });

  it('adds NVRs when the bays cannot hold the storage', () => {
    const r = calculateNvrChannelAccess({
      ...base,
      storage: { requiredStorageTB: 45.62, diskSizeTB: 8, diskBaysPerNvr: 4, parityDisksPerNvr: 1 },
    });
    if (!r.ok) throw new Error('expected ok');
    // data disks ⌈45.62 ÷ 8⌉ = 6; NVRs ⌈6 ÷ (4 − 1)⌉ = 2; disks 6 + 1 × 2 = 8; max(2, 2) = 2
    expect(r.storage).toEqual({ dataDiskCount: 6, nvrsByStorage: 2, diskCount: 8 });
    expect(r.nvrsNeeded).toBe(2);
    const small = calculateNvrChannelAccess({
      ...base,
      storage: { requiredStorageTB: 45.62, diskSizeTB: 8, diskBaysPerNvr: 2, parityDisksPerNvr: 0 },
    });
    if (!small.ok) throw new Error('expected ok');
    // ⌈6 ÷ 2⌉ = 3 > 2
    expect(small.nvrsNeeded).toBe(3);
    expect(small.warnings).toHaveLength(1);
  });

  it('refuses cameras above the NVR maximum resolution, and streams wider than the NVR', () => {
    const r = calculateNvrChannelAccess({ ...base, cameraResolutionMP: 8, nvrMaxResolutionMP: 4 });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors[0]).toEqual({
        field: 'cameraResolutionMP',
        refusal: {
          reason: 'NVR_CHANNEL_ACCESS.resolutionRefused',
          msg: '摄像机分辨率8MP超过NVR最大接入分辨率4MP,NVR拒绝接入',
        },
      });
    const wide = calculateNvrChannelAccess({ ...base, mainStreamMbps: 120, nvrIncomingBandwidthMbps: 100 });
    expect(wide.ok).toBe(false);
    const raid = calculateNvrChannelAccess({
      ...base,
      storage: { requiredStorageTB: 10, diskSizeTB: 8, diskBaysPerNvr: 2, parityDisksPerNvr: 1 },
    });
    expect(raid.ok).toBe(false);
    expect(calculateNvrChannelAccess({ ...base, nvrChannels: 0 }).ok).toBe(false);
  });

  it('properties: capacity monotonic in channels and bandwidth, NVRs in cameras; counts are integers ≥ 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 1, max: 256 }),
        fc.double({ min: 10, max: 1000, noNaN: true }),
        fc.double({ min: 0.5, max: 8, noNaN: true }),
        fc.integer({ min: 1, max: 100 }),
        (cameraCount, nvrChannels, bw, main, extra) => {
          const input = { ...base, cameraCount, nvrChannels, nvrIncomingBandwidthMbps: bw, mainStreamMbps: main };
          const a = calculateNvrChannelAccess(input);
          if (!a.ok) throw new Error('expected ok');
          expect(Number.isInteger(a.nvrsNeeded) && a.nvrsNeeded >= 1).toBe(true);
          expect(a.nvrsNeeded * a.camerasPerNvr).toBeGreaterThanOrEqual(cameraCount);
          const moreCh = calculateNvrChannelAccess({ ...input, nvrChannels: nvrChannels + extra });
          const moreBw = calculateNvrChannelAccess({ ...input, nvrIncomingBandwidthMbps: bw + extra });
          const moreCams = calculateNvrChannelAccess({ ...input, cameraCount: cameraCount + extra });
          if (!moreCh.ok || !moreBw.ok || !moreCams.ok) throw new Error('expected ok');
          expect(moreCh.camerasPerNvr).toBeGreaterThanOrEqual(a.camerasPerNvr);
          expect(moreBw.camerasPerNvr).toBeGreaterThanOrEqual(a.camerasPerNvr);
          expect(moreCams.nvrsNeeded).toBeGreaterThanOrEqual(a.nvrsNeeded);
        },
      ),
    );
  });
});
