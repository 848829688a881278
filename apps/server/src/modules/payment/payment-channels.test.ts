/**
 * Payment channels one by one (issue 40 §6), through the real HTTP stack: a production server with only Alipay keys
 * (a freshly generated RSA pair, as a real app's keys look) and no sandbox offers Alipay and the wallet, refuses a
 * WeChat payment with a typed reason before writing anything, serves no WeChat sandbox and reads no WeChat
 * notification; PAYMENT_WALLET=0 takes the wallet away; and the start refuses when no channel can take money.
 */
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MissingChannelSettingError, loadConfig } from '../../config.ts';
import { injectAs } from '../../../test/support/test-app.ts';
import { freePort } from '../../../test/support/free-port.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import {
  createListeningApp,
  createTestOrder,
  installTestPayable,
  type ListeningContext,
} from '../../../test/support/payment-app.ts';
import { A, api, buyer } from '../../../test/support/payments.ts';

function alipayKeys() {
  const app = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const alipay = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    ALIPAY_APP_ID: '2021004100000001',
    ALIPAY_PRIVATE_KEY: app.privateKey,
    ALIPAY_PUBLIC_KEY: alipay.publicKey,
  };
}

describe.each(testDrivers())('payment channels on %s: only Alipay has keys, no sandbox named', (driver) => {
  let ctx: ListeningContext;
  let deadGateway: string;
  beforeAll(async () => {
    // Alipay's gateway here is a closed port: a payment on it reaches the real-gateway path and fails there.
    deadGateway = `http://127.0.0.1:${await freePort()}/gateway.do`;
    ctx = await createListeningApp(driver, {
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      SMS_SANDBOX: '1',
      ALIPAY_GATEWAY: deadGateway,
      ...alipayKeys(),
    });
    await installTestPayable(ctx.database.db);
  });
  afterAll(() => ctx.close());

  it('the channel list (asked without signing in) holds Alipay and the wallet, and no sandbox', async () => {
    const res = await injectAs(ctx, null, 'GET', A.channels);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ channels: ['alipay', 'wallet'], sandbox: [] });
  });

  it('refuses a WeChat payment with PAYMENT.channelOff before writing any payment; Alipay goes to its gateway', async () => {
    const u = await buyer(ctx);
    const no = await createTestOrder(ctx.database.db, u.id, 1200);
    const res = await api(ctx, u.token).qr(no, 'wechat');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 1,
      msg: '本站未开通该支付方式，请换一种支付方式',
      reason: 'PAYMENT.channelOff',
    });
    const rows = await ctx.database.db.selectFrom('payment').select('channel').where('payable_no', '=', no).execute();
    expect(rows).toEqual([]);

    const ali = await api(ctx, u.token).qr(no, 'alipay');
    expect(ali.statusCode).toBe(502);
    expect(ali.json().reason).toBe('PAYMENT.channelUnavailable');
    const after = await ctx.database.db.selectFrom('payment').select('channel').where('payable_no', '=', no).execute();
    expect(after).toEqual([{ channel: 'alipay' }]);
  });

  it('serves no WeChat sandbox gateway or scan page, and reads no WeChat notification', async () => {
    const gw = await fetch(`${ctx.base}/sandbox/wechat/v3/pay/transactions/native`, { method: 'POST', body: '{}' });
    expect(gw.status).toBe(404);
    const alipaySandbox = await fetch(`${ctx.base}/sandbox/alipay/gateway.do`, { method: 'POST', body: '' });
    expect(alipaySandbox.status).toBe(404);
    const notify = await fetch(`${ctx.base}${A.notifyWechat}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"id":"x"}',
    });
    expect(notify.status).toBe(404);
    expect(await notify.json()).toMatchObject({ code: 'FAIL' });
  });
});

describe.each(testDrivers())('payment channels on %s: the wallet switched off', (driver) => {
  let ctx: ListeningContext;
  beforeAll(async () => {
    ctx = await createListeningApp(driver, { PAYMENT_WALLET: '0', PAYMENT_SANDBOX: 'wechat' });
    await installTestPayable(ctx.database.db);
  });
  afterAll(() => ctx.close());

  it('offers only the named sandbox channel and refuses a wallet payment', async () => {
    const list = await injectAs(ctx, null, 'GET', A.channels);
    expect(list.json().data).toEqual({ channels: ['wechat'], sandbox: ['wechat'] });
    const u = await buyer(ctx);
    const no = await createTestOrder(ctx.database.db, u.id, 500);
    const res = await api(ctx, u.token).walletUrl(no);
    expect(res.statusCode).toBe(422);
    expect(res.json().reason).toBe('PAYMENT.channelOff');
    const ali = await api(ctx, u.token).qr(no, 'alipay');
    expect(ali.json().reason).toBe('PAYMENT.channelOff');
  });
});

describe('the production check of the payment channels', () => {
  const prod = { NODE_ENV: 'production', SMS_SANDBOX: '1' };
  it('refuses to start when no channel can take money; the wallet alone cannot', () => {
    expect(() => loadConfig(prod)).toThrow(MissingChannelSettingError);
    expect(() => loadConfig({ ...prod, PAYMENT_WALLET: '1' })).toThrow(/没有可收款的支付通道/);
    expect(() => loadConfig({ ...prod, PAYMENT_SANDBOX: '0' })).toThrow(/PAYMENT_SANDBOX=1/);
  });

  it('starts with one channel on its keys or its named sandbox, the others off', () => {
    const keyed = loadConfig({ ...prod, PUBLIC_BASE_URL: 'https://portal.example.com', ...alipayKeys() });
    expect(keyed.paymentChannels).toEqual({ qr: { wechat: 'off', alipay: 'keys' }, wallet: true });
    const named = loadConfig({ ...prod, PAYMENT_SANDBOX: 'alipay', PAYMENT_WALLET: '0' });
    expect(named.paymentChannels).toEqual({ qr: { wechat: 'off', alipay: 'sandbox' }, wallet: false });
    const blanket = loadConfig({
      ...prod,
      PUBLIC_BASE_URL: 'https://p.example.com',
      PAYMENT_SANDBOX: '1',
      ...alipayKeys(),
    });
    expect(blanket.paymentChannels.qr).toEqual({ wechat: 'sandbox', alipay: 'keys' });
  });

  it('refuses settings it cannot read, naming them', () => {
    expect(() => loadConfig({ ...prod, PAYMENT_SANDBOX: 'wechat,paypal' })).toThrow(/PAYMENT_SANDBOX.*paypal/);
    expect(() =>
      loadConfig({ ...prod, PUBLIC_BASE_URL: 'https://p.example.com', PAYMENT_SANDBOX: 'alipay', ...alipayKeys() }),
    ).toThrow(/支付宝已配置密钥，又在 PAYMENT_SANDBOX 中被指定使用沙箱/);
    expect(() => loadConfig({ ...prod, PAYMENT_SANDBOX: '1', PAYMENT_WALLET: 'no' })).toThrow(/PAYMENT_WALLET/);
  });
});
