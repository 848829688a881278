/**
 * Local fakes of Alibaba Cloud's and Tencent Cloud's SMS APIs, for tests: each checks a SendSms call's signature the
 * way the real service does (its own canonicalisation here, not the client's code), refuses with the service's
 * error codes, and keeps the messages it accepted.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Delivered {
  phone: string;
  signName: string;
  template: string;
  code: string;
}

export interface FakeGateway {
  url: string;
  delivered: Delivered[];
  close(): Promise<void>;
}

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export async function serve(handle: (req: http.IncomingMessage, body: string) => { status: number; json: unknown }) {
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const a = handle(req, body);
      res.writeHead(a.status, { 'Content-Type': 'application/json;charset=utf-8' }).end(JSON.stringify(a.json));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** RFC 3986: everything but A-Z a-z 0-9 - _ . ~ as %XY (upper case); the documented Java recipe. */
function aliyunEncode(s: string): string {
  return Array.from(Buffer.from(s, 'utf8'))
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/**
 * Why an Alibaba Cloud RPC call (signature version 1.0, HMAC-SHA1) is refused, as the service says it
 * ([status, Code, Message]), or null when it is signed right with a known key, in time, with a fresh nonce.
 */
export function aliyunRpcRefusal(
  req: http.IncomingMessage,
  p: Record<string, string>,
  keys: Record<string, string>,
  nonces: Set<string>,
): [number, string, string] | null {
  if (req.method !== 'POST') return [400, 'UnsupportedHTTPMethod', 'This http method is not supported.'];
  if (p.SignatureMethod !== 'HMAC-SHA1' || p.SignatureVersion !== '1.0')
    return [400, 'InvalidSignatureMethod', 'Specified signature method is not supported.'];
  const at = Date.parse(p.Timestamp ?? '');
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(p.Timestamp ?? '') || Math.abs(Date.now() - at) > 15 * 60_000)
    return [400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.'];
  if (!p.SignatureNonce || nonces.has(p.SignatureNonce))
    return [400, 'SignatureNonceUsed', 'Specified signature nonce was used already.'];
  const secret = keys[p.AccessKeyId ?? ''];
  if (secret === undefined) return [404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.'];
  const canonical = Object.keys(p)
    .filter((k) => k !== 'Signature')
    .sort()
    .map((k) => `${aliyunEncode(k)}=${aliyunEncode(p[k]!)}`)
    .join('&');
  const expected = createHmac('sha1', `${secret}&`)
    .update(`POST&%2F&${aliyunEncode(canonical)}`)
    .digest('base64');
  if (!same(expected, p.Signature ?? ''))
    return [400, 'SignatureDoesNotMatch', 'Specified signature is not matched with our calculation.'];
  nonces.add(p.SignatureNonce);
  return null;
}

/** Alibaba Cloud dysmsapi (RPC, signature version 1.0, HMAC-SHA1), keys: AccessKeyId → secret. */
/**
 * `refuse(n)` (n: the 1-based number of this well-formed message) makes the gateway answer as Aliyun does when a
 * sender is over its business limit (isv.BUSINESS_LIMIT_CONTROL), accepting nothing.
 */
export async function fakeAliyunSms(
  keys: Record<string, string>,
  refuse: (n: number) => boolean = () => false,
): Promise<FakeGateway> {
  let seen = 0;
  const delivered: Delivered[] = [];
  const nonces = new Set<string>();
  const fail = (status: number, Code: string, Message: string) => ({
    status,
    json: { RequestId: 'FAKE-REQ', HostId: 'dysmsapi.aliyuncs.com', Code, Message },
  });
  const s = await serve((req, body) => {
    const p = Object.fromEntries(new URLSearchParams(body));
    const refused = aliyunRpcRefusal(req, p, keys, nonces);
    if (refused) return fail(...refused);
    if (p.Action !== 'SendSms' || p.Version !== '2017-05-25') return fail(400, 'InvalidAction', 'Unknown action.');
    if (!p.PhoneNumbers || !p.SignName || !p.TemplateCode || !p.TemplateParam)
      return fail(400, 'MissingParameter', 'A required parameter is missing.');
    if (refuse(++seen))
      return { status: 200, json: { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发天级流控Permits:30' } };
    delivered.push({
      phone: p.PhoneNumbers,
      signName: p.SignName,
      template: p.TemplateCode,
      code: (JSON.parse(p.TemplateParam) as { code: string }).code,
    });
    return {
      status: 200,
      json: { Code: 'OK', Message: 'OK', BizId: `FAKE${delivered.length}`, RequestId: 'FAKE-REQ' },
    };
  });
  return { ...s, delivered };
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const hmac = (k: string | Buffer, s: string) => createHmac('sha256', k).update(s).digest();

/** Why a Tencent Cloud API 3.0 call (TC3-HMAC-SHA256) for `service` is refused ([Code, Message]), or null. */
export function tc3Refusal(
  req: http.IncomingMessage,
  body: string,
  keys: Record<string, string>,
  service: string,
): [string, string] | null {
  const h = (n: string) => String(req.headers[n] ?? '');
  const m = new RegExp(
    `^TC3-HMAC-SHA256 Credential=([^/]+)/(\\d{4}-\\d\\d-\\d\\d)/${service}/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$`,
  ).exec(h('authorization'));
  if (!m) return ['AuthFailure.InvalidAuthorization', 'Authorization 格式不正确'];
  const [, secretId, date, signedHeaders, signature] = m as unknown as [string, string, string, string, string];
  const ts = Number(h('x-tc-timestamp'));
  if (!Number.isInteger(ts) || Math.abs(Date.now() / 1000 - ts) > 300)
    return ['AuthFailure.SignatureExpire', '签名过期'];
  if (new Date(ts * 1000).toISOString().slice(0, 10) !== date)
    return ['AuthFailure.SignatureFailure', '凭证日期与时间戳不符'];
  const secret = keys[secretId];
  if (secret === undefined) return ['AuthFailure.SecretIdNotFound', '密钥不存在'];
  const names = signedHeaders.split(';');
  if (!names.includes('content-type') || !names.includes('host'))
    return ['AuthFailure.SignatureFailure', '签名头缺少 content-type 或 host'];
  const canonicalHeaders = names.map((n) => `${n}:${h(n).trim().toLowerCase()}\n`).join('');
  const canonical = `${req.method}\n/\n\n${canonicalHeaders}\n${signedHeaders}\n${sha256(body)}`;
  const toSign = `TC3-HMAC-SHA256\n${ts}\n${date}/${service}/tc3_request\n${sha256(canonical)}`;
  const key = hmac(hmac(hmac(`TC3${secret}`, date), service), 'tc3_request');
  if (!same(createHmac('sha256', key).update(toSign).digest('hex'), signature))
    return ['AuthFailure.SignatureFailure', '请求签名验证失败，请检查您的签名计算是否正确'];
  return null;
}

/** Tencent Cloud sms (API 3.0, TC3-HMAC-SHA256), keys: SecretId → SecretKey; SmsSdkAppId must be sdkAppId. */
export async function fakeTencentSms(keys: Record<string, string>, sdkAppId: string): Promise<FakeGateway> {
  const delivered: Delivered[] = [];
  const fail = (Code: string, Message: string) => ({
    status: 200,
    json: { Response: { Error: { Code, Message }, RequestId: 'fake-req' } },
  });
  const s = await serve((req, body) => {
    const h = (n: string) => String(req.headers[n] ?? '');
    const refused = tc3Refusal(req, body, keys, 'sms');
    if (refused) return fail(...refused);
    if (h('x-tc-action') !== 'SendSms' || h('x-tc-version') !== '2021-01-11')
      return fail('InvalidAction', '接口不存在');
    const p = JSON.parse(body) as {
      PhoneNumberSet: string[];
      SmsSdkAppId: string;
      SignName: string;
      TemplateId: string;
      TemplateParamSet: string[];
    };
    if (p.SmsSdkAppId !== sdkAppId) return fail('FailedOperation.SmsSdkAppIdVerifyFail', 'SdkAppId 校验失败');
    for (const phone of p.PhoneNumberSet)
      delivered.push({ phone, signName: p.SignName, template: p.TemplateId, code: p.TemplateParamSet[0]! });
    return {
      status: 200,
      json: {
        Response: {
          SendStatusSet: p.PhoneNumberSet.map((PhoneNumber, i) => ({
            SerialNo: `fake-${delivered.length}-${i}`,
            PhoneNumber,
            Fee: 1,
            SessionContext: '',
            Code: 'Ok',
            Message: 'send success',
            IsoCode: 'CN',
          })),
          RequestId: 'fake-req',
        },
      },
    };
  });
  return { ...s, delivered };
}
