/** The schemas of private-product.ts (zod: kept apart so a page that uses only the constants loads no schema). */
import { z } from 'zod';
import { PRICE_FEN_MAX } from './pricing.ts';
import {
  PRIVATE_MESSAGES,
  PRIVATE_NAME_MAX,
  PRIVATE_BRAND_MAX,
  PRIVATE_DESC_MAX,
  PRIVATE_PICS_MAX,
  stripSpaces,
  checkUnitPrice,
  type ImportRowInput,
  text,
  checkNumericPrice,
} from './private-product.ts';

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
    if (first.path[0] === 'price' && !p.ok) return { ok: false, reason: p.refusal.msg };
    return { ok: false, reason: first.message };
  }
  if (!p.ok) return { ok: false, reason: p.refusal.msg };
  if (id === undefined) return { ok: false, reason: PRIVATE_MESSAGES.unknownCategory(cat) };
  return { ok: true, value: parsed.data };
}
