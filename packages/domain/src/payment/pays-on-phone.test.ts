import { describe, expect, it } from 'vitest';
import { PHONE_MAX_WIDTH_PX, paysOnPhone } from './payment-api.ts';

const DESK_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; 23127PN0CC) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36';
const IPHONE_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49';

describe('the pay page takes the phone’s way (H5) on a phone, the QR code on a desk', () => {
  it('by the screen: under antd’s md breakpoint is a phone', () => {
    expect(PHONE_MAX_WIDTH_PX).toBe(768);
    expect(paysOnPhone(390, DESK_CHROME)).toBe(true);
    expect(paysOnPhone(767, DESK_CHROME)).toBe(true);
    expect(paysOnPhone(768, DESK_CHROME)).toBe(false);
    expect(paysOnPhone(1440, DESK_CHROME)).toBe(false);
  });

  it('by the browser: a phone’s browser pays the phone’s way at any width (a tablet held sideways too)', () => {
    expect(paysOnPhone(1024, ANDROID_CHROME)).toBe(true);
    expect(paysOnPhone(1024, IPHONE_WECHAT)).toBe(true);
  });
});
