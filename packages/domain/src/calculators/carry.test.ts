import { describe, expect, it } from 'vitest';
import { BANDWIDTH_DEFAULTS, calculateBandwidth } from './bandwidth.ts';
import { bandwidthToSwitch, channelsToNvr, storageToNvr, videoCamerasToNvr } from './carry.ts';
import { calculateNvrChannelAccess, NVR_CHANNEL_ACCESS_DEFAULTS } from './nvr-channel-access.ts';
import { calculateSwitchAccess, SWITCH_ACCESS_DEFAULTS } from './switch-access.ts';
import { calculateVideoCapacity, VIDEO_CAPACITY_DEFAULTS } from './video-capacity.ts';

describe('carry to the next calculator', () => {
  it('storage → NVR bays', () => {
    const storage = calculateVideoCapacity({ ...VIDEO_CAPACITY_DEFAULTS, raidLevel: 'raid5' });
    const carried = storageToNvr(storage);
    // 41.472 × 1.1 = 45.6192 → 45.62 TB of 8 TB disks, RAID 5 = 1 parity disk per NVR
    expect(carried).toEqual({ requiredStorageTB: 45.62, diskSizeTB: 8, parityDisksPerNvr: 1 });
    const nvr = calculateNvrChannelAccess({
      ...NVR_CHANNEL_ACCESS_DEFAULTS,
      storage: { ...carried!, diskBaysPerNvr: 8 },
    });
    if (!nvr.ok) throw new Error(JSON.stringify(nvr.errors));
    // ⌈45.62 ÷ 8⌉ = 6 data disks; ⌈6 ÷ 7⌉ = 1 NVR by bays
    expect(nvr.storage).toEqual({ dataDiskCount: 6, nvrsByStorage: 1, diskCount: 7 });
  });

  it('bandwidth → switch', () => {
    const carried = bandwidthToSwitch(calculateBandwidth(BANDWIDTH_DEFAULTS));
    // 32 cameras, 4 + 0.512 = 4.512 → 4.52 Mbps (rounded up)
    expect(carried).toEqual({ cameraCount: 32, cameraBitrateMbps: 4.52 });
    expect(calculateSwitchAccess({ ...SWITCH_ACCESS_DEFAULTS, ...carried! }).ok).toBe(true);
  });

  it('channels → NVR', () => {
    const carried = channelsToNvr(
      calculateBandwidth({
        ...BANDWIDTH_DEFAULTS,
        groups: [
          { cameraCount: 30, mainStreamMbps: 4, subStreamKbps: 512, subStreamPulled: true },
          { cameraCount: 10, mainStreamMbps: 8, subStreamKbps: 1024, subStreamPulled: false },
        ],
      }),
    );
    // main (30 × 4 + 10 × 8) ÷ 40 = 5; pulled sub (30 × 512) ÷ 40 = 384
    expect(carried).toEqual({ cameraCount: 40, mainStreamMbps: 5, subStreamKbps: 384 });
    expect(calculateNvrChannelAccess({ ...NVR_CHANNEL_ACCESS_DEFAULTS, ...carried! }).ok).toBe(true);
  });

  it('nothing is carried from a failed result', () => {
    expect(storageToNvr(calculateVideoCapacity({ ...VIDEO_CAPACITY_DEFAULTS, diskSizeTB: 0 }))).toBeNull();
    expect(bandwidthToSwitch(calculateBandwidth({ ...BANDWIDTH_DEFAULTS, utilisation: 0 }))).toBeNull();
    expect(channelsToNvr(calculateBandwidth({ ...BANDWIDTH_DEFAULTS, groups: [] }))).toBeNull();
  });
});

describe('videoCamerasToNvr', () => {
  it('sums the cameras and averages the bitrate by camera, rounded up to 0.01 Mbps', () => {
    const input = {
      ...VIDEO_CAPACITY_DEFAULTS,
      groups: [
        { cameraCount: 2, bitrateMbps: 4, hoursPerDay: 24, days: 30, recordingRatio: 1 },
        { cameraCount: 1, bitrateMbps: 2, hoursPerDay: 24, days: 30, recordingRatio: 1 },
      ],
    };
    // (2 × 4 + 1 × 2) ÷ 3 = 3.333… → 3.34
    expect(videoCamerasToNvr(input, calculateVideoCapacity(input))).toEqual({ cameraCount: 3, mainStreamMbps: 3.34 });
    const bad = { ...input, diskSizeTB: 0 };
    expect(videoCamerasToNvr(bad, calculateVideoCapacity(bad))).toBeNull();
  });
});
