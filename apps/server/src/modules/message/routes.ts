import { MESSAGE_ENDPOINTS as E } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { paged, route } from '../../http/endpoint.ts';
import { liveRoutes } from './live.ts';
import * as message from './service.ts';

const tags = ['消息中心'];

export const messageRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  // The live connection (live.ts): pushes the unread count and new messages to this account's tabs.
  await liveRoutes(app as unknown as FastifyInstance, db, {
    heartbeatMs: config.liveHeartbeatMs,
    allowLocalhost: config.nodeEnv !== 'production',
  });

  route(app, E.page, { tags, summary: '消息列表（按分类、已读/未读，新的在前）' }, async (req) => {
    const { list, total } = await message.page(db, requireUser(req).accountId, req.query);
    return paged(list, total);
  });
  route(app, E.unreadCount, { tags, summary: '未读消息数（data.total 全部，data.notice 系统通知）' }, async (req) =>
    message.unreadCount(db, requireUser(req).accountId),
  );
  route(app, E.read, { tags, summary: '打开消息（标为已读）' }, async (req) =>
    message.read(db, requireUser(req).accountId, req.body.id),
  );
  route(app, E.readAll, { tags, summary: '全部标为已读（可按分类）' }, async (req) => ({
    count: await message.readAll(db, requireUser(req).accountId, req.body.category),
  }));
  route(app, E.del, { tags, summary: '删除消息' }, async (req) => {
    await message.remove(db, requireUser(req).accountId, req.body.id);
    return null;
  });
};
