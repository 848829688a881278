import {
  ACCOUNT_ENDPOINTS as E,
  LICENCE_TYPES,
  PROFILE_MESSAGES,
  PROFILE_WORDS,
  QR_WORDS,
  refusal,
  SMS_WORDS,
  UPLOAD_MAX_BYTES,
  listedBy,
} from '@portal/domain';
import fastifyMultipart from '@fastify/multipart';
import { badRequest, payloadTooLarge } from '../../http/errors.ts';
import { fileStoreFor, storeUpload } from '../../files/index.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie, setSessionCookie } from '../../http/session-cookie.ts';
import { requireUser } from '../../http/auth.ts';
import { route, withMsg } from '../../http/endpoint.ts';
import type { AppDeps } from '../../deps.ts';
import * as account from './service.ts';
import { registered } from './hooks.ts';
import { rateLimit } from '../rate-limit/index.ts';
import { merchantGroupRoutes } from './group-routes.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const modifyAvatarNo = listedBy(E.modifyAvatar);

const tags = ['账号'];

export const accountRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config } = deps;
  await app.register(merchantGroupRoutes, deps);
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2 } });
  /** Every way in ends with the HttpOnly session cookie (http/session-cookie.ts); the answer keeps the token for API clients. */
  const signIn = <T extends { token: string; expireAt: string }>(req: FastifyRequest, reply: FastifyReply, r: T): T => {
    setSessionCookie(req, reply, r, config.nodeEnv);
    return r;
  };
  const meta = (req: { headers: Record<string, unknown>; ip: string }) => ({
    userAgent: req.headers['user-agent'] as string | undefined,
    ip: req.ip,
  });
  const me = (req: Parameters<typeof requireUser>[0]) => requireUser(req).accountId;
  const saved = (msg: string = PROFILE_WORDS.saved) => withMsg(null, msg);
  // A password-guessing client is limited per address here, and per account in the service (lockout).
  const loginLimit = { rateLimit: rateLimit('login') };
  const twentyAMinute = { rateLimit: { max: 20, timeWindow: '1 minute' } };

  route(app, E.passwordLogin, { tags, summary: '密码登录', config: loginLimit }, async (req, reply) =>
    signIn(req, reply, await account.passwordLogin(db, req.body, meta(req))),
  );
  route(app, E.sessionInfo, { tags, summary: '登录会话信息（用户数据）' }, async (req) =>
    account.getSessionUser(db, me(req)),
  );
  route(app, E.loginFailures, { tags, summary: '本账号近30天的密码登录失败记录（时间、地址）' }, async (req) =>
    account.loginFailuresOf(db, me(req)),
  );
  route(app, E.surveyPermission, { tags, summary: '是否有勘测权限' }, async (req) =>
    account.surveyPermission(db, me(req)),
  );
  route(app, E.logout, { tags, summary: '退出登录（令牌在服务端作废）' }, async (req, reply) => {
    await account.logout(db, requireUser(req).tokenId);
    clearSessionCookie(reply);
    return null;
  });
  route(app, E.changeIdentity, { tags, summary: '切换身份（merchantNo 为本账号的另一身份）' }, async (req) => {
    await account.changeIdentity(db, me(req), req.query.merchantNo);
    return null;
  });
  route(app, E.smsCodeLogin, { tags, summary: '短信验证码登录', config: loginLimit }, async (req, reply) =>
    signIn(req, reply, await account.smsCodeLogin(db, req.body, meta(req))),
  );
  route(
    app,
    E.registerLogin,
    { tags, summary: '注册并登录（手机号 + 短信验证码 + 密码）', config: { rateLimit: rateLimit('register') } },
    async (req, reply) => {
      const { accountId, ...result } = await account.registerLogin(db, req.body, meta(req));
      signIn(req, reply, result);
      // the registration form's agreement covers the protocols in force
      await registered(db, accountId);
      return withMsg(result, SMS_WORDS.registered);
    },
  );
  route(
    app,
    E.resetPassword,
    { tags, summary: '短信验证码重置密码（结束该账号所有会话）', config: twentyAMinute },
    async (req) => {
      await account.updatePasswordBySmsCode(db, req.body);
      return withMsg(null, SMS_WORDS.passwordReset);
    },
  );
  route(app, E.modifyNickname, { tags, summary: '修改昵称' }, async (req) => {
    await account.modifyNickname(db, me(req), req.body.nickname);
    return saved();
  });
  route(
    app,
    E.modifyAvatar,
    {
      tags,
      summary: '上传头像（JPG/PNG，≤10MB，multipart 字段 file）',
      config: { rateLimit: rateLimit('upload') },
    },
    async (req) => {
      const wrongType = () => badRequest(modifyAvatarNo(refusal(PROFILE_MESSAGES, 'avatarType')));
      if (!req.isMultipart()) throw wrongType();
      const file = await req.file();
      if (!file) throw wrongType();
      const data = await file.toBuffer().catch((e: { code?: string }) => {
        if (e.code === 'FST_REQ_FILE_TOO_LARGE')
          throw payloadTooLarge(modifyAvatarNo(refusal(PROFILE_MESSAGES, 'avatarTooLarge')));
        throw e;
      });
      const url = await storeUpload(
        fileStoreFor(config),
        'avatar',
        data,
        LICENCE_TYPES.filter((t) => t !== 'application/pdf'),
        modifyAvatarNo(refusal(PROFILE_MESSAGES, 'avatarType')),
      );
      await account.modifyAvatar(db, me(req), url);
      return withMsg({ url }, PROFILE_WORDS.saved);
    },
  );
  route(
    app,
    E.modifyPhone,
    { tags, summary: '修改手机号（新号码短信验证码 + 当前密码）', config: twentyAMinute },
    async (req) => {
      await account.modifyPhone(db, me(req), req.body);
      return saved(PROFILE_WORDS.phoneChanged);
    },
  );
  route(
    app,
    E.changePassword,
    { tags, summary: '原密码修改密码（其他会话结束）', config: twentyAMinute },
    async (req) => {
      await account.updatePasswordByOldPwd(db, requireUser(req), req.body);
      return saved(PROFILE_WORDS.passwordChanged);
    },
  );
  route(
    app,
    E.generateQr,
    {
      tags,
      summary: '生成登录二维码（图片为确认页地址）',
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (req) => account.generateLoginQrCode(db, `${req.protocol}://${req.host}`),
  );
  route(app, E.confirmQr, { tags, summary: '已登录端确认扫码登录' }, async (req) => {
    await account.confirmQrLogin(db, me(req), req.body.qrCode);
    return withMsg(null, QR_WORDS.confirmed);
  });
  route(
    app,
    E.pollQr,
    {
      tags,
      summary: '扫码登录轮询：confirmed 时返回令牌（只发一次）',
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      const poll = await account.loginByQrCode(db, req.body.qrCode, meta(req));
      if (poll.token && poll.expireAt) signIn(req, reply, { token: poll.token, expireAt: poll.expireAt });
      return poll;
    },
  );
  route(
    app,
    E.tokenLogin,
    { tags, summary: '令牌登录：以同一登录体系的有效令牌换取本站令牌（换取后原令牌作废）', config: loginLimit },
    async (req, reply) => signIn(req, reply, await account.tokenLogin(db, req.body.token, meta(req))),
  );
};
