/**
 * Tencent Cloud Captcha (天御验证码), server check: action DescribeCaptchaResult, API version 2019-07-22, signed
 * TC3-HMAC-SHA256 like the SMS calls (service `captcha`). CaptchaCode 1 is a pass; anything else (ticket expired,
 * reused, forged…) a fail.
 */
import type { CaptchaConfig } from '../../../config-captcha.ts';
import { tc3Authorization } from '../providers/tencent.ts';

export type TencentCaptchaConfig = Extract<CaptchaConfig, { kind: 'tencent' }>;
const ACTION = 'DescribeCaptchaResult';

/** The request body of one check. */
function describeCaptchaResultBody(cfg: TencentCaptchaConfig, ticket: string, randstr: string, ip: string | null) {
  return JSON.stringify({
    CaptchaType: 9,
    Ticket: ticket,
    UserIp: ip ?? '127.0.0.1',
    Randstr: randstr,
    CaptchaAppId: Number(cfg.appId),
    AppSecretKey: cfg.appSecretKey,
  });
}

export async function verifyTencentCaptcha(
  cfg: TencentCaptchaConfig,
  ticket: string,
  randstr: string,
  ip: string | null,
): Promise<boolean> {
  const body = describeCaptchaResultBody(cfg, ticket, randstr, ip);
  const host = new URL(cfg.endpoint).host;
  const timestamp = Math.floor(Date.now() / 1000);
  const res = await fetch(`${cfg.endpoint}/`, {
    method: 'POST',
    headers: {
      Authorization: tc3Authorization({ ...cfg, host, action: ACTION, body, timestamp, service: 'captcha' }),
      'Content-Type': 'application/json; charset=utf-8',
      'X-TC-Action': ACTION,
      'X-TC-Timestamp': String(timestamp),
      'X-TC-Version': '2019-07-22',
    },
    body,
    signal: AbortSignal.timeout(5000),
  });
  const r = ((await res.json()) as { Response?: { CaptchaCode?: number; Error?: { Code?: string; Message?: string } } })
    .Response;
  if (r?.Error) throw new Error(`${r.Error.Code ?? ''} ${r.Error.Message ?? ''}`);
  return r?.CaptchaCode === 1;
}
