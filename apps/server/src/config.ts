import path from 'node:path';
import {
  AFTER_SALE_RETURN_DAYS_DEFAULT,
  AFTER_SALE_WARRANTY_MONTHS_DEFAULT,
  CREDITS_PER_YUAN_DEFAULT,
  SMS_RULES,
} from '@portal/domain';
import { fileURLToPath } from 'node:url';
import { ORDER_EXPIRE_MINUTES_DEFAULT } from '@portal/domain';
import { smsSettings, type SmsConfig } from './config-sms.ts';
import { captchaSettings, type CaptchaConfig } from './config-captcha.ts';
import { invoiceSettings, type InvoiceConfig } from './config-invoice.ts';
import { trackingSettings, type TrackingConfig } from './config-tracking.ts';
import { aigcSettings, type AigcConfig } from './config-aigc.ts';
import {
  paymentProductionProblem,
  paymentSettings,
  type AlipayConfig,
  type WechatPayConfig,
} from './config-payment.ts';
import type { PaymentChannelPlan } from '@portal/domain';

export type { AlipayConfig, WechatPayConfig } from './config-payment.ts';
import { MESSAGE_HEARTBEAT_MS } from '@portal/domain';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Config {
  port: number;
  host: string;
  /** Everything the server keeps on disk: the embedded database (pgdata/) and files (static/). */
  dataDir: string;
  /** The embedded PGlite database directory; unused when databaseUrl is set. */
  pgliteDir: string;
  /** Files served under /static/: generated product pictures, uploads. */
  staticDir: string;
  /** Where uploads go (apps/server/src/files): the local static directory, or an S3-compatible bucket (S3_BUCKET). */
  fileStore: FileStoreConfig;
  /**
   * The key of private files' signed links (FILE_SIGNING_SECRET, ≥ 32 characters), the same on every instance.
   * Unset: derived from S3_SECRET_ACCESS_KEY with a bucket, else kept in DATA_DIR/file-signing.key (files/links.ts).
   */
  fileSigningSecret: string | null;
  /** postgres://… switches from the embedded database to a PostgreSQL server. */
  databaseUrl: string | null;
  nodeEnv: string;
  /**
   * Which proxies may name the client address (X-Forwarded-For) and protocol (TRUST_PROXY): false (default, the
   * socket's address is the client), a hop count, or the proxies' addresses / CIDR ranges. Rate limits, sign-in
   * records and the session cookie's Secure flag rely on it.
   */
  trustProxy: false | number | string[];
  brandName: string;
  /**
   * The footer's legal lines and the hotline, each shown only when set (SITE_ICP_NO, SITE_POLICE_NO,
   * SITE_TELECOM_LICENSE, SERVICE_PHONE): the provider's own filings, never invented ones.
   */
  site: { icpNo: string; policeNo: string; licenseNo: string; servicePhone: string };
  /** The human check before another SMS code (config-captcha.ts): the built-in puzzle, Tencent's or Alibaba's. */
  captcha: CaptchaConfig;
  /** Invoicing (config-invoice.ts): the request window and the 诺诺 open platform app, if any. */
  invoice: InvoiceConfig;
  /** An outside customer-service chat (CUSTOMER_SERVICE_URL); empty = the portal's own contact page. */
  customerServiceUrl: string;
  /** Where the sign-on site lives; the same server's /sso by default. */
  ssoUrl: string;
  logLevel: string;
  /** The built web app served by this server. */
  webDist: string;
  /** Load the demo data when the database is empty: only when SEED_DEMO=1 names it (npm start, dev, tests do). */
  seedDemo: boolean;
  /** Echo SMS messages of the default (outbox) provider to the log: on outside production, SMS_ECHO=1 forces it. */
  smsEcho: boolean;
  /** Where text messages go: Alibaba Cloud, Tencent Cloud, or the built-in outbox (SMS_PROVIDER; config-sms.ts). */
  sms: SmsConfig;
  /** Codes all numbers may be sent in one clock hour (SMS_HOURLY_BUDGET, domain SMS_RULES.hourlyBudget). */
  smsHourlyBudget: number;
  /** AI scripts and videos (config-aigc.ts). */
  aigc: AigcConfig;
  /**
   * Which payment channels are on (config-payment.ts, domain payment/channels.ts): each QR channel on its keys
   * ('keys'), on the built-in sandbox gateway ('sandbox': PAYMENT_SANDBOX names it, or outside production by
   * default) or 'off'; the wallet unless PAYMENT_WALLET=0. In production with no QR channel on the server refuses
   * to start.
   */
  paymentChannels: PaymentChannelPlan;
  /** Where parcel traces come from: Kuaidi100 on its keys, else the sandbox (config-tracking.ts). */
  tracking: TrackingConfig;
  /** After-sale windows: return and exchange days after delivery, warranty months (AFTER_SALE_RETURN_DAYS, AFTER_SALE_WARRANTY_MONTHS). */
  afterSale: { returnDays: number; warrantyMonths: number };
  /** Unpaid mall orders close after this many minutes (ORDER_EXPIRE_MINUTES; a fraction is allowed, e.g. in tests). */
  orderExpireMinutes: number;
  /** How often the expiry sweeper closes them, in seconds (ORDER_SWEEP_SECONDS; 0 = no sweeper). */
  orderSweepSeconds: number;
  /** How often a server reminds flash-sale followers that a sale started, in seconds (SECKILL_REMIND_SECONDS; 0 = never). */
  seckillRemindSeconds: number;
  /** The message centre's live heartbeat in ms (LIVE_HEARTBEAT_MS; default MESSAGE_HEARTBEAT_MS, 120 s; tests shorten it). */
  liveHeartbeatMs: number;
  /**
   * Key of the web-map service (AMap JS API 2.0). Empty: the dealer map is the built-in offline map of China;
   * set: the browser loads the web map with this key (it is a browser key, public by design).
   */
  mapKey: string;
  /** Credits a paid mall order earns per whole yuan (CREDITS_PER_YUAN; 0 turns earning off). */
  creditsPerYuan: number;
  /**
   * A flash-sale buy commits without waiting for its WAL flush (SECKILL_ASYNC_COMMIT=1): the activity's hot rows are
   * let go sooner. A database crash may lose the last fraction of a second of acknowledged buys, each whole (order,
   * stock and pool together); never an oversell. Off by default.
   */
  seckillAsyncCommit: boolean;
  /**
   * Where the job queue keeps its jobs (src/queue): pg-boss on this PostgreSQL (JOB_QUEUE_URL, by default
   * DATABASE_URL); null = the embedded database's in-process runner (JOB_QUEUE=process forces it).
   */
  jobQueueUrl: string | null;
  /** Serve Prometheus metrics at /metrics (METRICS=1; off by default: put it behind the proxy's allow list). */
  metrics: boolean;
  /** Serve the OpenAPI page at /api/docs (API_DOCS=1 / 0; by default on outside production, off in production). */
  apiDocs: boolean;
  repoRoot: string;
  /** The address the outside world reaches this server at: builds payment notify_url and the sandbox's code_url. */
  publicBaseUrl: string;
  /** WeChat Pay API v3 (Native) merchant settings; null = no keys (the sandbox gateway or off: paymentChannels). */
  wechatPay: WechatPayConfig | null;
  /** Alipay (alipay.trade.precreate) app settings; null = no keys (the sandbox gateway or off: paymentChannels). */
  alipay: AlipayConfig | null;
}

type FileStoreConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      endpoint: string | null;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
      prefix: string;
    };

/** S3_BUCKET switches uploads to an S3-compatible bucket; its keys are then required. */
function fileStoreSettings(env: NodeJS.ProcessEnv): FileStoreConfig {
  const bucket = (env.S3_BUCKET || '').trim();
  if (!bucket) return { kind: 'local' };
  const accessKeyId = (env.S3_ACCESS_KEY_ID || '').trim();
  const secretAccessKey = (env.S3_SECRET_ACCESS_KEY || '').trim();
  if (!accessKeyId || !secretAccessKey) {
    throw new Error('设置了 S3_BUCKET 时必须同时设置 S3_ACCESS_KEY_ID 与 S3_SECRET_ACCESS_KEY');
  }
  const endpoint = (env.S3_ENDPOINT || '').trim().replace(/\/+$/, '') || null;
  if (endpoint && !/^https?:\/\/[^\s/]+/.test(endpoint)) throw new Error(`S3_ENDPOINT 不是有效的地址：${endpoint}`);
  const prefix = (env.S3_PREFIX || '').trim().replace(/^\/+/, '');
  return {
    kind: 's3',
    endpoint,
    region: (env.S3_REGION || 'us-east-1').trim(),
    bucket,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === '1' : endpoint !== null,
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
  };
}

/** FILE_SIGNING_SECRET: empty = derived (files/links.ts); set, it must be long enough to be a key. */
function fileSigningSecret(env: NodeJS.ProcessEnv): string | null {
  const s = (env.FILE_SIGNING_SECRET || '').trim();
  if (s && s.length < 32)
    throw new Error('环境变量 FILE_SIGNING_SECRET 至少需要 32 个字符（建议 openssl rand -hex 32）');
  return s || null;
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`环境变量 ${name} 必须是非负整数，当前为 "${raw}"`);
  return n;
}

/** TRUST_PROXY: empty/0/false = off; a whole number = hops; else addresses or CIDRs, comma-separated. */
export function trustProxySetting(raw: string | undefined): false | number | string[] {
  const v = (raw ?? '').trim();
  if (!v || v === '0' || v.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = list.filter(
    (a) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(a) && !['loopback', 'linklocal', 'uniquelocal'].includes(a),
  );
  if (bad.length) {
    throw new Error(`环境变量 TRUST_PROXY 应为代理地址/网段列表（逗号分隔）或跳数，无法识别：${bad.join('、')}`);
  }
  return list;
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`环境变量 ${name} 必须是正数，当前为 "${raw}"`);
  return n;
}

/** A production start without keys or a named sandbox for some channel: names the settings that would fix it. */
export class MissingChannelSettingError extends Error {}

/**
 * In production every outside service must be real or its local counterpart named: some payment channel able to
 * take money (config-payment.ts) and an SMS provider or SMS_SANDBOX=1. Otherwise one message naming every setting
 * that would fix it, in Chinese and English.
 */
function checkProduction(nodeEnv: string, pay: PaymentChannelPlan, sms: SmsConfig | null) {
  if (nodeEnv !== 'production') return;
  const zh: string[] = [];
  const en: string[] = [];
  const payProblem = paymentProductionProblem(pay);
  if (payProblem) {
    zh.push(payProblem.zh);
    en.push(payProblem.en);
  }
  if (!sms) {
    zh.push(
      '短信通道未配置：请设置 SMS_PROVIDER=aliyun 或 tencent 及其密钥，或设置 SMS_SANDBOX=1 明确使用内置短信发件箱（验证码只写入数据库与日志）',
    );
    en.push(
      'no SMS provider: set SMS_PROVIDER=aliyun|tencent with its keys, or SMS_SANDBOX=1 to use the built-in SMS outbox on purpose',
    );
  }
  if (zh.length) {
    throw new MissingChannelSettingError(
      `生产环境（NODE_ENV=production）拒绝启动：${zh.join('；')}。\nRefusing to start with NODE_ENV=production: ${en.join('; ')}.`,
    );
  }
}

/** LOG_LEVEL, or info (silent under NODE_ENV=test): read before the rest, so the start logs even a bad setting. */
export function logLevelOf(env: NodeJS.ProcessEnv): string {
  return env.LOG_LEVEL || ((env.NODE_ENV ?? 'development') === 'test' ? 'silent' : 'info');
}

/**
 * Where the database is: DATABASE_URL, else the embedded one in DATA_DIR. All the migrate step needs — it runs with
 * none of the payment or SMS settings the server's start checks in production.
 */
export function databaseSettings(env: NodeJS.ProcessEnv = process.env): Pick<Config, 'databaseUrl' | 'pgliteDir'> {
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, 'data'));
  return { databaseUrl: env.DATABASE_URL || null, pgliteDir: path.join(dataDir, 'pgdata') };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, 'data'));
  const payment = paymentSettings(env, int(env, 'PORT', 3000), nodeEnv === 'production');
  const sms = smsSettings(env, nodeEnv === 'production');
  checkProduction(nodeEnv, payment.paymentChannels, sms);
  return {
    port: int(env, 'PORT', 3000),
    host: env.HOST || '0.0.0.0',
    dataDir,
    pgliteDir: path.join(dataDir, 'pgdata'),
    staticDir: path.join(dataDir, 'static'),
    fileStore: fileStoreSettings(env),
    fileSigningSecret: fileSigningSecret(env),
    databaseUrl: env.DATABASE_URL || null,
    nodeEnv,
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    brandName: env.BRAND_NAME || '海昱安防',
    site: {
      icpNo: (env.SITE_ICP_NO || '').trim(),
      policeNo: (env.SITE_POLICE_NO || '').trim(),
      licenseNo: (env.SITE_TELECOM_LICENSE || '').trim(),
      servicePhone: (env.SERVICE_PHONE || '').trim(),
    },
    captcha: captchaSettings(env),
    invoice: invoiceSettings(env),
    customerServiceUrl: (env.CUSTOMER_SERVICE_URL || '').trim(),
    ssoUrl: (env.SSO_URL || '/sso').replace(/\/$/, ''),
    logLevel: logLevelOf(env),
    webDist: path.resolve(env.WEB_DIST || path.join(repoRoot, 'apps/web/dist')),
    seedDemo: env.SEED_DEMO === '1',
    smsEcho: sms?.kind === 'outbox' && sms.echo,
    sms: sms!,
    smsHourlyBudget: positive(env, 'SMS_HOURLY_BUDGET', SMS_RULES.hourlyBudget),
    aigc: aigcSettings(env),
    tracking: trackingSettings(env),
    afterSale: {
      returnDays: positive(env, 'AFTER_SALE_RETURN_DAYS', AFTER_SALE_RETURN_DAYS_DEFAULT),
      warrantyMonths: positive(env, 'AFTER_SALE_WARRANTY_MONTHS', AFTER_SALE_WARRANTY_MONTHS_DEFAULT),
    },
    orderExpireMinutes: positive(env, 'ORDER_EXPIRE_MINUTES', ORDER_EXPIRE_MINUTES_DEFAULT),
    orderSweepSeconds: int(env, 'ORDER_SWEEP_SECONDS', 30),
    seckillRemindSeconds: int(env, 'SECKILL_REMIND_SECONDS', 10),
    liveHeartbeatMs: positive(env, 'LIVE_HEARTBEAT_MS', MESSAGE_HEARTBEAT_MS),
    mapKey: (env.AMAP_KEY || '').trim(),
    creditsPerYuan: int(env, 'CREDITS_PER_YUAN', CREDITS_PER_YUAN_DEFAULT),
    seckillAsyncCommit: env.SECKILL_ASYNC_COMMIT === '1',
    jobQueueUrl: env.JOB_QUEUE === 'process' ? null : env.JOB_QUEUE_URL || env.DATABASE_URL || null,
    metrics: env.METRICS === '1',
    apiDocs: env.API_DOCS ? env.API_DOCS === '1' : nodeEnv !== 'production',
    repoRoot,
    ...payment,
  };
}
