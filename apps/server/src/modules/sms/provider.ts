import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './tables.ts';

/** Where text messages go. A real gateway implements this; the default writes to the outbox table. */
export interface SmsProvider {
  readonly name: string;
  send(db: Db, phone: string, content: string): Promise<void>;
}

/** Default provider: every message lands in sms_outbox (tests read it) and, outside production, the log. */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';
  constructor(private readonly opts: { log?: FastifyBaseLogger | undefined; echo: boolean }) {}

  async send(db: Db, phone: string, content: string): Promise<void> {
    await db.insertInto('sms_outbox').values({ phone, content, provider: this.name }).execute();
    if (this.opts.echo) this.opts.log?.info({ phone, sms: content }, 'SMS（发件箱，未真实发送）');
  }
}
