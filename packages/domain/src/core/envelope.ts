import { messages } from './refusals.ts';
/** Every API answer: code 0 = success, otherwise msg says why in Chinese. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
  count?: number;
  /** On a refusal: its stable machine-readable reason ('ORDER.amountChanged', see refusals.ts). */
  reason?: string;
}

export const API_PREFIX = '/api-cloud-merchant-service';
export const ORDER_API_PREFIX = '/apiOrder';

export const ErrorCode = {
  ok: 0,
  /** A business rejection the user can act on (msg says what). */
  business: 1,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  payloadTooLarge: 413,
  tooManyRequests: 429,
  internal: 500,
  unavailable: 503,
} as const;

export const API_MESSAGES = messages('API', {
  badRequest: '请求参数有误',
  badJson: '请求内容不是有效的 JSON',
  unauthorized: '登录已失效，请重新登录',
  forbidden: '没有权限执行此操作',
  notFound: '请求的接口不存在',
  payloadTooLarge: '请求内容过大',
  tooManyRequests: '操作过于频繁，请稍后再试',
  internal: '服务器开小差了，请稍后再试',
  unavailable: '服务暂时不可用，请稍后再试',
  clientCredentialMissing: '缺少客户端凭证',
  crossSite: '请求来源不是本站，已拒绝',
  unsupportedMediaType: '不支持的请求内容类型',
  /** A query or body key the endpoint does not know (a typo in an integration): named in unknownKeysMessage. */
  unknownKey: '不支持的参数',
  /** Words no catalogue names (a defect: the server's tests fail on it). */
  unnamed: '操作未能完成',
});

/** Words shown on success, as a status or as a prompt: not refusals (nothing refuses with them; `refusal()` takes a catalogue). */
export const API_WORDS = {
  ok: '成功',
} as const;

/** The refusal of unknown keys, naming them: 「不支持的参数：categoryId」. */
export const unknownKeysMessage = (keys: readonly string[]): string => `${API_MESSAGES.unknownKey}：${keys.join('、')}`;

/** The basic client credential guests send (part 1 §7). Not a secret: it only names the client. */
export const GUEST_CLIENT_ID = 'portal-web';
export const GUEST_CLIENT_SECRET = 'portal-web';
