/** The post-login prompt chain on /home (part 1 §4), in its order, with the rules each step reads. */
import { messages } from '../core/index.ts';

/** Default agreement codes requested (part 1 §9). */
export const PROMPT_MESSAGES = messages('PROMPT', {
  protocolOutdated: '协议不存在或已更新，请刷新后重试',
  publishRace: '该协议刚刚发布了新版本，请刷新后重试',
});

export const PROTOCOL_CODES = [60, 39, 61, 5, 6] as const;

export const ProtocolAction = { disagree: 1, later: 2, agree: 3 } as const;

export type ProtocolAction = (typeof ProtocolAction)[keyof typeof ProtocolAction];

/** "Later" hides a protocol for this long. */
export const PROTOCOL_LATER_HOURS = 24;

export const PROMPT_STEPS = [
  'repeatName',
  'browser',
  'signProtocol',
  'waitingShare',
  'priceChange',
  'willFreeze',
  'verification',
  'safetyProtocol',
] as const;

export type PromptStep = (typeof PROMPT_STEPS)[number];

export const MIN_CHROME_VERSION = 51;

/** Chrome 51 or later is required; anything else gets the browser tip. */
export function needsBrowserTip(userAgent: string): boolean {
  const m = /(?:Chrome|Chromium|CriOS)\/(\d+)/.exec(userAgent);
  return !m || Number(m[1]) < MIN_CHROME_VERSION;
}

/** Waiting-share message: an amount string, or 'blank' (or empty) for none. */
export const hasWaitingShare = (msg: string | null | undefined): msg is string => !!msg && msg !== 'blank';

export const PROMPT_TEXT = {
  browser: '您当前的浏览器版本过低，可能无法正常使用平台功能，建议使用 Chrome 51 及以上版本。',
  willFreeze: '您的商户资质即将到期，到期后账号将被冻结，请尽快联系业务员办理续期。',
  cert: '您的企业认证证书待更新，请前往企业认证页面重新上传营业执照。',
} as const;

/** The protocols' names (part 1 §9 codes), for the staff page that publishes their versions. */
export const PROTOCOL_NAMES: Record<(typeof PROTOCOL_CODES)[number], string> = {
  60: '平台服务协议',
  39: '隐私政策',
  61: '服务安全协议',
  5: '经销商合作协议',
  6: '采购交易规则',
};
