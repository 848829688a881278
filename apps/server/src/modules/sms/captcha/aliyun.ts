/**
 * Alibaba Cloud Captcha 2.0 (阿里云验证码), server check: action VerifyIntelligentCaptcha, API version 2023-03-05, the
 * RPC-style signature of the SMS calls (HMAC-SHA1, SignatureVersion 1.0). Result.VerifyResult true is a pass.
 */
import { randomUUID } from 'node:crypto';
import type { CaptchaConfig } from '../../../config-captcha.ts';
import { rpcSignature } from '../providers/aliyun.ts';

export type AliyunCaptchaConfig = Extract<CaptchaConfig, { kind: 'aliyun' }>;

/** The signed parameters of one check. */
function verifyCaptchaParams(
  cfg: AliyunCaptchaConfig,
  verifyParam: string,
  now: Date = new Date(),
  nonce: string = randomUUID(),
): Record<string, string> {
  const params: Record<string, string> = {
    AccessKeyId: cfg.accessKeyId,
    Action: 'VerifyIntelligentCaptcha',
    Format: 'JSON',
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: nonce,
    SignatureVersion: '1.0',
    Timestamp: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    Version: '2023-03-05',
    CaptchaVerifyParam: verifyParam,
    SceneId: cfg.sceneId,
  };
  params.Signature = rpcSignature('POST', params, cfg.accessKeySecret);
  return params;
}

export async function verifyAliyunCaptcha(cfg: AliyunCaptchaConfig, verifyParam: string): Promise<boolean> {
  const params = verifyCaptchaParams(cfg, verifyParam);
  const res = await fetch(`${cfg.endpoint}/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8', Accept: 'application/json' },
    body: new URLSearchParams(params).toString(),
    signal: AbortSignal.timeout(5000),
  });
  const r = (await res.json()) as { Code?: string; Message?: string; Result?: { VerifyResult?: boolean } };
  if (r.Code && r.Code !== 'Success') throw new Error(`${r.Code} ${r.Message ?? ''}`);
  return r.Result?.VerifyResult === true;
}
