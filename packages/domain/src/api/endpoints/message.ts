/** The message centre's endpoints (part 1 §2 /member/messageCenter, §7 unread mail count). */
import { MESSAGE_ROUTES } from '../routes/message.ts';
import { z } from 'zod';
import {
  messageIdSchema,
  messageItemSchema,
  messagePageQuerySchema,
  readAllSchema,
  unreadCountSchema,
} from '../../message/index.ts';
import { endpoint, noData } from '../../core/index.ts';

export const MESSAGE_ENDPOINTS = {
  page: endpoint({ ...MESSAGE_ROUTES.page, query: messagePageQuerySchema, data: z.array(messageItemSchema) }),
  unreadCount: endpoint({ ...MESSAGE_ROUTES.unreadCount, data: unreadCountSchema }),
  read: endpoint({ ...MESSAGE_ROUTES.read, body: messageIdSchema, data: messageItemSchema }),
  readAll: endpoint({ ...MESSAGE_ROUTES.readAll, body: readAllSchema, data: z.object({ count: z.number() }) }),
  del: endpoint({ ...MESSAGE_ROUTES.del, body: messageIdSchema, data: noData }),
};
