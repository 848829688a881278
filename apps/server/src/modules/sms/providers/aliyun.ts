/**
 * Alibaba Cloud SMS (dysmsapi, API version 2017-05-25), action SendSms, with node:crypto only. RPC-style signature
 * (SignatureVersion 1.0): every parameter but Signature, each name and value percent-encoded per RFC 3986 (only
 * A-Z a-z 0-9 - _ . ~ left as they are, space as %20), sorted by name, joined `k=v&…`; the string to sign is
 * `POST&%2F&` + percentEncode(that); Signature = base64(HMAC-SHA1(AccessKeySecret + "&", string to sign)).
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { SmsConfig } from '../../../config-sms.ts';
import { SmsDeliveryError, type SmsMessage, type SmsProvider } from '../provider.ts';
import { parseJson, postText } from './http.ts';

export type AliyunSmsConfig = Extract<SmsConfig, { kind: 'aliyun' }>;

function percentEncode(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k !== 'Signature')
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k]!)}`)
    .join('&');
}

export function rpcSignature(method: string, params: Record<string, string>, accessKeySecret: string): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign, 'utf8').digest('base64');
}

/** The signed parameters of one SendSms call. */
function sendSmsParams(
  cfg: AliyunSmsConfig,
  msg: Pick<SmsMessage, 'phone' | 'purpose' | 'code'>,
  now: Date = new Date(),
  nonce: string = randomUUID(),
): Record<string, string> {
  const params: Record<string, string> = {
    AccessKeyId: cfg.accessKeyId,
    Action: 'SendSms',
    Format: 'JSON',
    RegionId: 'cn-hangzhou',
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: nonce,
    SignatureVersion: '1.0',
    Timestamp: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    Version: '2017-05-25',
    PhoneNumbers: msg.phone,
    SignName: cfg.signName,
    TemplateCode: cfg.templates[msg.purpose],
    TemplateParam: JSON.stringify({ code: msg.code }),
  };
  params.Signature = rpcSignature('POST', params, cfg.accessKeySecret);
  return params;
}

export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun';
  constructor(private readonly cfg: AliyunSmsConfig) {}

  async send(_db: unknown, msg: SmsMessage): Promise<void> {
    const body = new URLSearchParams(sendSmsParams(this.cfg, msg)).toString();
    const res = await postText('阿里云', `${this.cfg.endpoint}/`, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8', Accept: 'application/json' },
      body,
    });
    const j = parseJson<{ Code?: string; Message?: string; RequestId?: string }>('阿里云', res.text);
    if (j.Code !== 'OK') {
      const what = /AccessKey|Signature/i.test(j.Code ?? '') ? '阿里云短信密钥或签名错误' : '阿里云短信发送失败';
      throw new SmsDeliveryError(
        what,
        `HTTP ${res.status} ${j.Code ?? ''} ${j.Message ?? ''} RequestId=${j.RequestId ?? ''}`,
      );
    }
  }
}
