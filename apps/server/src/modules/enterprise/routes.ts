import fastifyMultipart from '@fastify/multipart';
import {
  ENTERPRISE_ENDPOINTS as E,
  ENTERPRISE_MESSAGES,
  ENTERPRISE_WORDS,
  listedBy,
  refusal,
  UPLOAD_MAX_BYTES,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/auth.ts';
import { paged, route, withMsg } from '../../http/endpoint.ts';
import { readUpload } from '../../http/upload.ts';
import type { AppDeps } from '../../deps.ts';
import * as enterprise from './service.ts';
import { claimFiles, fileStoreFor } from '../../files/index.ts';
import { storeLicence } from './upload.ts';
import { rateLimit } from '../rate-limit/index.ts';

const tags = ['企业认证'];

export const enterpriseRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5 } });

  const me = (req: Parameters<typeof requireUser>[0]) => requireUser(req).accountId;

  route(app, E.save, { tags, summary: '提交或修改企业认证（无 enterpriseNo 为新增）' }, async (req) =>
    withMsg(
      await enterprise.save(db, me(req), {
        ...req.body,
        licenceUrl: claimFiles(config, [req.body.licenceUrl], listedBy(E.save))[0]!,
      }),
      ENTERPRISE_WORDS.submitted,
    ),
  );
  route(app, E.detail, { tags, summary: '本账号的企业认证资料' }, async (req) => enterprise.detail(db, me(req)));
  route(app, E.verification, { tags, summary: '企业认证审核状态（null = 未提交）' }, async (req) => {
    const c = await enterprise.detail(db, me(req));
    return { auditStatus: c?.auditStatus ?? null, rejectReason: c?.rejectReason ?? null };
  });
  route(
    app,
    E.upload,
    {
      tags,
      summary: '上传营业执照（JPG/PNG/PDF，≤10MB，multipart 字段 file）',
      config: { rateLimit: rateLimit('upload') },
    },
    async (req) => {
      const { data } = await readUpload(req, {
        missing: refusal(ENTERPRISE_MESSAGES, 'licenceRequired'),
        tooLarge: refusal(ENTERPRISE_MESSAGES, 'uploadTooLarge'),
      });
      return { url: await storeLicence(fileStoreFor(config), data) };
    },
  );
  route(app, E.reviewList, { tags, summary: '待审核（或指定状态）的企业认证，分页，仅业务员' }, async (req) => {
    const { list, total } = await enterprise.listForReview(db, req.query);
    return paged(list, total);
  });
  route(app, E.audit, { tags, summary: '审核企业认证（通过 / 驳回），仅业务员' }, async (req) => {
    const result = await enterprise.audit(db, me(req), req.body);
    return withMsg(result, req.body.approve ? ENTERPRISE_WORDS.approved : ENTERPRISE_WORDS.rejected);
  });
};
