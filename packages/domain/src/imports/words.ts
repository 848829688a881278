/** The words of imports: refusals of a whole file or request, and the problems a report lists per cell. */
import { messages } from '../core/index.ts';
import { IMPORT_LIMITS } from './limits.ts';
import { MEDIA_LIMITS } from './media.ts';
import { SKU_PICTURES_MAX } from '../catalogue/index.ts';

const MB = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Refusals: the file (or push) as a whole, the job, the integration key. Nothing is changed by any of them. */
export const IMPORT_MESSAGES = messages('IMPORT', {
  notWorkbook: '文件不是有效的 Excel 工作簿（.xlsx），请用下载的模板填写后上传',
  tooLarge: `文件超过 ${MB(IMPORT_LIMITS.maxBytes)}MB，请分批导入`,
  tooComplex: '文件解压后过大或结构异常（疑似压缩炸弹），已拒绝',
  noFile: '请选择要上传的 .xlsx 文件',
  wrongTemplate: (kind: string, sheet: string) => `这不是「${kind}」导入模板：缺少工作表「${sheet}」，请下载模板后填写`,
  badHeader: (sheet: string, expected: string) =>
    `工作表「${sheet}」的表头与模板不一致（应为：${expected}），请勿修改模板的表头`,
  tooManyRows: (sheet: string) => `工作表「${sheet}」超过 ${IMPORT_LIMITS.maxRows} 行，请分批导入`,
  tooManyPushRows: `一次推送不超过 ${IMPORT_LIMITS.maxPushRows} 行`,
  jobNotFound: '导入任务不存在',
  notCheckedYet: '该导入尚未校验完成，请稍候',
  hasProblems: '校验未通过：请按报告修改后重新上传',
  alreadyApplied: '该导入已应用或正在应用',
  applyFailed: '导入失败，未写入任何数据',
  pushRejected: '推送的数据有问题，未写入任何数据：问题见报告（data.report）',
  pushNotAppliable: '这是对接系统的试推送（dryRun）记录，没有可应用的文件：请由对接系统去掉 dryRun 重新推送',
  keyMissing: '缺少集成密钥（请求头 X-Integration-Key）',
  keyInvalid: '集成密钥无效或已吊销',
  keyNotFound: '集成密钥不存在',
  keyNameRule: `名称为 1–${IMPORT_LIMITS.keyNameMax} 个字`,
  keyCreated: '集成密钥已创建：请立即复制保存，关闭后不再显示',
  notZip: '文件不是有效的 zip 压缩包：请把图片和资料打包为 .zip 后上传',
  zipTooLarge: `压缩包超过 ${MB(MEDIA_LIMITS.maxBytes)}MB，请分批导入`,
});

/** Words shown on success, as a status or as a prompt: not refusals (nothing refuses with them; `refusal()` takes a catalogue). */
export const IMPORT_WORDS = {
  queued: '已开始应用，请稍候查看结果',
  keyRevoked: '集成密钥已吊销',
} as const;

/** A problem of one cell (or row), as the report lists it. */
export const IMPORT_PROBLEMS = messages('IMPORT_ROW', {
  required: '必填',
  tooLong: (max: number) => `不超过 ${max} 个字`,
  formula: '应填写数值，不能是公式',
  duplicateKey: (first: number) => `与第 ${first} 行重复`,
  unknownCategory: (name: string) => `分类「${name}」不存在`,
  notSecondCategory: (name: string) => `「${name}」是一级分类：属性须定义在二级分类上`,
  attrNameTaken: (name: string, key: string) => `该二级分类下已有名为「${name}」的属性（属性键 ${key}）`,
  valueType: '应为 文本 或 数值',
  yesNo: '应为 是 或 否',
  sort: '应为非负整数',
  categoryNotUnder: (second: string, first: string) => `二级分类「${second}」不在一级分类「${first}」下`,
  familyConflict: (spuNo: string, row: number) => `产品编码 ${spuNo} 在第 ${row} 行的值与此不同`,
  dealerStatus: '应为 正常 或 停用',
  privateSku: '该型号编码已被经销商的自定义产品使用',
  unknownSku: (skuNo: string) => `型号编码 ${skuNo} 不存在（本表和系统中都没有）`,
  unknownAttr: (attr: string, category: string) => `二级分类「${category}」没有属性「${attr}」`,
  unknownPriceList: (list: string) => `价目表「${list}」不存在：应为 零售价、批发价 或一级经销商编号`,
  goldOnlyDealer: '金牌价仅用于一级经销商价目表',
  creditCodeShape: '应为18位统一社会信用代码（数字和大写字母，不含 I、O、Z、S、V）',
  creditCodeCheck: '统一社会信用代码校验位错误',
  creditCodeOtherType: (merchantNo: string) => `该信用代码已属于非一级经销商的商户 ${merchantNo}`,
  regionCode: (code: string) => `地区编码 ${code} 不存在（应为9位街道编码或6位区县编码）`,
  coordinate: (min: number, max: number) => `应为 ${min} 到 ${max} 之间的数字`,
  mobile: '应为11位手机号',
  phoneTaken: '该手机号已是其他账号，不能作为新经销商的负责人',
  dealerLevel: '应为 普通 或 金牌',
  creditCodeNotSecond: (merchantNo: string) => `该信用代码已属于非二级经销商的商户 ${merchantNo}`,
  unknownSecondDealer: (code: string) => `二级经销商 ${code} 不存在（本表和系统中都没有）`,
  unknownFirstDealer: (v: string) => `一级经销商「${v}」不存在：应为一级经销商编号或其统一社会信用代码`,
  noOwner: '该二级经销商还没有负责人账号，无法绑定：请在本表「二级经销商」中填写其负责人',
  mediaType: '只接受 JPG、PNG 图片和 PDF 资料',
  mediaSku: (stem: string) => `文件名「${stem}」不以已有的型号编码开头`,
  pictureIndex: `图片序号应为 1 到 ${SKU_PICTURES_MAX}（如 型号编码_2.jpg）`,
  pictureTooLarge: `压缩包中的图片不能超过${MB(MEDIA_LIMITS.maxPictureBytes)}MB`,
  brochureTooLarge: `压缩包中的资料不能超过${MB(MEDIA_LIMITS.maxBrochureBytes)}MB`,
  notPicture: '文件内容不是有效的 JPG 或 PNG 图片',
  notPdf: '文件内容不是有效的 PDF',
  twoFiles: (other: string) => `与「${other}」是同一型号的同一张图片或同名资料`,
  twoCurrent: (first: number) => `该二级经销商在第 ${first} 行已有默认的一级经销商`,
});
