import { CALCULATOR_USAGE_PATH } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countUsage, flushUsage, peekUsage, sendUsage, takeUsage } from './usage.ts';

afterEach(() => {
  takeUsage();
});

describe('calculator usage of a visit', () => {
  it('counts per type, caps at 1000 and reports each count once', () => {
    countUsage('aVideoCapacity');
    countUsage('aVideoCapacity');
    countUsage('dBandWidth');
    for (let i = 0; i < 1200; i++) countUsage('eSwitchAccess');
    expect(peekUsage('eSwitchAccess')).toBe(1000);
    expect(takeUsage()).toEqual([
      { type: 'aVideoCapacity', count: 2 },
      { type: 'dBandWidth', count: 1 },
      { type: 'eSwitchAccess', count: 1000 },
    ]);
    expect(takeUsage()).toEqual([]);
  });

  it('sends one keepalive POST per type with the guest credential when not logged in', async () => {
    const send = vi.fn(async () => new Response('{}'));
    countUsage('cCameraFocalLength');
    countUsage('cCameraFocalLength');
    flushUsage(send);
    expect(send).toHaveBeenCalledTimes(1);
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(CALCULATOR_USAGE_PATH);
    expect(init.method).toBe('POST');
    expect(init.keepalive).toBe(true);
    expect(JSON.parse(init.body as string)).toEqual({ type: 'cCameraFocalLength', count: 2 });
    expect((init.headers as Record<string, string>).Authorization).toMatch(/^Basic /);
    flushUsage(send);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('never throws when the network fails', async () => {
    const send = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(() => sendUsage([{ type: 'aVideoCapacity', count: 1 }], send)).not.toThrow();
    await Promise.resolve();
  });
});
