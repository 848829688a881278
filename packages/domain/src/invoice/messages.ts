/** The invoice area's refusals and form words (one catalogue: titles, requests, amounts). */
import { messages } from '../core/index.ts';

export const INVOICE_MESSAGES = messages('INVOICE', {
  titleKindRequired: '请选择抬头类型',
  titleNameRequired: '请输入发票抬头名称',
  titleNameLength: '发票抬头名称不能超过100个字符',
  taxNoRequired: '企业抬头须填写纳税人识别号（统一社会信用代码）',
  /** Not 18 characters of the code's alphabet (digits and capitals without I, O, Z, S, V). */
  taxNoFormat: '纳税人识别号应为18位统一社会信用代码（数字或大写字母，不含I、O、Z、S、V）',
  /** The 18th character is not the GB 32100-2015 check character of the first 17. */
  taxNoCheckDigit: '纳税人识别号校验位不正确，请核对统一社会信用代码',
  personalNoTaxNo: '个人抬头无需填写纳税人识别号',
  fieldLength: '填写内容过长',
  /** A special VAT invoice (专票) title lacks the registered address, telephone, bank or account. */
  specialIncomplete: '开具增值税专用发票须填写注册地址、注册电话、开户银行和银行账号',
  specialNeedsCompany: '增值税专用发票只能开给企业抬头',
  titleNotFound: '发票抬头不存在',
  titleLimit: '发票抬头最多保存20个',
  notCertified: '企业尚未通过认证，无法从认证信息生成抬头',
});

/** Refusals of asking for an invoice on paid orders. */
export const INVOICE_REQUEST_MESSAGES = messages('INVOICE_REQUEST', {
  noOrders: '请选择要开票的订单',
  tooManyOrders: '一次最多合并50个订单开票',
  mixedSellers: '只有同一卖家的订单可以合并开票',
  notPaid: '订单尚未付款，不能申请开票',
  nothingToInvoice: '订单已全额退款，没有可开票金额',
  windowClosed: '已超过申请开票的期限',
  orderNotFound: '申请开票的订单不存在',
  alreadyRequested: '订单已申请开票，请勿重复申请',
  titleNotFound: '发票抬头不存在，请重新选择',
  invoiceNotFound: '发票申请不存在',
  notWaiting: '该发票已不在待开票状态，请刷新后查看',
  notIssuing: '该发票不在开票中',
  notCancellable: '发票已开具或正在开具，不能取消申请',
  notIssued: '只有已开具的发票可以红冲',
  notSeller: '只有该订单的卖家可以开具发票',
  sellerNotSet: '请先在开票设置中填写销方信息和税收分类编码',
  fileRequired: '请上传发票文件（PDF或OFD）',
  invoiceNoFormat: '发票号码应为8至20位数字',
  emailFormat: '请输入正确的邮箱地址',
  platformRefused: (why: string) => `开票平台拒绝开具：${why}`,
});

/** Refusals of the seller's invoicing settings (开票设置). */
export const INVOICE_SELLER_MESSAGES = messages('INVOICE_SELLER', {
  nameRequired: '请填写销方名称',
  platformKeysMissing: '诺诺开票须填写授权码（accessToken）',
});

/** What the order page says of an invoice asked for at checkout that did not become a request (status words). */
export const INVOICE_WISH_WORDS = {
  expired: '订单未在3天内付款，下单时提交的开票信息已失效',
} as const;
