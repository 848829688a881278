import { describe, expect, it, vi } from 'vitest';
import { runPromptChain, type ChainApi, type ChainUi } from './chain.ts';

const CHROME = 'Mozilla/5.0 AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

function fakeApi(answers: Record<string, unknown>, failing: string[] = []): ChainApi & { posts: unknown[] } {
  const posts: unknown[] = [];
  return {
    posts,
    get: async <T>(path: string) => {
      const key = path.split('/').pop()!;
      if (failing.includes(key)) throw new Error('boom');
      return (answers[key] ?? null) as T;
    },
    post: async (path: string, body?: unknown) => void posts.push([path.split('/').pop(), body]),
  };
}

function fakeUi(tipAnswers: Record<string, boolean> = {}): ChainUi & { order: string[] } {
  const order: string[] = [];
  return {
    order,
    tip: async ({ name }) => (order.push(name), tipAnswers[name] ?? true),
    protocols: async (_list, { name }) => (order.push(name), 3),
    go: vi.fn(),
  };
}

const everything = {
  getEnterpriseNameRepeatTip: { merchantType: 2, text: 'x' },
  signVerify: [{ id: 1, code: 5, version: 2, protocolName: 'a', protocolUrl: '/a' }],
  waitingShareMsg: '¥1.00',
  getPriceChangeApi: { title: 't', content: 'c' },
  getVerification: { verificationStatus: 2 },
  getProtocolConfirmTip: { id: 9, code: 61, version: 1, protocolName: 's', protocolUrl: '/s' },
};

describe('post-login prompt chain', () => {
  it('shows every step in the order of part 1 §4; cancelling the certificate tip goes on to the safety protocol', async () => {
    const ui = fakeUi({ cert: false });
    const api = fakeApi(everything);
    const shown = await runPromptChain(api, ui, { willFreeze: true, userAgent: 'Mozilla/5.0 Chrome/50.0' });
    expect(ui.order).toEqual([
      'secondMerchantTip',
      'browser',
      'signProtocol',
      'waitingShare',
      'priceChange',
      'willFreeze',
      'cert',
      'serveSafeTipDialog',
    ]);
    expect(shown).toHaveLength(8);
    expect(api.posts).toEqual([
      ['enterpriseNameRepeatOperate', undefined],
      ['bindProtocol', { action: 3, protocols: [1] }],
      ['bindProtocol', { action: 3, protocols: [9] }],
    ]);
  });
  it('OK on the certificate tip goes to the certificate page and ends the chain', async () => {
    const ui = fakeUi({ cert: true });
    await runPromptChain(fakeApi(everything), ui, { willFreeze: false, userAgent: CHROME });
    expect(ui.order.at(-1)).toBe('cert');
    expect(ui.go).toHaveBeenCalledWith('/member/cert');
  });
  it('failed or empty answers fall through', async () => {
    const ui = fakeUi();
    const api = fakeApi({ ...everything, waitingShareMsg: 'blank', getVerification: { verificationStatus: 1 } }, [
      'getEnterpriseNameRepeatTip',
      'signVerify',
    ]);
    await runPromptChain(api, ui, { willFreeze: false, userAgent: CHROME });
    expect(ui.order).toEqual(['priceChange', 'serveSafeTipDialog']);
  });
  it('nothing to show, nothing shown', async () => {
    const ui = fakeUi();
    expect(
      await runPromptChain(fakeApi({ waitingShareMsg: 'blank' }), ui, { willFreeze: false, userAgent: CHROME }),
    ).toEqual([]);
  });
});
