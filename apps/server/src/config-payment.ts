/**
 * Payment settings (issue 40 §6): WeChat Pay (WECHATPAY_*) and Alipay (ALIPAY_*) keys, PUBLIC_BASE_URL, and which
 * channels are on — a QR channel on its keys or on the built-in sandbox when PAYMENT_SANDBOX names it, the wallet
 * unless PAYMENT_WALLET=0. The rule itself is the domain's (`payment/channels.ts`); this file reads the environment.
 */
import { createPrivateKey, createPublicKey } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  PAY_CHANNEL_LABEL,
  canTakeMoney,
  paymentChannelSettings,
  type PaymentChannelPlan,
  type PaymentChannelSettings,
} from '@portal/domain';

export interface WechatPayConfig {
  /** https://api.mch.weixin.qq.com in production. */
  baseUrl: string;
  mchid: string;
  appid: string;
  /** Serial number of the merchant API certificate (serial_no of the Authorization header). */
  merchantSerialNo: string;
  /** Merchant API private key (PEM): signs our requests. */
  privateKey: string;
  /** WeChat Pay platform public key (PEM): verifies answers and notifications. */
  platformPublicKey: string;
  /** Its id / certificate serial: the Wechatpay-Serial a notification must carry. */
  platformSerial: string;
  /** The 32-byte APIv3 key: decrypts notification resources (AEAD_AES_256_GCM). */
  apiV3Key: string;
}

export interface AlipayConfig {
  /** https://openapi.alipay.com/gateway.do in production. */
  gateway: string;
  appId: string;
  /** Application private key (PEM, or the bare base64 PKCS#8 Alipay's tool gives): signs requests (RSA2). */
  privateKey: string;
  /** Alipay public key (PEM or bare base64): verifies answers and notifications. */
  alipayPublicKey: string;
  /** When set, a notification's seller_id must match. */
  sellerId: string | null;
}

/**
 * A key given as PEM text (newlines may be written as \\n), as a bare base64 body (wrapped as PKCS#8 private /
 * SPKI public), or as the path of a file holding either.
 */
function keyText(env: NodeJS.ProcessEnv, name: string, kind: 'private' | 'public'): string {
  let raw = (env[name] ?? '').trim();
  if (!raw) return '';
  if (!raw.startsWith('-----BEGIN') && !/^[A-Za-z0-9+/=\s]{64,}$/.test(raw)) {
    try {
      raw = fs.readFileSync(path.resolve(raw), 'utf8').trim();
    } catch (e) {
      throw new Error(`环境变量 ${name} 应为 PEM 密钥或密钥文件路径，无法读取 "${raw}"：${(e as Error).message}`);
    }
  }
  raw = raw.replace(/\\n/g, '\n');
  if (!raw.startsWith('-----BEGIN')) {
    const label = kind === 'private' ? 'PRIVATE KEY' : 'PUBLIC KEY';
    const body = raw
      .replace(/\s+/g, '')
      .replace(/(.{64})/g, '$1\n')
      .trim();
    raw = `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----\n`;
  }
  try {
    if (kind === 'private') createPrivateKey(raw);
    else createPublicKey(raw);
  } catch (e) {
    throw new Error(`环境变量 ${name} 不是有效的 RSA ${kind === 'private' ? '私钥' : '公钥'}：${(e as Error).message}`);
  }
  return raw;
}

/** A channel is real when any of its keys is set, and then every required one must be. */
function channelSettings<T>(env: NodeJS.ProcessEnv, channel: string, required: string[], build: () => T): T | null {
  if (!required.some((n) => (env[n] ?? '').trim())) return null;
  const missing = required.filter((n) => !(env[n] ?? '').trim());
  if (missing.length) throw new Error(`${channel}配置不完整，缺少：${missing.join('、')}（全部不设置则使用内置沙箱）`);
  return build();
}

/** The payment settings: each QR channel's keys, which channels are on, and the address we are reached at. */
export interface PaymentSettings {
  publicBaseUrl: string;
  wechatPay: WechatPayConfig | null;
  alipay: AlipayConfig | null;
  paymentChannels: PaymentChannelPlan;
}

export function paymentSettings(env: NodeJS.ProcessEnv, port: number, production: boolean): PaymentSettings {
  const wechatPay = channelSettings<WechatPayConfig>(
    env,
    '微信支付',
    [
      'WECHATPAY_MCHID',
      'WECHATPAY_APPID',
      'WECHATPAY_MERCHANT_SERIAL_NO',
      'WECHATPAY_PRIVATE_KEY',
      'WECHATPAY_PLATFORM_PUBLIC_KEY',
      'WECHATPAY_PLATFORM_SERIAL',
      'WECHATPAY_APIV3_KEY',
    ],
    () => {
      const apiV3Key = env.WECHATPAY_APIV3_KEY!.trim();
      if (Buffer.byteLength(apiV3Key) !== 32)
        throw new Error('环境变量 WECHATPAY_APIV3_KEY 必须是 32 字节的 APIv3 密钥');
      return {
        baseUrl: (env.WECHATPAY_BASE_URL || 'https://api.mch.weixin.qq.com').replace(/\/$/, ''),
        mchid: env.WECHATPAY_MCHID!.trim(),
        appid: env.WECHATPAY_APPID!.trim(),
        merchantSerialNo: env.WECHATPAY_MERCHANT_SERIAL_NO!.trim(),
        privateKey: keyText(env, 'WECHATPAY_PRIVATE_KEY', 'private'),
        platformPublicKey: keyText(env, 'WECHATPAY_PLATFORM_PUBLIC_KEY', 'public'),
        platformSerial: env.WECHATPAY_PLATFORM_SERIAL!.trim(),
        apiV3Key,
      };
    },
  );
  const alipay = channelSettings<AlipayConfig>(
    env,
    '支付宝',
    ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'],
    () => ({
      gateway: env.ALIPAY_GATEWAY || 'https://openapi.alipay.com/gateway.do',
      appId: env.ALIPAY_APP_ID!.trim(),
      privateKey: keyText(env, 'ALIPAY_PRIVATE_KEY', 'private'),
      alipayPublicKey: keyText(env, 'ALIPAY_PUBLIC_KEY', 'public'),
      sellerId: (env.ALIPAY_SELLER_ID || '').trim() || null,
    }),
  );
  const explicitBase = (env.PUBLIC_BASE_URL || '').trim().replace(/\/+$/, '');
  if ((wechatPay || alipay) && !explicitBase) {
    throw new Error('配置了真实支付通道时必须设置 PUBLIC_BASE_URL（支付结果通知地址的公网前缀）');
  }
  const settings = paymentChannelSettings({
    keys: { wechat: !!wechatPay, alipay: !!alipay },
    sandbox: env.PAYMENT_SANDBOX,
    wallet: env.PAYMENT_WALLET,
    production,
  });
  if (!settings.ok) throw new Error(settingProblem(settings.problem));
  return {
    publicBaseUrl: explicitBase || `http://127.0.0.1:${port}`,
    wechatPay,
    alipay,
    paymentChannels: settings.plan,
  };
}

function settingProblem(p: Extract<PaymentChannelSettings, { ok: false }>['problem']): string {
  if (p.kind === 'unknownSandboxName') {
    return `环境变量 PAYMENT_SANDBOX 应为 1、0 或通道名列表（wechat、alipay，逗号分隔），无法识别：${p.names.join('、')}`;
  }
  if (p.kind === 'sandboxAndKeys') {
    const names = p.channels.map((c) => PAY_CHANNEL_LABEL[c]).join('、');
    return `${names}已配置密钥，又在 PAYMENT_SANDBOX 中被指定使用沙箱：请二选一（去掉密钥，或从 PAYMENT_SANDBOX 中去掉该通道）`;
  }
  return `环境变量 PAYMENT_WALLET 应为 1（提供钱包支付，默认）或 0（不提供），当前为 "${p.value}"`;
}

/**
 * In production some channel must be able to take money in (a QR channel on its keys or its named sandbox):
 * otherwise the words of the refusal to start, in Chinese and English; null when it may start.
 */
export function paymentProductionProblem(plan: PaymentChannelPlan): { zh: string; en: string } | null {
  if (canTakeMoney(plan)) return null;
  return {
    zh: '没有可收款的支付通道：请设置微信支付（WECHATPAY_*）或支付宝（ALIPAY_*）的密钥，或用 PAYMENT_SANDBOX=1（或 wechat、alipay 等通道名）明确使用内置支付沙箱（扫码即可标记已付，切勿用于真实收款）；钱包只能使用已有余额，不能单独收款',
    en: 'no payment channel can take money: set the WECHATPAY_* or ALIPAY_* keys, or PAYMENT_SANDBOX=1 (or channel names: wechat, alipay) to use the built-in payment sandbox on purpose; the wallet alone cannot take money',
  };
}
