/** Reads the AI area's server-sent events (POST, so fetch rather than EventSource) with the session cookie. */
import { SseReader, parseAigcEvent, type AigcStreamEvent } from '@portal/domain';

export async function readStream(
  path: string,
  body: unknown,
  onEvent: (e: AigcStreamEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const res = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(body),
    signal,
  });
  if (!res.ok || !res.body) {
    const msg = await res
      .json()
      .then((j: { msg?: string }) => j.msg)
      .catch(() => null);
    throw new Error(msg || '生成失败，请稍后重试');
  }
  const reader = new SseReader();
  const decoder = new TextDecoder();
  const r = res.body.getReader();
  for (;;) {
    const { done, value } = await r.read();
    if (done) break;
    for (const f of reader.push(decoder.decode(value, { stream: true }))) {
      const e = parseAigcEvent(f);
      if (e) onEvent(e);
    }
  }
}
