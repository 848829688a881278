/**
 * Which payment channels are on (issue 40 §6): each QR channel is on when its keys are configured or the sandbox is
 * named for it; the wallet is on unless switched off. A production server starts only when some channel can take
 * money in — a QR channel; the wallet only spends a balance already held with the provider (nothing in the portal
 * tops a wallet up), so it does not count.
 *
 * The settings, read here from their raw text (the server reads the environment and says what is wrong):
 * - `PAYMENT_SANDBOX`: `1` (or `all`) = every QR channel without keys is served by the built-in sandbox gateway;
 *   a comma-separated list of channel names (`wechat`, `alipay`, `wechat,alipay`) = only those; `0` (or `none`) =
 *   none. Unset: every channel without keys outside production, none in production. A channel named in the list
 *   that also has keys is a contradiction the server refuses (keys win only under the blanket `1`).
 * - `PAYMENT_WALLET`: `1` (default) = the wallet is offered; `0` = it is not.
 */
import { PAY_CHANNELS, QR_PAY_CHANNELS, type PayChannel, type QrPayChannel } from './payment-api.ts';

/** How a QR channel is served: its real gateway (keys), the built-in sandbox, or not at all. */
export type QrChannelMode = 'keys' | 'sandbox' | 'off';

export interface PaymentChannelPlan {
  qr: Record<QrPayChannel, QrChannelMode>;
  wallet: boolean;
}

export type PaymentChannelSettings =
  | { ok: true; plan: PaymentChannelPlan }
  | {
      ok: false;
      /** The setting at fault and what is wrong with it (the server words its refusal to start from this). */
      problem:
        | { kind: 'unknownSandboxName'; names: string[] }
        | { kind: 'sandboxAndKeys'; channels: QrPayChannel[] }
        | { kind: 'badWallet'; value: string };
    };

/** PAYMENT_SANDBOX's text → the channels it names ('all' = every one without keys), or the names it does not know. */
export function parsePaymentSandbox(
  raw: string | undefined,
  production: boolean,
): { all: true } | { all: false; channels: QrPayChannel[] } | { unknown: string[] } {
  const v = (raw ?? '').trim().toLowerCase();
  if (!v) return production ? { all: false, channels: [] } : { all: true };
  if (v === '1' || v === 'all' || v === 'true') return { all: true };
  if (v === '0' || v === 'none' || v === 'false') return { all: false, channels: [] };
  const names = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !(QR_PAY_CHANNELS as readonly string[]).includes(n));
  if (unknown.length) return { unknown };
  return { all: false, channels: QR_PAY_CHANNELS.filter((c) => names.includes(c)) };
}

/** The channels' plan from which channels have keys and the two settings' text. */
export function paymentChannelSettings(input: {
  keys: Record<QrPayChannel, boolean>;
  sandbox: string | undefined;
  wallet: string | undefined;
  production: boolean;
}): PaymentChannelSettings {
  const sandbox = parsePaymentSandbox(input.sandbox, input.production);
  if ('unknown' in sandbox) return { ok: false, problem: { kind: 'unknownSandboxName', names: sandbox.unknown } };
  if (!sandbox.all) {
    const both = sandbox.channels.filter((c) => input.keys[c]);
    if (both.length) return { ok: false, problem: { kind: 'sandboxAndKeys', channels: both } };
  }
  const w = (input.wallet ?? '').trim();
  if (w !== '' && w !== '0' && w !== '1') return { ok: false, problem: { kind: 'badWallet', value: w } };
  const mode = (c: QrPayChannel): QrChannelMode => {
    if (input.keys[c]) return 'keys';
    return sandbox.all || sandbox.channels.includes(c) ? 'sandbox' : 'off';
  };
  return { ok: true, plan: { qr: { wechat: mode('wechat'), alipay: mode('alipay') }, wallet: w !== '0' } };
}

/** The channels a payer is offered, in the pay page's order. */
export function channelsOn(plan: PaymentChannelPlan): PayChannel[] {
  return PAY_CHANNELS.filter((c) => (c === 'wallet' ? plan.wallet : plan.qr[c] !== 'off'));
}

/** Whether any channel can take money in: a QR channel on its keys or its named sandbox. */
export function canTakeMoney(plan: PaymentChannelPlan): boolean {
  return QR_PAY_CHANNELS.some((c) => plan.qr[c] !== 'off');
}
