/**
 * Private (self-defined) products (part 2 Screen D, §5, §6): the form's rules and messages, shared by the dialog,
 * the server and the xlsx import, which checks every row with the same rules.
 */
import { PRICE_FEN_MAX } from './pricing.ts';
import { parseYuan, messages, refusal, type Refusal } from '../core/index.ts';

export const PRIVATE_API = {
  check: '/api-cloud-merchant-service/v1/custom-spu/check',
  categories: '/api-cloud-merchant-service/v1/custom-spu/categoryValueSelect',
  brands: '/api-cloud-merchant-service/v1/custom-spu/brands',
  add: '/api-cloud-merchant-service/v1/custom-spu/add',
  edit: '/api-cloud-merchant-service/v1/custom-spu/edit',
  detail: '/api-cloud-merchant-service/v1/custom-spu/detail',
  del: '/api-cloud-merchant-service/v1/custom-spu/delete',
  exportXlsx: '/api-cloud-merchant-service/v1/custom-spu/export',
  template: '/api-cloud-merchant-service/v1/custom-spu/template',
  importXlsx: '/api-cloud-merchant-service/v1/custom-spu/import',
  upload: '/api-cloud-merchant-service/v1/custom-spu/upload',
} as const;

export const CUSTOM_GOOD_CATEGORY_CODE = 'custom_good_category';

export const PRIVATE_MESSAGES = messages('PRIVATE', {
  nameRequired: '请输入产品名称',
  nameLength: '产品名称长度在 1 到 50 个字符',
  categoryRequired: '请选择产品分类',
  priceRequired: '产品单价不能为空',
  priceFormat: '请输入大于0的数值',
  priceTooLong: '产品单价最多9位，保留两位小数',
  brandRequired: '请选择或输入品牌名称',
  brandLength: '品牌名称不能超过15个字符',
  descLength: '产品描述不能超过200个字符',
  chooseToDelete: '请先选择要删除的自定义产品',
  notFound: '自定义产品不存在',
  badFile: '请上传 .xlsx 格式的 Excel 文件',
  fileTooLarge: '文件不能超过 5MB',
  fileTooComplex: '文件内容过多或已损坏，请使用下载的模板',
  emptyFile: '文件中没有可导入的产品',
  tooManyRows: (n: number) => `单次最多导入 ${n} 个产品`,
  badHeader: '表头与模板不一致，请下载模板后填写',
  unknownCategory: (c: string) => `产品分类“${c}”不存在`,
  badPicture: '图片仅支持 JPG、PNG、WEBP，且不超过 2MB',
});

/** Words shown on success, as a status or as a prompt: not refusals (nothing refuses with them; `refusal()` takes a catalogue). */
export const PRIVATE_WORDS = {
  added: '添加成功！',
  edited: '编辑成功！',
  deleted: '删除成功',
} as const;

export const PRIVATE_NAME_MAX = 50;

export const PRIVATE_BRAND_MAX = 15;

export const PRIVATE_DESC_MAX = 200;

export const PRIVATE_PRICE_MAX_LENGTH = 9;

export const PRIVATE_PICS_MAX = 5;

export const IMPORT_MAX_ROWS = 5000;

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export const IMPORT_MAX_ENTRIES = 100;

export const IMPORT_MAX_UNPACKED_BYTES = 60 * 1024 * 1024;

/** The template's columns, in order. */
export const IMPORT_COLUMNS = ['产品名称', '产品分类', '单价(元)', '品牌', '产品描述'] as const;

export const stripSpaces = (s: string) => s.replace(/\s+/g, '');

/** A unit price typed in yuan: required, > 0, at most 9 characters with two decimals. Answers fen or the refusal. */
export function checkUnitPrice(
  raw: string | number | null | undefined,
): { ok: true; fen: number } | { ok: false; refusal: Refusal } {
  const text = raw === null || raw === undefined ? '' : String(raw).trim();
  if (!text) return { ok: false, refusal: refusal(PRIVATE_MESSAGES, 'priceRequired') };
  if (text.length > PRIVATE_PRICE_MAX_LENGTH) return { ok: false, refusal: refusal(PRIVATE_MESSAGES, 'priceTooLong') };
  const fen = parseYuan(text);
  if (fen === null || fen <= 0 || fen > PRICE_FEN_MAX)
    return { ok: false, refusal: refusal(PRIVATE_MESSAGES, 'priceFormat') };
  return { ok: true, fen };
}

export interface ImportRowInput {
  name: unknown;
  category: unknown;
  price: unknown;
  brand: unknown;
  desc: unknown;
}

export const text = (v: unknown): string =>
  v === null || v === undefined
    ? ''
    : typeof v === 'object' && 'text' in (v as object)
      ? String((v as { text: unknown }).text)
      : String(v);

/** A price cell a spreadsheet stored as a number (yuan): at most two decimals, > 0. */
export function checkNumericPrice(v: number): ReturnType<typeof checkUnitPrice> {
  if (!Number.isFinite(v)) return { ok: false, refusal: refusal(PRIVATE_MESSAGES, 'priceFormat') };
  const fen = Math.round(v * 100);
  if (Math.abs(fen - v * 100) > 1e-6) return { ok: false, refusal: refusal(PRIVATE_MESSAGES, 'priceTooLong') };
  if (fen <= 0) return { ok: false, refusal: refusal(PRIVATE_MESSAGES, 'priceFormat') };
  if (fen > PRICE_FEN_MAX) return { ok: false, refusal: refusal(PRIVATE_MESSAGES, 'priceTooLong') };
  return { ok: true, fen };
}
