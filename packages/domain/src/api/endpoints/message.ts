/** The message centre's endpoints (part 1 §2 /member/messageCenter, §7 unread mail count). */
import { z } from 'zod';
import {
  MESSAGE_MESSAGES,
  messageIdSchema,
  messageItemSchema,
  messagePageQuerySchema,
  readAllSchema,
  unreadCountSchema,
} from '../../message/index.ts';
import { API_PREFIX, endpoint, noData, reasonOf } from '../../core/index.ts';

const BASE = `${API_PREFIX}/v1/message`;
export const MESSAGE_API = {
  page: `${BASE}/page`,
  unreadCount: `${BASE}/unreadCount`,
  read: `${BASE}/read`,
  readAll: `${BASE}/readAll`,
  del: `${BASE}/delete`,
} as const;

const user = 'user' as const;
const notFound = [reasonOf(MESSAGE_MESSAGES, 'notFound')];

export const MESSAGE_ENDPOINTS = {
  page: endpoint({
    method: 'GET',
    path: MESSAGE_API.page,
    auth: user,
    query: messagePageQuerySchema,
    data: z.array(messageItemSchema),
    paged: true,
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: MESSAGE_API.unreadCount,
    auth: user,
    data: unreadCountSchema,
  }),
  /** Opens one message: marks it read and answers it. */
  read: endpoint({
    method: 'POST',
    path: MESSAGE_API.read,
    auth: user,
    body: messageIdSchema,
    data: messageItemSchema,
    refusals: notFound,
  }),
  readAll: endpoint({
    method: 'POST',
    path: MESSAGE_API.readAll,
    auth: user,
    body: readAllSchema,
    data: z.object({ count: z.number() }),
  }),
  del: endpoint({
    method: 'POST',
    path: MESSAGE_API.del,
    auth: user,
    body: messageIdSchema,
    data: noData,
    refusals: notFound,
  }),
};
