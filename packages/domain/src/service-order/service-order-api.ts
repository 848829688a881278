/** The constants, messages and rules of contract.ts (no zod: what the start imports, apart from the schemas). */
import { messages } from '../core/index.ts';

export const SERVICE_ORDER_MESSAGES = messages('SERVICE_ORDER', {
  typeUnknown: '请选择服务类型',
  serialRequired: '请填写设备序列号',
  serialFormat: '序列号格式不正确，请核对设备标签（如 IPC2024000001）',
  serialUnknown: '未查到该序列号的设备，请核对后重试或联系客服登记',
  serialForeign: '该设备登记在其他账号名下，不能为其下单',
  faultTypeRequired: '请选择故障类型',
  slotInvalid: '请选择上门日期和时间段',
  slotPast: '所选上门时间已过，请重新选择',
  slotFar: '上门时间最多可预约 30 天内',
  noPrice: '该地区暂不提供此项服务',
  photosTooMany: '图片数量超出上限',
  photoInvalid: '现场照片地址不正确，请重新上传',
  notFound: '服务订单不存在',
  cannotCancel: '订单已派单或已结束，不能取消',
  cannotMove: '订单当前状态不能进行此操作',
  mustPayFirst: '订单尚未付款，不能受理',
  alreadyPaid: '服务单已支付，请勿重复支付',
  notPayable: '订单当前状态不需要支付',
  outletUnknown: '请选择服务网点',
  engineerUnknown: '该工程师不属于所选网点',
  finalPriceInvalid: '最终价格不正确',
  shareInvalid: '链接无效，请向客服重新获取',
  shareExpired: '链接已过期，请重新获取',
  shareUsed: '链接已使用过，请重新获取',
  shareNotAllowed: '该服务类型不需要手机上传',
  uploadTooLarge: '图片不能超过 10MB',
  uploadType: '现场照片只能是 JPG 或 PNG 图片',
  importInvalid: '导入文件中有错误，未导入任何设备',
  allocationInvalid: '请选择派单方式',
  noOutletInRegion: '该地区暂无服务网点，请手动指派',
  payExpired: '订单已超时未支付，已自动关闭',
});

/** One-time share link lifetime. */
export const SHARE_LINK_MINUTES = 30;

/** Photos: JPG/PNG sniffed from their bytes, ≤ 10 MB each. */
export const SERVICE_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
