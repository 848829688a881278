/** Invitations over HTTP: staff invite staff and list them; the invitee accepts (sets a password and signs in). */
import { INVITATION_ENDPOINTS as E, INVITATION_WORDS, SMS_MESSAGES, listedBy, refusal } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { route, withMsg } from '../../http/endpoint.ts';
import { businessError } from '../../http/errors.ts';
import { setSessionCookie } from '../../http/session-cookie.ts';
import { rateLimit } from '../rate-limit/index.ts';
import { SmsDeliveryError, smsProviderOf } from '../sms/index.ts';
import { acceptInvitation, inviteStaff, staffList } from './service.ts';

const tags = ['业务员与邀请'];

export const invitationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const delivery = { provider: smsProviderOf(config.sms, app.log), brandName: config.brandName };

  route(app, E.inviteStaff, { tags, summary: '邀请业务员（业务员；短信发送邀请码）' }, async (req) => {
    try {
      const member = await inviteStaff(
        db,
        delivery,
        { accountId: requireUser(req).accountId, ip: req.ip },
        { phone: req.body.phone, nickname: req.body.nickname },
      );
      return withMsg(member, INVITATION_WORDS.sent);
    } catch (e) {
      if (!(e instanceof SmsDeliveryError)) throw e;
      req.log.error({ provider: delivery.provider.name, detail: e.detail }, `邀请短信发送失败：${e.message}`);
      throw businessError(listedBy(E.inviteStaff)(refusal(SMS_MESSAGES, 'deliveryFailed')), undefined, 502);
    }
  });

  route(app, E.staffList, { tags, summary: '业务员列表（业务员）' }, async () => staffList(db));

  route(
    app,
    E.accept,
    { tags, summary: '接受邀请：手机号 + 邀请码 + 新密码，并登录', config: { rateLimit: rateLimit('login') } },
    async (req, reply) => {
      const result = await acceptInvitation(db, req.body, {
        userAgent: req.headers['user-agent'],
        ip: req.ip,
      });
      setSessionCookie(req, reply, result, config.nodeEnv);
      return withMsg(result, INVITATION_WORDS.accepted);
    },
  );
};
