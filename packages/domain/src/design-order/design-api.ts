/** The constants, messages and rules of contract.ts (no zod: what the start imports, apart from the schemas). */
import { messages } from '../core/index.ts';

export const DESIGN_API = {
  list: '/api-cloud-merchant-service/v1/design/favorite/list',
  update: '/api-cloud-merchant-service/v1/design/favorite/update',
  clear: '/api-cloud-merchant-service/v1/design/favorite/clear',
  remove: '/api-cloud-merchant-service/v1/design/favorite/remove',
  remind: '/api-cloud-merchant-service/v1/design/remind',
  softwareFill: '/api-cloud-merchant-service/v1/design/software/fill',
  quickAdd: '/api-cloud-merchant-service/v1/design/remind/quickAdd',
  accessories: '/api-cloud-merchant-service/v1/design/accessory/list',
  common: '/api-cloud-merchant-service/v1/design/common/list',
  scenes: '/api-cloud-merchant-service/v1/design/scene/list',
  groupAuth: '/api-cloud-merchant-service/v1/design/group/auth',
  permissions: '/api-cloud-merchant-service/v1/design/permissions',
  generate: '/api-cloud-merchant-service/v1/design/order/generate',
  addBatch: '/api-cloud-merchant-service/v1/design/order/editAddProductBatch',
  orders: '/api-cloud-merchant-service/v1/design/order/page',
  detail: '/api-cloud-merchant-service/v1/design/order/detail',
  updateProducts: '/api-cloud-merchant-service/v1/design/order/updateDesignProduct',
  removeProduct: '/api-cloud-merchant-service/v1/design/order/removeDesignProduct',
  addProducts: '/api-cloud-merchant-service/v1/design/order/addDesignProduct',
  copy: '/api-cloud-merchant-service/v1/design/order/copy',
  del: '/api-cloud-merchant-service/v1/design/order/delete',
  exportXlsx: '/api-cloud-merchant-service/v1/design/order/export',
} as const;

export const DESIGN_ORDER_MESSAGES = messages('DESIGN_ORDER', {
  nameRequired: '请输入配单名称',
  nameLength: '长度在 1 到 50 个字符',
  remarkLength: '备注不能超过150个字符',
  orderNotFound: '设计单不存在',
  lineNotFound: '配单产品不存在',
  productNotFound: '所选商品不存在',
  amountChanged: '设计单金额已变化，请刷新后重试',
  skuMismatch: '配单产品与型号不一致',
  sceneInvalid: '安装场景不正确',
  dateRange: '日期范围不正确',
});

/** Words shown on success, as a status or as a prompt: not refusals (nothing refuses with them; `refusal()` takes a catalogue). */
export const DESIGN_ORDER_WORDS = {
  created: '添加成功！',
  edited: '编辑成功！',
  copied: '复制成功',
  deleted: '删除成功',
  cleared: '清空成功',
} as const;

export const ORDER_NAME_MAX = 50;

export const ORDER_REMARK_MAX = 150;

/** Order type 11 leads to the survey page. */
export const SURVEY_ORDER_TYPE = 11;

/** How far back 'my design orders' looks by default. */
export const ORDER_LIST_DEFAULT_DAYS = 90;
