import type { FastifyBaseLogger } from 'fastify';
import type { SmsKind } from '../../config-sms.ts';
import type { Db } from './tables.ts';

/** One text message: the code for a purpose (or an invitation), and the full text the outbox keeps (templates carry their own). */
export interface SmsMessage {
  phone: string;
  purpose: SmsKind;
  code: string;
  content: string;
}

/**
 * Where text messages go: the outbox (default outside production), Alibaba Cloud SMS or Tencent Cloud SMS
 * (providers/). A provider that cannot deliver throws SmsDeliveryError; the send's transaction then rolls back, so
 * no code is left usable.
 */
export interface SmsProvider {
  readonly name: string;
  send(db: Db, msg: SmsMessage): Promise<void>;
}

/** A message the provider did not accept: what failed (Chinese) and the provider's own code and words. */
export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    readonly detail: string = '',
  ) {
    super(message);
  }
}

/** The sandbox: every message lands in sms_outbox (tests read it) and, when echo is on, the log. */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';
  constructor(private readonly opts: { log?: FastifyBaseLogger | undefined; echo: boolean }) {}

  async send(db: Db, msg: SmsMessage): Promise<void> {
    await db.insertInto('sms_outbox').values({ phone: msg.phone, content: msg.content, provider: this.name }).execute();
    if (this.opts.echo) this.opts.log?.info({ phone: msg.phone, sms: msg.content }, 'SMS（发件箱，未真实发送）');
  }
}
