/**
 * The keys and addresses each QR channel uses: the configured real gateway (WECHATPAY_*, ALIPAY_*), or, when a
 * channel is not configured, the built-in sandbox gateway on this same server with the sandbox's generated keys.
 */
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import type { Config } from '../../../config.ts';
import { sandboxKeys } from '../../payment-sandbox/index.ts';

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
export const SANDBOX_PATHS = { wechat: '/sandbox/wechat', alipayGateway: '/sandbox/alipay/gateway.do' } as const;

export interface ChannelCredentials {
  wechat(): Promise<WechatCredentials>;
  alipay(): Promise<AlipayCredentials>;
  /** Whether a channel runs against the built-in sandbox. */
  usesSandbox: { wechat: boolean; alipay: boolean };
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
  const wechat = once<WechatCredentials>(async () => {
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
  return { usesSandbox: { wechat: !w, alipay: !a }, wechat, alipay };
}
