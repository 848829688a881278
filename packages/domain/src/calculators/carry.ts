/**
 * 'Carry to' helpers: typed mappings from one calculator's result to the next calculator's inputs.
 * Each returns null when the source result is not ok (the button should then be disabled).
 * storage → NVR bays; bandwidth → switch; channels (bandwidth's camera streams) → NVR.
 */
import type { BandwidthResult } from './bandwidth.ts';
import type { NvrChannelAccessInput, NvrStorageInput } from './nvr-channel-access.ts';
import type { SwitchAccessInput } from './switch-access.ts';
import { ceil2 } from './common.ts';
import type { VideoCapacityInput, VideoCapacityResult } from './video-capacity.ts';

/** 录像容量 → NVR通道接入 storage section (the NVR's own bay count stays the user's input). */
export type StorageCarry = Omit<NvrStorageInput, 'diskBaysPerNvr'>;

export function storageToNvr(result: VideoCapacityResult): StorageCarry | null {
  if (!result.ok) return null;
  return {
    requiredStorageTB: result.requiredStorageTB,
    diskSizeTB: result.diskSizeTB,
    parityDisksPerNvr: result.parityDiskCount,
  };
}

/** 带宽 → 交换机接入: camera count and the average per-camera bitrate (main + pulled sub). */
export type BandwidthCarry = Pick<SwitchAccessInput, 'cameraCount' | 'cameraBitrateMbps'>;

export function bandwidthToSwitch(result: BandwidthResult): BandwidthCarry | null {
  if (!result.ok) return null;
  return { cameraCount: result.cameraCount, cameraBitrateMbps: result.perCameraMbps };
}

/** 带宽 (camera channels) → NVR通道接入: camera count and the camera-weighted average streams. */
export type ChannelsCarry = Pick<NvrChannelAccessInput, 'cameraCount' | 'mainStreamMbps' | 'subStreamKbps'>;

export function channelsToNvr(result: BandwidthResult): ChannelsCarry | null {
  if (!result.ok) return null;
  return {
    cameraCount: result.cameraCount,
    mainStreamMbps: result.averageMainStreamMbps,
    subStreamKbps: result.averagePulledSubStreamKbps,
  };
}

/** 录像容量's cameras → NVR通道接入: camera count and the camera-weighted average recording bitrate (main stream). */
export type VideoCamerasCarry = Pick<NvrChannelAccessInput, 'cameraCount' | 'mainStreamMbps'>;

export function videoCamerasToNvr(input: VideoCapacityInput, result: VideoCapacityResult): VideoCamerasCarry | null {
  if (!result.ok) return null;
  const cameraCount = input.groups.reduce((n, g) => n + g.cameraCount, 0);
  const weighted = input.groups.reduce((n, g) => n + g.cameraCount * g.bitrateMbps, 0);
  return { cameraCount, mainStreamMbps: ceil2(weighted / cameraCount) };
}
