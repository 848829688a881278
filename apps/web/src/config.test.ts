import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('the runtime config the server writes into the page', () => {
  it('keeps the outside captcha it names, and only a known kind; the footer lines are empty unless set', () => {
    expect(readConfig({}).captcha).toBeUndefined();
    expect(readConfig({}).icpNo).toBe('');
    expect(readConfig({ captcha: { kind: 'tencent', appId: '190000001' } }).captcha).toEqual({
      kind: 'tencent',
      appId: '190000001',
    });
    expect(readConfig({ captcha: { kind: 'geetest' } as never }).captcha).toBeUndefined();
    expect(readConfig({ icpNo: '浙ICP备2026000001号' }).icpNo).toBe('浙ICP备2026000001号');
  });
});
