import { describe, expect, it } from 'vitest';
import { hasWaitingShare, needsBrowserTip, PROMPT_STEPS } from './prompts.ts';
import { bindProtocolSchema } from './prompts-contract.ts';

describe('post-login prompt chain rules', () => {
  it('keeps the order of part 1 §4', () => {
    expect(PROMPT_STEPS).toEqual([
      'repeatName',
      'browser',
      'signProtocol',
      'waitingShare',
      'priceChange',
      'willFreeze',
      'verification',
      'safetyProtocol',
    ]);
  });
  it('needs Chrome 51 or later', () => {
    expect(
      needsBrowserTip(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
      ),
    ).toBe(false);
    expect(needsBrowserTip('Mozilla/5.0 AppleWebKit/537.36 Chrome/51.0.2704.103 Safari/537.36')).toBe(false);
    expect(needsBrowserTip('Mozilla/5.0 AppleWebKit/537.36 Chrome/50.0.2661.102 Safari/537.36')).toBe(true);
    expect(needsBrowserTip('Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)')).toBe(true);
  });
  it("'blank' means no waiting-share message", () => {
    expect(hasWaitingShare('blank')).toBe(false);
    expect(hasWaitingShare('')).toBe(false);
    expect(hasWaitingShare('¥12,800.00')).toBe(true);
  });
  it('protocol actions are 1, 2 or 3', () => {
    expect(bindProtocolSchema.safeParse({ action: 4, protocols: [1] }).success).toBe(false);
    expect(bindProtocolSchema.safeParse({ action: 3, protocols: [] }).success).toBe(false);
    expect(bindProtocolSchema.safeParse({ action: 2, protocols: [1, 2] }).success).toBe(true);
  });
});
