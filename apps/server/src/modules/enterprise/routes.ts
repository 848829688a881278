import fastifyMultipart from '@fastify/multipart';
import {
  API_PREFIX,
  certAuditSchema,
  ENTERPRISE_MESSAGES,
  enterpriseFormSchema,
  UPLOAD_MAX_BYTES,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import type { AppDeps } from '../../deps.ts';
import * as enterprise from './service.ts';
import { fileStoreFor } from '../../files/index.ts';
import { storeLicence } from './upload.ts';
import { rateLimit } from '../rate-limit/index.ts';

const cert = z.object({
  enterpriseNo: z.string(),
  companyName: z.string(),
  creditCode: z.string(),
  enterpriseType: z.number(),
  licenceUrl: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  areaCode: z.string(),
  areaName: z.string(),
  address: z.string(),
  auditStatus: z.number(),
  rejectReason: z.string().nullable(),
  merchantNo: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
const tags = ['企业认证'];
const user = { auth: 'user' as const };

export const enterpriseRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const base = `${API_PREFIX}/v1/enterprise`;
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5 } });

  app.post(
    base,
    {
      config: user,
      schema: {
        tags,
        summary: '提交或修改企业认证（无 enterpriseNo 为新增）',
        body: enterpriseFormSchema,
        response: { 200: envelopeOf(cert) },
      },
    },
    async (req) => ({
      ...ok(await enterprise.save(db, requireUser(req).accountId, req.body)),
      msg: ENTERPRISE_MESSAGES.submitted,
    }),
  );

  app.get(
    `${base}/detail`,
    { config: user, schema: { tags, summary: '本账号的企业认证资料', response: { 200: envelopeOf(cert.nullable()) } } },
    async (req) => ok(await enterprise.detail(db, requireUser(req).accountId)),
  );

  app.get(
    `${base}/verification`,
    {
      config: user,
      schema: {
        tags,
        summary: '企业认证审核状态（null = 未提交）',
        response: {
          200: envelopeOf(z.object({ auditStatus: z.number().nullable(), rejectReason: z.string().nullable() })),
        },
      },
    },
    async (req) => {
      const c = await enterprise.detail(db, requireUser(req).accountId);
      return ok({ auditStatus: c?.auditStatus ?? null, rejectReason: c?.rejectReason ?? null });
    },
  );

  app.post(
    `${base}/upload`,
    {
      config: { ...user, rateLimit: rateLimit('upload') },
      schema: {
        tags,
        summary: '上传营业执照（JPG/PNG/PDF，≤10MB，multipart 字段 file）',
        response: { 200: envelopeOf(z.object({ url: z.string() })) },
      },
    },
    async (req) => {
      if (!req.isMultipart()) throw badRequest(ENTERPRISE_MESSAGES.licenceRequired);
      const file = await req.file();
      if (!file) throw badRequest(ENTERPRISE_MESSAGES.licenceRequired);
      const data = await file.toBuffer().catch((e: { code?: string }) => {
        if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 413, ENTERPRISE_MESSAGES.uploadTooLarge);
        throw e;
      });
      if (file.file.truncated) throw new AppError(413, 413, ENTERPRISE_MESSAGES.uploadTooLarge);
      return ok({ url: await storeLicence(fileStoreFor(config), data) });
    },
  );

  app.get(
    `${base}/audit/list`,
    {
      config: user,
      schema: {
        tags,
        summary: '待审核（或指定状态）的企业认证，仅业务员',
        querystring: z.object({ status: z.coerce.number().int().min(0).max(2).optional() }),
        response: { 200: envelopeOf(z.array(cert.extend({ applicantPhone: z.string() }))) },
      },
    },
    async (req) => ok(await enterprise.listForReview(db, requireUser(req).accountId, req.query.status ?? null)),
  );

  app.post(
    `${base}/audit`,
    {
      config: user,
      schema: {
        tags,
        summary: '审核企业认证（通过 / 驳回），仅业务员',
        body: certAuditSchema,
        response: { 200: envelopeOf(cert) },
      },
    },
    async (req) => {
      const result = await enterprise.audit(db, requireUser(req).accountId, req.body);
      return { ...ok(result), msg: req.body.approve ? ENTERPRISE_MESSAGES.approved : ENTERPRISE_MESSAGES.rejected };
    },
  );
};
