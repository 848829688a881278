import { describe, expect, it } from 'vitest';
import { canTakeMoney, channelsOn, parsePaymentSandbox, paymentChannelSettings } from './channels.ts';

const none = { wechat: false, alipay: false };
const plan = (over: Partial<Parameters<typeof paymentChannelSettings>[0]>) => {
  const r = paymentChannelSettings({ keys: none, sandbox: undefined, wallet: undefined, production: true, ...over });
  if (!r.ok) throw new Error(JSON.stringify(r.problem));
  return r.plan;
};

describe('PAYMENT_SANDBOX', () => {
  it('unset: every channel outside production, none in production', () => {
    expect(parsePaymentSandbox(undefined, false)).toEqual({ all: true });
    expect(parsePaymentSandbox('', true)).toEqual({ all: false, channels: [] });
  });
  it('1 / all names every channel, 0 / none names none, a list names its channels', () => {
    for (const v of ['1', 'all', ' ALL ']) expect(parsePaymentSandbox(v, true)).toEqual({ all: true });
    for (const v of ['0', 'none']) expect(parsePaymentSandbox(v, false)).toEqual({ all: false, channels: [] });
    expect(parsePaymentSandbox('alipay', true)).toEqual({ all: false, channels: ['alipay'] });
    expect(parsePaymentSandbox('alipay, wechat', true)).toEqual({ all: false, channels: ['wechat', 'alipay'] });
    expect(parsePaymentSandbox('wechat,paypal,2', true)).toEqual({ unknown: ['paypal', '2'] });
  });
});

describe('which channels are on', () => {
  it('a channel with keys is on its keys, the others off in production unless named', () => {
    const p = plan({ keys: { wechat: false, alipay: true } });
    expect(p).toEqual({ qr: { wechat: 'off', alipay: 'keys' }, wallet: true });
    expect(channelsOn(p)).toEqual(['alipay', 'wallet']);
    expect(canTakeMoney(p)).toBe(true);
  });
  it('the blanket sandbox serves every channel without keys; a list only its own', () => {
    expect(plan({ keys: { wechat: false, alipay: true }, sandbox: '1' }).qr).toEqual({
      wechat: 'sandbox',
      alipay: 'keys',
    });
    expect(plan({ sandbox: 'wechat' }).qr).toEqual({ wechat: 'sandbox', alipay: 'off' });
    expect(plan({ production: false }).qr).toEqual({ wechat: 'sandbox', alipay: 'sandbox' });
  });
  it('the wallet is on unless PAYMENT_WALLET=0, and alone it cannot take money', () => {
    const walletOnly = plan({});
    expect(channelsOn(walletOnly)).toEqual(['wallet']);
    expect(canTakeMoney(walletOnly)).toBe(false);
    const nothing = plan({ wallet: '0' });
    expect(channelsOn(nothing)).toEqual([]);
    expect(channelsOn(plan({ sandbox: 'alipay', wallet: '0' }))).toEqual(['alipay']);
  });
  it('refuses a channel both keyed and named for the sandbox, unknown names and a wallet setting it cannot read', () => {
    const keyed = { wechat: true, alipay: false };
    expect(paymentChannelSettings({ keys: keyed, sandbox: 'wechat', wallet: '', production: true })).toEqual({
      ok: false,
      problem: { kind: 'sandboxAndKeys', channels: ['wechat'] },
    });
    expect(paymentChannelSettings({ keys: none, sandbox: 'paypal', wallet: '', production: true })).toMatchObject({
      ok: false,
      problem: { kind: 'unknownSandboxName', names: ['paypal'] },
    });
    expect(paymentChannelSettings({ keys: none, sandbox: '1', wallet: 'yes', production: true })).toMatchObject({
      ok: false,
      problem: { kind: 'badWallet', value: 'yes' },
    });
  });
});
