import { SMS_ENDPOINTS as E, SMS_MESSAGES, SMS_WORDS, listedBy, refusal } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route, withMsg } from '../../http/endpoint.ts';
import { businessError, unauthorized } from '../../http/errors.ts';
import type { AppDeps } from '../../deps.ts';
import { phoneRegistered } from './hooks.ts';
import { smsProviderOf } from './providers/index.ts';
import { SmsDeliveryError } from './provider.ts';
import { newChallenge } from './challenge.ts';
import { humanCheckOf } from './captcha/index.ts';
import { sendCode } from './service.ts';
import { rateLimit } from '../rate-limit/index.ts';

export const smsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const provider = smsProviderOf(config.sms, app.log);
  const humanCheck = humanCheckOf(config.captcha, app.log);

  route(
    app,
    E.sendCode,
    {
      tags: ['短信'],
      summary: '发送短信验证码（login / register / reset / changePhone）',
      config: { rateLimit: rateLimit('smsSend') },
    },
    async (req) => {
      const no = listedBy(E.sendCode);
      const { phone, type, challengeId, challengeX, captchaTicket, captchaRandstr } = req.body;
      const registered = await phoneRegistered(db, phone);
      if (type === 'changePhone' && !req.auth) throw unauthorized();
      if ((type === 'register' || type === 'changePhone') && registered)
        throw businessError(no(refusal(SMS_MESSAGES, 'phoneRegistered')));
      // login / reset for an unknown phone: the same answer, nothing delivered (no account enumeration)
      const deliver = type === 'register' || type === 'changePhone' || registered;
      try {
        await sendCode(db, provider, phone, type, {
          ip: req.ip,
          brandName: config.brandName,
          deliver,
          challenge:
            challengeId !== undefined && challengeX !== undefined
              ? { puzzle: { id: challengeId, x: challengeX } }
              : captchaTicket
                ? { ticket: captchaTicket, randstr: captchaRandstr }
                : null,
          humanCheck,
          hourlyBudget: config.smsHourlyBudget,
        });
      } catch (e) {
        if (!(e instanceof SmsDeliveryError)) throw e;
        req.log.error(
          { provider: provider.name, phone, purpose: type, detail: e.detail },
          `短信发送失败：${e.message}`,
        );
        throw businessError(no(refusal(SMS_MESSAGES, 'deliveryFailed')), undefined, 502);
      }
      return withMsg(null, SMS_WORDS.sent);
    },
  );

  route(
    app,
    E.challenge,
    {
      tags: ['短信'],
      summary: '短信安全验证：服务端绘制的滑块拼图（缺口位置只存于服务端）',
      config: { rateLimit: rateLimit('smsChallenge') },
    },
    async (req) => {
      const { challenge, answerX } = await newChallenge(db, req.ip);
      // the sandbox echoes the answer to the log beside the codes it echoes (SMS_ECHO): never with a real provider
      if (config.smsEcho) req.log.info({ smsChallenge: challenge.challengeId, answerX }, 'SMS安全验证（沙箱回显）');
      return challenge;
    },
  );
};
