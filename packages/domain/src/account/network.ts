/** The sales network kept by staff (issue 45 §4): the customer groups' refusals (schemas in network-contract.ts). */
import { messages } from '../core/index.ts';

export const MERCHANT_GROUP_MESSAGES = messages('MERCHANT_GROUP', {
  merchantRequired: '请输入商户编号',
  merchantNotFound: '商户不存在',
  tagRequired: '请输入分组标签（1-20个字）',
  titleRequired: '请输入分组名称（1-30个字）',
  taken: '该商户已在此分组',
  notFound: '分组不存在或已删除',
  badId: '分组编号不正确',
});
