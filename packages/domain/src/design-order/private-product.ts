/**
 * Private (self-defined) products (part 2 Screen D, §5, §6): the form's rules and messages, shared by the dialog,
 * the server and the xlsx import, which checks every row with the same rules.
 */
import { z } from 'zod';
import { PRICE_FEN_MAX } from './pricing.ts';
import { parseYuan, messages } from '../core/index.ts';

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
  nameLength: '长度在 1 到 50 个字符',
  categoryRequired: '请选择产品分类',
  priceRequired: '产品单价不能为空',
  priceFormat: '请输入大于0的数值',
  priceTooLong: '产品单价最多9位，保留两位小数',
  brandRequired: '请选择或输入品牌名称',
  brandLength: '品牌名称不能超过15个字符',
  descLength: '产品描述不能超过200个字符',
  chooseToDelete: '请先选择要删除的项',
  notFound: '自定义产品不存在',
  added: '添加成功！',
  edited: '编辑成功！',
  deleted: '删除成功',
  badFile: '请上传 .xlsx 格式的 Excel 文件',
  fileTooLarge: '文件不能超过 5MB',
  fileTooComplex: '文件内容过多或已损坏，请使用下载的模板',
  emptyFile: '文件中没有可导入的产品',
  tooManyRows: (n: number) => `单次最多导入 ${n} 个产品`,
  badHeader: '表头与模板不一致，请下载模板后填写',
  unknownCategory: (c: string) => `产品分类“${c}”不存在`,
  badPicture: '图片仅支持 JPG、PNG、WEBP，且不超过 2MB',
});

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

const stripSpaces = (s: string) => s.replace(/\s+/g, '');

/** A unit price typed in yuan: required, > 0, at most 9 characters with two decimals. Answers fen or a message. */
export function checkUnitPrice(
  raw: string | number | null | undefined,
): { ok: true; fen: number } | { ok: false; message: string } {
  const text = raw === null || raw === undefined ? '' : String(raw).trim();
  if (!text) return { ok: false, message: PRIVATE_MESSAGES.priceRequired };
  if (text.length > PRIVATE_PRICE_MAX_LENGTH) return { ok: false, message: PRIVATE_MESSAGES.priceTooLong };
  const fen = parseYuan(text);
  if (fen === null || fen <= 0 || fen > PRICE_FEN_MAX) return { ok: false, message: PRIVATE_MESSAGES.priceFormat };
  return { ok: true, fen };
}

/** The private product form as the server receives it (price in fen). */
export const privateProductSchema = z.object({
  spuNo: z.string().max(64).optional(),
  spuName: z
    .string({ error: PRIVATE_MESSAGES.nameRequired })
    .transform(stripSpaces)
    .pipe(z.string().min(1, PRIVATE_MESSAGES.nameRequired).max(PRIVATE_NAME_MAX, PRIVATE_MESSAGES.nameLength)),
  categoryValueSelect: z
    .number({ error: PRIVATE_MESSAGES.categoryRequired })
    .int()
    .positive(PRIVATE_MESSAGES.categoryRequired),
  price: z
    .number({ error: PRIVATE_MESSAGES.priceRequired })
    .int(PRIVATE_MESSAGES.priceFormat)
    .min(1, PRIVATE_MESSAGES.priceFormat)
    .max(PRICE_FEN_MAX, PRIVATE_MESSAGES.priceTooLong),
  brandName: z
    .string({ error: PRIVATE_MESSAGES.brandRequired })
    .transform(stripSpaces)
    .pipe(z.string().min(1, PRIVATE_MESSAGES.brandRequired).max(PRIVATE_BRAND_MAX, PRIVATE_MESSAGES.brandLength)),
  spuDesc: z.string().trim().max(PRIVATE_DESC_MAX, PRIVATE_MESSAGES.descLength).optional().default(''),
  mainPics: z
    .array(z.string().regex(/^\/static\/custom\/[A-Za-z0-9._-]+$/, '图片地址不正确'))
    .max(PRIVATE_PICS_MAX, `最多上传${PRIVATE_PICS_MAX}张图片`)
    .optional()
    .default([]),
  save2DesignSelection: z.number().int().optional(),
});
export type PrivateProductInput = z.input<typeof privateProductSchema>;
export type PrivateProduct = z.output<typeof privateProductSchema>;

export const privateDeleteSchema = z
  .object({ spuNo: z.string().max(64).optional(), spuNos: z.array(z.string().max(64)).max(1000).optional() })
  .refine((v) => !!v.spuNo || (v.spuNos?.length ?? 0) > 0, PRIVATE_MESSAGES.chooseToDelete);

export const categoryOptionSchema = z.object({ id: z.number(), itemValue: z.string() });
export type CategoryOption = z.infer<typeof categoryOptionSchema>;

export const privateDetailSchema = z.object({
  spuNo: z.string(),
  skuNo: z.string(),
  spuName: z.string(),
  categoryValueSelect: z.number().nullable(),
  categoryName: z.string().nullable(),
  price: z.number().nullable(),
  brandName: z.string().nullable(),
  spuDesc: z.string(),
  mainPics: z.array(z.string()),
  model: z.string(),
  source: z.number(),
});
export type PrivateDetail = z.infer<typeof privateDetailSchema>;

export const importReportSchema = z.object({
  imported: z.number(),
  rejected: z.array(z.object({ row: z.number(), reason: z.string() })),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export interface ImportRowInput {
  name: unknown;
  category: unknown;
  price: unknown;
  brand: unknown;
  desc: unknown;
}

const text = (v: unknown): string =>
  v === null || v === undefined
    ? ''
    : typeof v === 'object' && 'text' in (v as object)
      ? String((v as { text: unknown }).text)
      : String(v);

/** A price cell a spreadsheet stored as a number (yuan): at most two decimals, > 0. */
function checkNumericPrice(v: number): ReturnType<typeof checkUnitPrice> {
  if (!Number.isFinite(v)) return { ok: false, message: PRIVATE_MESSAGES.priceFormat };
  const fen = Math.round(v * 100);
  if (Math.abs(fen - v * 100) > 1e-6) return { ok: false, message: PRIVATE_MESSAGES.priceTooLong };
  if (fen <= 0) return { ok: false, message: PRIVATE_MESSAGES.priceFormat };
  if (fen > PRICE_FEN_MAX) return { ok: false, message: PRIVATE_MESSAGES.priceTooLong };
  return { ok: true, fen };
}

/**
 * One imported row, checked with the form's rules; category names resolve through `categoryId`
 * ('一级 > 二级' or the second level's name).
 */
export function checkImportRow(
  r: ImportRowInput,
  categoryId: (name: string) => number | undefined,
): { ok: true; value: PrivateProduct } | { ok: false; reason: string } {
  const cat = text(r.category).trim();
  const p = typeof r.price === 'number' ? checkNumericPrice(r.price) : checkUnitPrice(text(r.price));
  if (!cat) return { ok: false, reason: PRIVATE_MESSAGES.categoryRequired };
  const id = categoryId(cat);
  const parsed = privateProductSchema.safeParse({
    spuName: text(r.name),
    categoryValueSelect: id ?? 0,
    price: p.ok ? p.fen : 0,
    brandName: text(r.brand),
    spuDesc: text(r.desc),
  });
  if (!parsed.success) {
    const first = parsed.error.issues[0]!;
    if (first.path[0] === 'categoryValueSelect') return { ok: false, reason: PRIVATE_MESSAGES.unknownCategory(cat) };
    if (first.path[0] === 'price' && !p.ok) return { ok: false, reason: p.message };
    return { ok: false, reason: first.message };
  }
  if (!p.ok) return { ok: false, reason: p.message };
  if (id === undefined) return { ok: false, reason: PRIVATE_MESSAGES.unknownCategory(cat) };
  return { ok: true, value: parsed.data };
}
