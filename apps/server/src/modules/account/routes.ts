import {
  API_PREFIX,
  passwordLoginSchema,
  registerSchema,
  resetPasswordSchema,
  smsLoginSchema,
  SMS_MESSAGES,
  LICENCE_TYPES,
  modifyNicknameSchema,
  modifyPhoneSchema,
  PROFILE_MESSAGES,
  UPLOAD_MAX_BYTES,
  updatePasswordByOldPwdSchema,
  qrCodeSchema,
  QR_MESSAGES,
} from '@portal/domain';
import fastifyMultipart from '@fastify/multipart';
import { badRequest, AppError } from '../../http/errors.ts';
import { fileStoreFor, storeUpload } from '../../files/index.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie, setSessionCookie } from '../../http/session-cookie.ts';
import { z } from 'zod';
import { requireUser } from '../../http/auth.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import type { AppDeps } from '../../deps.ts';
import * as account from './service.ts';
import { agreeCurrentProtocols } from '../prompt/index.ts';
import { rateLimit } from '../rate-limit/index.ts';

const loginResult = z.object({ token: z.string(), expireAt: z.string() });

export const accountRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2 } });
  const base = `${API_PREFIX}/v1/account`;
  /** Every way in ends with the HttpOnly session cookie (http/session-cookie.ts); the answer keeps the token for API clients. */
  const signIn = <T extends { token: string; expireAt: string }>(req: FastifyRequest, reply: FastifyReply, r: T): T => {
    setSessionCookie(req, reply, r, config.nodeEnv);
    return r;
  };

  app.post(
    `${base}/passwordLogin`,
    {
      // A password-guessing client is limited per address here, and per account in the service (lockout).
      config: { rateLimit: rateLimit('login') },
      schema: {
        tags: ['账号'],
        summary: '密码登录',
        body: passwordLoginSchema,
        response: { 200: envelopeOf(loginResult) },
      },
    },
    async (req, reply) =>
      ok(
        signIn(
          req,
          reply,
          await account.passwordLogin(db, req.body, { userAgent: req.headers['user-agent'], ip: req.ip }),
        ),
      ),
  );

  app.get(
    `${base}/getLoginSessionInfo`,
    { config: { auth: 'user' }, schema: { tags: ['账号'], summary: '登录会话信息（用户数据）' } },
    async (req) => ok(await account.getSessionUser(db, requireUser(req).accountId)),
  );

  app.get(
    `${base}/loginFailures`,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['账号'],
        summary: '本账号近30天的密码登录失败记录（时间、地址）',
        response: { 200: envelopeOf(z.array(z.object({ time: z.string(), ip: z.string() }))) },
      },
    },
    async (req) => ok(await account.loginFailuresOf(db, requireUser(req).accountId)),
  );

  app.get(
    `${base}/surveyPermission`,
    {
      config: { auth: 'user' },
      schema: { tags: ['账号'], summary: '是否有勘测权限', response: { 200: envelopeOf(z.boolean()) } },
    },
    async (req) => ok(await account.surveyPermission(db, requireUser(req).accountId)),
  );

  app.post(
    `${base}/logout`,
    { config: { auth: 'user' }, schema: { tags: ['账号'], summary: '退出登录（令牌在服务端作废）' } },
    async (req, reply) => {
      await account.logout(db, requireUser(req).tokenId);
      clearSessionCookie(reply);
      return ok(null);
    },
  );

  app.get(
    `${base}/changeIdentity`,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['账号'],
        summary: '切换身份（merchantNo 为本账号的另一身份）',
        querystring: z.object({ merchantNo: z.string().trim().min(1).max(40) }),
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (req) => {
      await account.changeIdentity(db, requireUser(req).accountId, req.query.merchantNo);
      return ok(null);
    },
  );

  const meta = (req: { headers: Record<string, unknown>; ip: string }) => ({
    userAgent: req.headers['user-agent'] as string | undefined,
    ip: req.ip,
  });

  app.post(
    `${base}/smsCodeLogin`,
    {
      config: { auth: 'client', rateLimit: rateLimit('login') },
      schema: {
        tags: ['账号'],
        summary: '短信验证码登录',
        body: smsLoginSchema,
        response: { 200: envelopeOf(loginResult) },
      },
    },
    async (req, reply) => ok(signIn(req, reply, await account.smsCodeLogin(db, req.body, meta(req)))),
  );

  app.post(
    `${base}/registerLogin`,
    {
      config: { auth: 'client', rateLimit: rateLimit('register') },
      schema: {
        tags: ['账号'],
        summary: '注册并登录（手机号 + 短信验证码 + 密码）',
        body: registerSchema,
        response: { 200: envelopeOf(loginResult) },
      },
    },
    async (req, reply) => {
      const { accountId, ...result } = await account.registerLogin(db, req.body, meta(req));
      signIn(req, reply, result);
      // the registration form's agreement covers the protocols in force
      await agreeCurrentProtocols(db, accountId);
      return { ...ok(result), msg: SMS_MESSAGES.registered };
    },
  );

  app.post(
    `${base}/updatePasswordBySmsCode`,
    {
      config: { auth: 'client', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['账号'],
        summary: '短信验证码重置密码（结束该账号所有会话）',
        body: resetPasswordSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (req) => {
      await account.updatePasswordBySmsCode(db, req.body);
      return { ...ok(null), msg: SMS_MESSAGES.passwordReset };
    },
  );

  const saved = (msg: string = PROFILE_MESSAGES.saved) => ({ ...ok(null), msg });

  app.post(
    `${base}/modifyNickname`,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['账号'],
        summary: '修改昵称',
        body: modifyNicknameSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (req) => {
      await account.modifyNickname(db, requireUser(req).accountId, req.body.nickname);
      return saved();
    },
  );

  app.post(
    `${base}/modifyAvatar`,
    {
      config: { auth: 'user', rateLimit: rateLimit('upload') },
      schema: {
        tags: ['账号'],
        summary: '上传头像（JPG/PNG，≤10MB，multipart 字段 file）',
        response: { 200: envelopeOf(z.object({ url: z.string() })) },
      },
    },
    async (req) => {
      if (!req.isMultipart()) throw badRequest(PROFILE_MESSAGES.avatarType);
      const file = await req.file();
      if (!file) throw badRequest(PROFILE_MESSAGES.avatarType);
      const data = await file.toBuffer().catch((e: { code?: string }) => {
        if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 413, '上传文件大小不能超过10MB');
        throw e;
      });
      const url = await storeUpload(
        fileStoreFor(config),
        'avatar',
        data,
        LICENCE_TYPES.filter((t) => t !== 'application/pdf'),
        PROFILE_MESSAGES.avatarType,
      );
      await account.modifyAvatar(db, requireUser(req).accountId, url);
      return { ...ok({ url }), msg: PROFILE_MESSAGES.saved };
    },
  );

  app.post(
    `${base}/modifyPhone`,
    {
      config: { auth: 'user', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['账号'],
        summary: '修改手机号（新号码短信验证码 + 当前密码）',
        body: modifyPhoneSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (req) => {
      await account.modifyPhone(db, requireUser(req).accountId, req.body);
      return saved(PROFILE_MESSAGES.phoneChanged);
    },
  );

  app.post(
    `${API_PREFIX}/open/v1/account/updatePasswordByOldPwd`,
    {
      config: { auth: 'user', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['账号'],
        summary: '原密码修改密码（其他会话结束）',
        body: updatePasswordByOldPwdSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (req) => {
      await account.updatePasswordByOldPwd(db, requireUser(req), req.body);
      return saved(PROFILE_MESSAGES.passwordChanged);
    },
  );

  app.get(
    `${base}/generateLoginQrCode`,
    {
      config: { auth: 'client', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['账号'],
        summary: '生成登录二维码（图片为确认页地址）',
        response: { 200: envelopeOf(z.object({ qrCode: z.string(), qrImage: z.string(), expireAt: z.string() })) },
      },
    },
    async (req) => ok(await account.generateLoginQrCode(db, `${req.protocol}://${req.host}`)),
  );

  app.post(
    `${base}/confirmQrLogin`,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['账号'],
        summary: '已登录端确认扫码登录',
        body: qrCodeSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (req) => {
      await account.confirmQrLogin(db, requireUser(req).accountId, req.body.qrCode);
      return { ...ok(null), msg: QR_MESSAGES.confirmed };
    },
  );

  app.post(
    `${base}/loginByQrCode`,
    {
      config: { auth: 'client', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['账号'],
        summary: '扫码登录轮询：confirmed 时返回令牌（只发一次）',
        body: qrCodeSchema,
        response: {
          200: envelopeOf(
            z.object({
              status: z.enum(['waiting', 'confirmed', 'expired']),
              token: z.string().optional(),
              expireAt: z.string().optional(),
            }),
          ),
        },
      },
    },
    async (req, reply) => {
      const poll = await account.loginByQrCode(db, req.body.qrCode, meta(req));
      if (poll.token && poll.expireAt) signIn(req, reply, { token: poll.token, expireAt: poll.expireAt });
      return ok(poll);
    },
  );

  app.post(
    `${base}/tokenLogin`,
    {
      config: { auth: 'client', rateLimit: rateLimit('login') },
      schema: {
        tags: ['账号'],
        summary: '令牌登录：以同一登录体系的有效令牌换取本站令牌',
        body: z.object({ token: z.string().trim().min(20).max(200) }),
        response: { 200: envelopeOf(loginResult) },
      },
    },
    async (req, reply) => ok(signIn(req, reply, await account.tokenLogin(db, req.body.token, meta(req)))),
  );
};
