/**
 * Tencent Cloud SMS (API 3.0, version 2021-01-11), action SendSms, signed TC3-HMAC-SHA256 with node:crypto only:
 * canonical request `POST\n/\n\n` + the signed headers (content-type, host, x-tc-action: lower-case name:value\n)
 * + `\n` + their names + `\n` + hex(SHA256(body)); string to sign `TC3-HMAC-SHA256\n<timestamp>\n<date>/sms/tc3_request\n`
 * + hex(SHA256(canonical request)); key = HMAC chain of "TC3"+SecretKey over the UTC date, "sms", "tc3_request".
 */
import { createHash, createHmac } from 'node:crypto';
import type { SmsConfig } from '../../../config-sms.ts';
import { SmsDeliveryError, type SmsMessage, type SmsProvider } from '../provider.ts';
import { parseJson, postText } from './http.ts';

export type TencentSmsConfig = Extract<SmsConfig, { kind: 'tencent' }>;

const TC3 = 'TC3-HMAC-SHA256';
const CONTENT_TYPE = 'application/json; charset=utf-8';

const sha256Hex = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const hmac = (key: Buffer | string, s: string) => createHmac('sha256', key).update(s, 'utf8').digest();

export function tc3Authorization(opts: {
  secretId: string;
  secretKey: string;
  host: string;
  action: string;
  body: string;
  timestamp: number;
  /** The Tencent Cloud product the call is for: 'sms' (default), 'captcha'. */
  service?: string;
}): string {
  const SERVICE = opts.service ?? 'sms';
  const date = new Date(opts.timestamp * 1000).toISOString().slice(0, 10);
  const signedHeaders = 'content-type;host;x-tc-action';
  const canonical = [
    'POST',
    '/',
    '',
    `content-type:${CONTENT_TYPE}\nhost:${opts.host}\nx-tc-action:${opts.action.toLowerCase()}\n`,
    signedHeaders,
    sha256Hex(opts.body),
  ].join('\n');
  const scope = `${date}/${SERVICE}/tc3_request`;
  const stringToSign = `${TC3}\n${opts.timestamp}\n${scope}\n${sha256Hex(canonical)}`;
  const key = hmac(hmac(hmac(`TC3${opts.secretKey}`, date), SERVICE), 'tc3_request');
  const signature = createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');
  return `${TC3} Credential=${opts.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

interface SendAnswer {
  Response?: {
    Error?: { Code?: string; Message?: string };
    SendStatusSet?: { Code?: string; Message?: string; PhoneNumber?: string }[];
    RequestId?: string;
  };
}

export class TencentSmsProvider implements SmsProvider {
  readonly name = 'tencent';
  constructor(private readonly cfg: TencentSmsConfig) {}

  async send(_db: unknown, msg: SmsMessage): Promise<void> {
    const body = JSON.stringify({
      PhoneNumberSet: [`+86${msg.phone}`],
      SmsSdkAppId: this.cfg.sdkAppId,
      SignName: this.cfg.signName,
      TemplateId: this.cfg.templates[msg.purpose],
      TemplateParamSet: [msg.code],
    });
    const host = new URL(this.cfg.endpoint).host;
    const timestamp = Math.floor(Date.now() / 1000);
    const res = await postText('腾讯云', `${this.cfg.endpoint}/`, {
      headers: {
        Authorization: tc3Authorization({ ...this.cfg, host, action: 'SendSms', body, timestamp }),
        'Content-Type': CONTENT_TYPE,
        'X-TC-Action': 'SendSms',
        'X-TC-Timestamp': String(timestamp),
        'X-TC-Version': '2021-01-11',
        'X-TC-Region': this.cfg.region,
      },
      body,
    });
    const r = parseJson<SendAnswer>('腾讯云', res.text).Response;
    const err = r?.Error;
    if (err) {
      const what = /^AuthFailure/.test(err.Code ?? '') ? '腾讯云短信密钥或签名错误' : '腾讯云短信发送失败';
      throw new SmsDeliveryError(
        what,
        `HTTP ${res.status} ${err.Code ?? ''} ${err.Message ?? ''} RequestId=${r?.RequestId ?? ''}`,
      );
    }
    const status = r?.SendStatusSet?.[0];
    if (!status || status.Code !== 'Ok') {
      throw new SmsDeliveryError(
        '腾讯云短信发送失败',
        `${status?.Code ?? '无发送状态'} ${status?.Message ?? ''} RequestId=${r?.RequestId ?? ''}`,
      );
    }
  }
}
