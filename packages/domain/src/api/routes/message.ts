/** The message centre's endpoints (part 1 §2 /member/messageCenter, §7 unread mail count).
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { API_PREFIX, reasonOf, route } from '../../core/index.ts';
import { MESSAGE_MESSAGES } from '../../message/index.ts';

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

export const MESSAGE_ROUTES = {
  page: route({ id: 'MESSAGE.page', method: 'GET', path: MESSAGE_API.page, auth: user, paged: true }),
  unreadCount: route({ id: 'MESSAGE.unreadCount', method: 'GET', path: MESSAGE_API.unreadCount, auth: user }),
  /** Opens one message: marks it read and answers it. */
  read: route({ id: 'MESSAGE.read', method: 'POST', path: MESSAGE_API.read, auth: user, refusals: notFound }),
  readAll: route({ id: 'MESSAGE.readAll', method: 'POST', path: MESSAGE_API.readAll, auth: user }),
  del: route({ id: 'MESSAGE.del', method: 'POST', path: MESSAGE_API.del, auth: user, refusals: notFound }),
};
