import { MESSAGE_RECONNECT_MS, MESSAGE_SOCKET_PATH } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { retryDelay, socketUrl } from './live.ts';

describe('the live connection of a tab', () => {
  it('retries first within seconds, spread, then every 300 s', () => {
    expect(retryDelay(0, 0)).toBe(2000);
    expect(retryDelay(0, 0.999)).toBeLessThan(6000);
    expect(retryDelay(1)).toBe(MESSAGE_RECONNECT_MS);
    expect(retryDelay(7)).toBe(300_000);
  });
  it('connects to this site, wss on https, with the token', () => {
    expect(socketUrl({ protocol: 'https:', host: 'shop.example.cn' }, 'a b')).toBe(
      `wss://shop.example.cn${MESSAGE_SOCKET_PATH}?token=a%20b`,
    );
    expect(socketUrl({ protocol: 'http:', host: 'localhost:3000' }, null)).toBe(
      `ws://localhost:3000${MESSAGE_SOCKET_PATH}`,
    );
  });
});
