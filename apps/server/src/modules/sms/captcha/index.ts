/**
 * The human check's answer, judged by the configured check (config-captcha.ts): the built-in slider puzzle (its answer
 * kept in sms_challenge), or an outside provider's ticket checked with its API — Tencent Cloud Captcha's
 * DescribeCaptchaResult (TC3-HMAC-SHA256) or Alibaba Cloud Captcha 2.0's VerifyIntelligentCaptcha (RPC signature).
 * A provider that cannot be reached or answers nonsense fails the check (logged): no code goes out unchecked.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { CaptchaConfig } from '../../../config-captcha.ts';
import { passChallenge } from '../challenge.ts';
import type { Db } from '../tables.ts';
import { verifyAliyunCaptcha } from './aliyun.ts';
import { verifyTencentCaptcha } from './tencent.ts';

/** What the page sent: the built-in puzzle's id and position, or an outside check's ticket (and Tencent's randstr). */
export type HumanAnswer = { puzzle: { id: string; x: number } } | { ticket: string; randstr?: string };

export type HumanCheck = (db: Db, answer: HumanAnswer, ip: string | null) => Promise<boolean>;

export function humanCheckOf(cfg: CaptchaConfig, log: FastifyBaseLogger): HumanCheck {
  return async (db, answer, ip) => {
    if ('puzzle' in answer) return cfg.kind === 'builtin' && passChallenge(db, answer.puzzle.id, answer.puzzle.x);
    if (cfg.kind === 'builtin') return false;
    try {
      return cfg.kind === 'tencent'
        ? await verifyTencentCaptcha(cfg, answer.ticket, answer.randstr ?? '', ip)
        : await verifyAliyunCaptcha(cfg, answer.ticket);
    } catch (e) {
      log.error({ provider: cfg.kind, detail: (e as Error).message }, '人机验证服务调用失败');
      return false;
    }
  };
}
