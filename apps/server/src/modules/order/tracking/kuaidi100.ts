import { createHash } from 'node:crypto';
import { SHIPPING_MESSAGES, TRACE_STATE, carrierOf, kuaidi100State, type Trace } from '@portal/domain';
import type { TrackedParcel, Tracker } from './tracker.ts';

/** Kuaidi100's answer to poll/query.do: the trace, or `result: false` with its words. */
interface Kuaidi100Answer {
  message?: string;
  status?: string;
  state?: string;
  result?: boolean;
  returnCode?: string;
  data?: { time?: string; ftime?: string; context?: string }[];
}

export interface Kuaidi100Settings {
  key: string;
  customer: string;
  /** https://poll.kuaidi100.com in production. */
  baseUrl: string;
}

/** sign = upper-case MD5 of param + key + customer (Kuaidi100's real-time query API). */
function kuaidi100Sign(param: string, key: string, customer: string): string {
  return createHash('md5')
    .update(param + key + customer, 'utf8')
    .digest('hex')
    .toUpperCase();
}

/**
 * Kuaidi100's real-time query (POST {base}/poll/query.do, a form of customer, sign and param = JSON {com, num,
 * phone}). An answer without steps, a failed call or an unreachable service is a trace with a note, never a throw.
 */
export class Kuaidi100Tracker implements Tracker {
  readonly name = 'kuaidi100' as const;
  constructor(private readonly settings: Kuaidi100Settings) {}

  async trace(parcel: TrackedParcel): Promise<Trace> {
    const com = carrierOf(parcel.carrier)?.kuaidi100 ?? parcel.carrier.toLowerCase();
    const param = JSON.stringify({
      com,
      num: parcel.trackingNo,
      ...(parcel.phone ? { phone: parcel.phone } : {}),
      resultv2: '0',
    });
    const form = new URLSearchParams({
      customer: this.settings.customer,
      sign: kuaidi100Sign(param, this.settings.key, this.settings.customer),
      param,
    });
    let answer: Kuaidi100Answer;
    try {
      const res = await fetch(`${this.settings.baseUrl}/poll/query.do`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(8_000),
      });
      answer = (await res.json()) as Kuaidi100Answer;
    } catch {
      return this.none(SHIPPING_MESSAGES.traceUnavailable);
    }
    if (answer.result === false || !Array.isArray(answer.data)) {
      return this.none(answer.message ? `快递100：${answer.message}` : SHIPPING_MESSAGES.traceUnavailable);
    }
    const state = kuaidi100State(answer.state);
    return {
      source: 'kuaidi100',
      state,
      stateLabel: TRACE_STATE[state],
      steps: answer.data.map((d) => ({ time: d.ftime ?? d.time ?? '', context: d.context ?? '' })),
      note: null,
    };
  }

  private none(note: string): Trace {
    return { source: 'kuaidi100', state: 'unknown', stateLabel: TRACE_STATE.unknown, steps: [], note };
  }
}
