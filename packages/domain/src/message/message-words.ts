/** The constants, messages and rules of contract.ts (no zod: what the start imports, apart from the schemas). */
import { messages } from '../core/index.ts';

export const MESSAGE_MESSAGES = messages('MESSAGE', {
  notFound: '消息不存在或已删除',
  categoryInvalid: '消息分类不正确',
  idInvalid: '请选择消息',
  originRefused: '不允许的来源',
  tooManyConnections: '连接数过多，请关闭部分页面后重试',
});
