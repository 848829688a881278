/** The dealer network's messages and limits: what the rules, the schemas and the start share (no zod). */
import { messages } from '../core/index.ts';

export const DEALER_MESSAGES = messages('DEALER', {
  areaRequired: '请选择区域',
  dealerRequired: '请选择下单一级经销商',
  keywordRequired: '请输入经销商名称关键字',
  keywordTooLong: '关键字不能超过50个字符',
  searchMapNeedsArea: '请先选择区域再搜索地图',
  regionLoadFailed: '获取数据失败',
  regionUnknown: '所选区域不存在，请重新选择',
  dealerUnknown: '所选经销商不存在或已停止服务',
  dealerOutsideArea: '所选经销商不在所选区域内，请重新选择',
  shopAbnormal: '一级或店铺异常，请联系业务员',
  notYourShop: '该经销商不在您的绑定列表中',
  defaultNotAllowed: '当前企业类型不支持设置默认一级经销商',
  selfBind: '不能绑定本企业为下单一级经销商',
});

/** Words shown on success, as a status or as a prompt: not refusals (nothing refuses with them; `refusal()` takes a catalogue). */
export const DEALER_WORDS = {
  bindSuccess: '绑定成功',
  operationSuccess: '操作成功',
} as const;

export const DEALER_KEYWORD_MAX = 50;
