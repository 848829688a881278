import { SmsDeliveryError } from '../provider.ts';

/** Posts to a provider with a 10-second limit; a provider that cannot be reached is a delivery failure. */
export async function postText(
  provider: string,
  url: string,
  init: { headers: Record<string, string>; body: string },
): Promise<{ status: number; text: string }> {
  try {
    const res = await fetch(url, { method: 'POST', ...init, signal: AbortSignal.timeout(10_000) });
    return { status: res.status, text: await res.text() };
  } catch (e) {
    throw new SmsDeliveryError(`${provider}短信网关无法连接`, (e as Error).message);
  }
}

export function parseJson<T>(provider: string, text: string): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new SmsDeliveryError(`${provider}短信网关应答不是有效的 JSON`, text.slice(0, 200));
  }
}
