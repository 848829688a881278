/**
 * The keys and addresses each QR channel uses: the configured real gateway (WECHATPAY_*, ALIPAY_*), or, when the
 * channel runs on the sandbox (config.paymentChannels), the built-in sandbox gateway on this same server with the
 * sandbox's generated keys. A channel that is off has no credentials: asking for them is a ChannelOffError.
 */
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { PAY_CHANNEL_LABEL, type PaymentChannelPlan, type QrPayChannel } from '@portal/domain';
import type { Config } from '../../../config.ts';
import { sandboxKeys } from '../../payment-sandbox/index.ts';
import { ChannelError } from './channel-error.ts';

/** A channel that is switched off was asked for (a payment, refund or query of a channel since switched off). */
class ChannelOffError extends ChannelError {
  constructor(readonly channel: QrPayChannel) {
    super(`${PAY_CHANNEL_LABEL[channel]}未开通`, '该通道未配置密钥，也未由 PAYMENT_SANDBOX 指定使用沙箱');
  }
}

export interface WechatCredentials {
  sandbox: boolean;
  baseUrl: string;
  mchid: string;
  appid: string;
  merchantSerialNo: string;
  privateKey: KeyObject;
  platformPublicKey: KeyObject;
  platformSerial: string;
  /** 32 bytes. */
  apiV3Key: Buffer;
}

export interface AlipayCredentials {
  sandbox: boolean;
  gateway: string;
  appId: string;
  privateKey: KeyObject;
  alipayPublicKey: KeyObject;
  sellerId: string | null;
}

/** Where the sandbox gateway of each channel lives on this server. */
const SANDBOX_PATHS = { wechat: '/sandbox/wechat', alipayGateway: '/sandbox/alipay/gateway.do' } as const;

export interface ChannelCredentials {
  wechat(): Promise<WechatCredentials>;
  alipay(): Promise<AlipayCredentials>;
  /** Which channels are on, and how (config.paymentChannels). */
  plan: PaymentChannelPlan;
}

/** The first call's promise for every caller; a failure is not kept, the next call tries again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let p: Promise<T> | null = null;
  return () => {
    if (!p) {
      p = load();
      p.catch(() => (p = null));
    }
    return p;
  };
}

export function channelCredentials(config: Config): ChannelCredentials {
  const w = config.wechatPay;
  const a = config.alipay;
  const plan = config.paymentChannels;
  const wechat = once<WechatCredentials>(async () => {
    if (plan.qr.wechat === 'off') throw new ChannelOffError('wechat');
    if (w) {
      return {
        sandbox: false,
        baseUrl: w.baseUrl,
        mchid: w.mchid,
        appid: w.appid,
        merchantSerialNo: w.merchantSerialNo,
        privateKey: createPrivateKey(w.privateKey),
        platformPublicKey: createPublicKey(w.platformPublicKey),
        platformSerial: w.platformSerial,
        apiV3Key: Buffer.from(w.apiV3Key, 'utf8'),
      };
    }
    const k = (await sandboxKeys(config.dataDir)).wechat;
    return {
      sandbox: true,
      baseUrl: `${config.publicBaseUrl}${SANDBOX_PATHS.wechat}`,
      mchid: k.mchid,
      appid: k.appid,
      merchantSerialNo: k.merchantSerialNo,
      privateKey: createPrivateKey(k.merchantPrivateKey),
      platformPublicKey: createPublicKey(k.platformPublicKey),
      platformSerial: k.platformSerial,
      apiV3Key: Buffer.from(k.apiV3Key, 'utf8'),
    };
  });
  const alipay = once<AlipayCredentials>(async () => {
    if (plan.qr.alipay === 'off') throw new ChannelOffError('alipay');
    if (a) {
      return {
        sandbox: false,
        gateway: a.gateway,
        appId: a.appId,
        privateKey: createPrivateKey(a.privateKey),
        alipayPublicKey: createPublicKey(a.alipayPublicKey),
        sellerId: a.sellerId,
      };
    }
    const k = (await sandboxKeys(config.dataDir)).alipay;
    return {
      sandbox: true,
      gateway: `${config.publicBaseUrl}${SANDBOX_PATHS.alipayGateway}`,
      appId: k.appId,
      privateKey: createPrivateKey(k.appPrivateKey),
      alipayPublicKey: createPublicKey(k.alipayPublicKey),
      sellerId: k.sellerId,
    };
  });
  return { plan, wechat, alipay };
}
