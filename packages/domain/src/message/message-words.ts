/** The constants, messages and rules of contract.ts (no zod: what the start imports, apart from the schemas). */
import { messages } from '../core/index.ts';
import { type MessageItem, type UnreadCount } from './contract.ts';

export const MESSAGE_MESSAGES = messages('MESSAGE', {
  notFound: '消息不存在或已删除',
  categoryInvalid: '消息分类不正确',
  idInvalid: '请选择消息',
  originRefused: '不允许的来源',
  tooManyConnections: '连接数过多，请关闭部分页面后重试',
});

/** What the live connection sends: the unread count, a new message with the count after it, or a heartbeat. */
export type MessageFrame =
  | { type: 'unread'; unread: UnreadCount }
  | { type: 'message'; message: MessageItem; unread: UnreadCount }
  | { type: 'ping' };
