import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../../config-sms.ts';
import { OutboxSmsProvider, type SmsProvider } from '../provider.ts';
import { AliyunSmsProvider } from './aliyun.ts';
import { TencentSmsProvider } from './tencent.ts';

/** The provider SMS_PROVIDER names (config-sms.ts). */
export function smsProviderOf(cfg: SmsConfig, log: FastifyBaseLogger): SmsProvider {
  if (cfg.kind === 'aliyun') return new AliyunSmsProvider(cfg);
  if (cfg.kind === 'tencent') return new TencentSmsProvider(cfg);
  return new OutboxSmsProvider({ log, echo: cfg.echo });
}
