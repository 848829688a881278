/**
 * The one stream format of the script and video-script endpoints (server-sent events), whichever writer writes:
 * `event: delta` pieces of text as they are written, then one `event: done` (or `event: error` with a stable reason
 * and the Chinese words). The same frame reader parses an OpenAI-compatible stream (`data:` lines, `[DONE]`).
 */

export type AigcStreamEvent =
  | { event: 'delta'; data: { text: string } }
  | { event: 'shot'; data: AigcShot }
  | { event: 'done'; data: { sessionId: number; provider: 'local' | 'openai' } }
  | { event: 'error'; data: { reason: string; msg: string } };

/** One shot of a storyboard: which product's picture, the caption read aloud, how long. */
export interface AigcShot {
  skuNo: string | null;
  picUrl: string | null;
  /** The product the shot shows, named (its exact model number and name); absent on shots made before. */
  model?: string | null | undefined;
  productName?: string | null | undefined;
  caption: string;
  seconds: number;
}

/** One SSE frame of an event (data on one line: JSON escapes every newline). */
export function encodeSse(e: AigcStreamEvent): string {
  return `event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`;
}

/** A raw SSE frame: its event name (default 'message') and its data lines joined. */
export interface SseFrame {
  event: string;
  data: string;
}

/**
 * Reads SSE frames from text as it arrives: push() each chunk, get the complete frames back; an unfinished frame
 * waits for the next chunk. Comments (`:`) and unknown fields are skipped; CRLF and LF both end a line.
 */
export class SseReader {
  private buf = '';

  push(chunk: string): SseFrame[] {
    this.buf += chunk;
    const out: SseFrame[] = [];
    for (;;) {
      const m = /\r?\n\r?\n/.exec(this.buf);
      if (!m) break;
      const raw = this.buf.slice(0, m.index);
      this.buf = this.buf.slice(m.index + m[0].length);
      let event = 'message';
      const data: string[] = [];
      for (const line of raw.split(/\r?\n/)) {
        if (!line || line.startsWith(':')) continue;
        const i = line.indexOf(':');
        const field = i < 0 ? line : line.slice(0, i);
        const value = i < 0 ? '' : line.slice(i + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length) out.push({ event, data: data.join('\n') });
    }
    return out;
  }
}

/** A frame of this project's stream as its event, or null when it is not one (unknown name, bad JSON). */
export function parseAigcEvent(f: SseFrame): AigcStreamEvent | null {
  if (!['delta', 'shot', 'done', 'error'].includes(f.event)) return null;
  try {
    return { event: f.event, data: JSON.parse(f.data) } as AigcStreamEvent;
  } catch {
    return null;
  }
}

/**
 * Splits text into the small pieces a stream sends (a word or two of Chinese, a run of Latin letters and digits, each
 * punctuation mark with what precedes it), so the page shows it being written. Joined, the pieces are the text.
 */
export function streamPieces(text: string, size = 3): string[] {
  const out: string[] = [];
  let cur = '';
  for (const ch of text) {
    cur += ch;
    const latin = /[A-Za-z0-9.\-()/]/.test(ch);
    if (/[，。！？；：、\n]/.test(ch) || (!latin && [...cur].length >= size)) {
      out.push(cur);
      cur = '';
    }
  }
  if (cur) out.push(cur);
  return out;
}
