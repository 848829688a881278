/**
 * Local fakes of Tencent Cloud Captcha's and Alibaba Cloud Captcha 2.0's server APIs, for tests: each checks the call's
 * signature the way the real service does (fake-sms-gateways.ts's checks), then answers whether a ticket the test
 * issued is right — once (a ticket is spent by its check, as the real ones are).
 */
import { aliyunRpcRefusal, serve, tc3Refusal } from './fake-sms-gateways.ts';

export interface FakeCaptcha {
  url: string;
  /** A ticket a person's browser would get from the provider's widget. */
  issue(ticket: string, randstr?: string): void;
  checks: number;
  close(): Promise<void>;
}

/** Tencent Cloud captcha (DescribeCaptchaResult 2019-07-22), keys: SecretId → SecretKey; one app and its key. */
export async function fakeTencentCaptcha(
  keys: Record<string, string>,
  app: { id: number; secretKey: string },
): Promise<FakeCaptcha> {
  const tickets = new Map<string, string>();
  let checks = 0;
  const answer = (Response: object) => ({ status: 200, json: { Response: { ...Response, RequestId: 'fake-req' } } });
  const s = await serve((req, body) => {
    const refused = tc3Refusal(req, body, keys, 'captcha');
    if (refused) return answer({ Error: { Code: refused[0], Message: refused[1] } });
    if (req.headers['x-tc-action'] !== 'DescribeCaptchaResult' || req.headers['x-tc-version'] !== '2019-07-22')
      return answer({ Error: { Code: 'InvalidAction', Message: '接口不存在' } });
    const p = JSON.parse(body) as Record<string, unknown>;
    checks++;
    if (p.CaptchaAppId !== app.id || p.AppSecretKey !== app.secretKey)
      return answer({ CaptchaCode: 15, CaptchaMsg: 'decrypt fail', EvilLevel: 0 });
    const randstr = tickets.get(String(p.Ticket));
    tickets.delete(String(p.Ticket));
    return randstr !== undefined && randstr === p.Randstr
      ? answer({ CaptchaCode: 1, CaptchaMsg: 'OK', EvilLevel: 0 })
      : answer({ CaptchaCode: 9, CaptchaMsg: 'verify ticket fail', EvilLevel: 0 });
  });
  return {
    ...s,
    issue: (ticket, randstr = '@abc') => void tickets.set(ticket, randstr),
    get checks() {
      return checks;
    },
  };
}

/** Alibaba Cloud captcha 2.0 (VerifyIntelligentCaptcha 2023-03-05), keys: AccessKeyId → secret; one scene. */
export async function fakeAliyunCaptcha(keys: Record<string, string>, sceneId: string): Promise<FakeCaptcha> {
  const tickets = new Set<string>();
  const nonces = new Set<string>();
  let checks = 0;
  const s = await serve((req, body) => {
    const p = Object.fromEntries(new URLSearchParams(body));
    const refused = aliyunRpcRefusal(req, p, keys, nonces);
    if (refused) return { status: refused[0], json: { Code: refused[1], Message: refused[2], RequestId: 'FAKE' } };
    if (p.Action !== 'VerifyIntelligentCaptcha' || p.Version !== '2023-03-05')
      return { status: 400, json: { Code: 'InvalidAction', Message: 'Unknown action.' } };
    checks++;
    const ok = p.SceneId === sceneId && tickets.delete(p.CaptchaVerifyParam ?? '');
    return {
      status: 200,
      json: { Code: 'Success', Success: true, Result: { VerifyResult: ok, VerifyCode: ok ? 'T001' : 'F002' } },
    };
  });
  return {
    ...s,
    issue: (ticket) => void tickets.add(ticket),
    get checks() {
      return checks;
    },
  };
}
