import {
  calculateNvrChannelAccess,
  calculateVideoCapacity,
  NVR_CHANNEL_ACCESS_DEFAULTS,
  storageToNvr,
  VIDEO_CAPACITY_DEFAULTS,
  videoCamerasToNvr,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { applyQuery, carryUrl, errorsByField, getPath, setPath, toQuery } from './form-state.ts';
import { NVR_STORAGE_TEMPLATE } from './NvrChannelAccessCalculator.tsx';
import { parseRuns } from './TwistedPairAmountCalculator.tsx';

describe('path updates', () => {
  it('reads and sets nested paths without mutating', () => {
    const a = { groups: [{ n: 1 }, { n: 2 }], x: { y: 3 } };
    const b = setPath(a, 'groups.1.n', 5);
    expect(getPath(b, 'groups.1.n')).toBe(5);
    expect(a.groups[1]!.n).toBe(2);
    expect(b.groups[0]).toBe(a.groups[0]);
    expect(setPath(a, 'x.y', 4).x).toEqual({ y: 4 });
    expect(getPath(a, 'nope.deeper')).toBeUndefined();
  });
});

describe('carry through the URL query', () => {
  it('storage → NVR: the NVR page starts from the carried storage and cameras', () => {
    const result = calculateVideoCapacity(VIDEO_CAPACITY_DEFAULTS);
    const values = { ...videoCamerasToNvr(VIDEO_CAPACITY_DEFAULTS, result), storage: storageToNvr(result) };
    const url = carryUrl('bNVRChannelAccess', 'aVideoCapacity', values);
    expect(url.startsWith('/tool/calculator/bNVRChannelAccess?from=aVideoCapacity&')).toBe(true);
    const params = new URL(url, 'http://x').searchParams;
    const { input, applied, from } = applyQuery(NVR_CHANNEL_ACCESS_DEFAULTS, params, { storage: NVR_STORAGE_TEMPLATE });
    expect(from).toBe('aVideoCapacity');
    // 32 cameras × 4 Mbps × 24 h × 30 d: 4e6/8 × 3600 × 24 × 30 × 32 B = 41.472 TB, +10 % reserve = 45.6192 → 45.62 TB
    expect(input.storage).toEqual({
      requiredStorageTB: 45.62,
      diskSizeTB: 8,
      parityDisksPerNvr: 0,
      diskBaysPerNvr: NVR_STORAGE_TEMPLATE.diskBaysPerNvr,
    });
    expect(input.cameraCount).toBe(32);
    expect(input.mainStreamMbps).toBe(4);
    expect(applied).toHaveLength(5);
    const nvr = calculateNvrChannelAccess(input);
    expect(nvr.ok && nvr.storage?.dataDiskCount).toBe(6); // ⌈45.62 ÷ 8⌉
  });

  it('ignores unknown, unparsable and wrongly typed parameters', () => {
    const params = new URLSearchParams(
      'cameraCount=abc&nvrChannels=&bogus=1&storage=5&mainStreamMbps=Infinity&subStreamKbps=256',
    );
    const { input, applied } = applyQuery(NVR_CHANNEL_ACCESS_DEFAULTS, params);
    expect(input).toEqual({ ...NVR_CHANNEL_ACCESS_DEFAULTS, subStreamKbps: 256 });
    expect(applied).toEqual(['subStreamKbps']);
  });

  it('flattens nested values and drops non-finite numbers', () => {
    expect(toQuery({ a: 1, b: { c: 2.5, d: Number.NaN }, e: true, f: null })).toEqual({
      a: '1',
      'b.c': '2.5',
      e: 'true',
    });
  });

  it('keeps the words of the first refusal of each field', () => {
    const no = (msg: string) => ({ reason: 'CALC_FIELD.outOfRange', msg });
    expect(
      errorsByField([
        { field: 'a', refusal: no('1') },
        { field: 'a', refusal: no('2') },
        { field: 'b', refusal: no('3') },
      ]),
    ).toEqual({ a: '1', b: '3' });
  });
});

describe('run lengths typed as text', () => {
  it('splits on commas, spaces and new lines; a bad token becomes NaN so the page shows its message', () => {
    expect(parseRuns('80, 60，45\n30')).toEqual([80, 60, 45, 30]);
    const bad = parseRuns('80 abc');
    expect(bad[0]).toBe(80);
    expect(Number.isNaN(bad[1])).toBe(true);
    expect(parseRuns('  ')).toEqual([]);
  });
});
