/**
 * The design-order API contract (part 2 §3, §7): the selected-product list, design orders and scenes.
 * Money in fen, rates in hundredths of a percent (10000 = 100.00%).
 */
import { z } from 'zod';
import { lineOriginSchema } from './line-origin-contract.ts';
import { pageNumber, pageSize, pagingQuery } from '../core/index.ts';
import { skuBriefSchema } from '../catalogue/index.ts';
import { LINE_MESSAGES, firstRepeated } from './lines.ts';
import { PRICING_FLOWS } from './pricing.ts';
import { BUY_QUANTITY_MAX } from '../buying/index.ts';
import { SCENE_MESSAGES } from './scene.ts';
import { DESIGN_ORDER_MESSAGES, ORDER_NAME_MAX, ORDER_REMARK_MAX } from './design-api.ts';

const fen = z.number().int('金额须为整数（分）');

const sceneId = z.number().int().positive().optional().nullable();

const typeFlag = z.union([z.literal(0), z.literal(1)]);

const id = z.number().int().positive();

/** One line sent by postUpdateFavoriteList (and inside an order payload). */
export const favoriteLineInputSchema = z.object({
  id: id.optional(),
  sort: z.number().int().min(-1_000_000).max(1_000_000).optional(),
  spuNo: z.string().min(1).max(64),
  skuNo: z.string().min(1).max(64),
  price: fen.nullable(),
  rate: z.number().int('折扣率须在 0 到 999.99 之间'),
  ratePrice: fen.nullable().optional(),
  quantity: z
    .number()
    .int('数量须为整数')
    .min(0, `数量须为 0 到 ${BUY_QUANTITY_MAX} 的整数`)
    .max(BUY_QUANTITY_MAX, `数量须为 0 到 ${BUY_QUANTITY_MAX} 的整数`),
  amount: fen.nullable().optional(),
  isUserDefined: z.union([z.boolean(), z.number()]).optional(),
  privateTenant: z.string().max(64).nullable().optional(),
  skuType: z.number().int().optional(),
});

export type FavoriteLineInput = z.infer<typeof favoriteLineInputSchema>;

/** Refuses a request that names a model (or a line) twice: one line per model in a list or an order. */
function noRepeats(lines: readonly { skuNo: string; id?: number | undefined }[], ctx: z.RefinementCtx) {
  const repeated = firstRepeated(lines);
  if (repeated !== undefined) ctx.addIssue({ code: 'custom', message: LINE_MESSAGES.repeated(repeated) });
}

export const favoriteUpdateSchema = z.object({
  list: z.array(favoriteLineInputSchema).min(1).max(1000).superRefine(noRepeats),
  /** The flow the save comes from: the selection drawer's rates are held to 300%, the list's to 999.99%. */
  flow: z.enum(PRICING_FLOWS).optional(),
});

export const favoriteRemoveSchema = z
  .object({ ids: z.array(id).max(1000).optional(), deleteAll: z.boolean().optional() })
  .refine((v) => v.deleteAll || (v.ids && v.ids.length > 0), '请先选择要删除的项');

export const favoriteClearSchema = z.object({ id });

export const attachmentRefSchema = z.object({ fileType: z.number(), fileTitle: z.string(), fileUrl: z.string() });

/** A line of the selected-product list or of an order, as the screens show it. */
export const designLineSchema = z.object({
  id: z.number(),
  sort: z.number(),
  spuNo: z.string(),
  skuNo: z.string(),
  spuName: z.string(),
  productName: z.string(),
  productModel: z.string(),
  productCategory: z.string().nullable(),
  productImage: z.string().nullable(),
  brandName: z.string().nullable(),
  skuType: z.number(),
  skuSaleType: z.string().nullable(),
  /** 0 ACTIVE, 1 DEACTIVE (shown with a mask). */
  skuStatus: z.number(),
  categoryId: z.number().nullable(),
  price: z.number().nullable(),
  rate: z.number(),
  ratePrice: z.number(),
  quantity: z.number(),
  amount: z.number(),
  isUserDefined: z.boolean(),
  privateTenant: z.string().nullable(),
  attachments: z.array(attachmentRefSchema),
  hasAccessory: z.boolean(),
  maxNum: z.number().nullable(),
  /** An order's line: how many units the list and the survey's plan put there (line-origin.ts). */
  origin: lineOriginSchema.optional(),
});

export type DesignLine = z.infer<typeof designLineSchema>;

export const totalsSchema = z.object({
  totalFen: z.number(),
  originalFen: z.number(),
  discountFen: z.number(),
  count: z.number(),
});

/** The remind data: 0 means the list lacks cable consumables / construction fees and the tip shows. */
export const remindSchema = z.object({ cable: z.number(), construction: z.number() });

export type Remind = z.infer<typeof remindSchema>;

/** Quick-add's answer: the lines it put in the list (with the reason of each quantity) and what it lacked. */
export const quickAddResultSchema = z.object({
  added: z.array(
    z.object({ skuNo: z.string(), spuNo: z.string(), name: z.string(), quantity: z.number(), reason: z.string() }),
  ),
  missing: z.array(z.enum(['cable', 'construction'])),
});

export type QuickAddResult = z.infer<typeof quickAddResultSchema>;

export const sceneSchema = z.object({ sceneId: z.number(), sceneName: z.string() });

export type Scene = z.infer<typeof sceneSchema>;

/** Scenes of getCloudShopSceneList. */
export const SCENES: Scene[] = [
  { sceneId: 1, sceneName: '住宅小区' },
  { sceneId: 2, sceneName: '学校' },
  { sceneId: 3, sceneName: '医院' },
  { sceneId: 4, sceneName: '工厂园区' },
  { sceneId: 5, sceneName: '商铺门店' },
  { sceneId: 6, sceneName: '写字楼' },
  { sceneId: 7, sceneName: '酒店' },
  { sceneId: 8, sceneName: '停车场' },
  { sceneId: 9, sceneName: '仓储物流' },
  { sceneId: 10, sceneName: '政府机关' },
];

/**
 * The group parameters of a payload (Screen C's customer): the server keeps only groupId and memberAccountNo and
 * takes the customer's name, phone and remark from its own records.
 */
const groupFieldsShape = {
  groupId: z.number().int().positive().optional().nullable(),
  groupName: z.string().max(50).optional().nullable(),
  memberAccountNo: z.string().max(64).optional().nullable(),
  memberAccountName: z.string().max(50).optional().nullable(),
  memberAccountPhone: z.string().max(20).optional().nullable(),
  memberAccountRemark: z.string().max(150).optional().nullable(),
};

const orderName = z
  .string({ error: DESIGN_ORDER_MESSAGES.nameRequired })
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().min(1, DESIGN_ORDER_MESSAGES.nameRequired).max(ORDER_NAME_MAX, DESIGN_ORDER_MESSAGES.nameLength));

const remark = z.string().trim().max(ORDER_REMARK_MAX, DESIGN_ORDER_MESSAGES.remarkLength).optional().default('');

/** generateConfigOrder: the chosen lines of the list become a new order. */
export const generateOrderSchema = z.object({
  name: orderName,
  remark,
  sceneId: z.number().int().positive().optional().nullable(),
  orderType: z.number().int().optional().nullable(),
  /** The total and discount the browser showed: the server recomputes and refuses a difference. */
  amount: fen,
  preferential: fen,
  productLists: z
    .array(favoriteLineInputSchema.extend({ id }))
    .min(1, '您还没有选择产品哦~')
    .max(1000)
    .superRefine(noRepeats),
  ...groupFieldsShape,
});

export type GenerateOrderInput = z.input<typeof generateOrderSchema>;

/** editAddProductBatch / addDesignProduct: list lines (by id) join an existing order. */
export const addToOrderSchema = z.object({
  id,
  productSaveDTOS: z
    .array(favoriteLineInputSchema.extend({ id }))
    .min(1, '您还没选择配单产品')
    .max(1000)
    .superRefine(noRepeats),
  /** When given, the order's scene. */
  sceneId,
});

/**
 * updateDesignProduct: quantities and pricing of an order's lines. queryType 1 = edited from the order's scene
 * (every line carries that sceneId), else 0.
 */
export const updateOrderProductsSchema = z.object({
  id,
  queryType: typeFlag.optional(),
  /** May be empty when only the name, remark or customer changes. */
  productList: z.array(favoriteLineInputSchema.extend({ id, sceneId })).max(1000).superRefine(noRepeats),
  name: orderName.optional(),
  remark: z.string().trim().max(ORDER_REMARK_MAX, DESIGN_ORDER_MESSAGES.remarkLength).optional(),
  ...groupFieldsShape,
});

/**
 * removeDesignProduct: id is the order; one line by configId (its line id) or by skuNo/spuNo, optionally only
 * `quantity` of its units, or several lines by lineIds. deleteType 1 = removed from the order's scene (sceneId).
 */
export const removeOrderProductSchema = z
  .object({
    id,
    deleteType: typeFlag.optional(),
    sceneId,
    configId: id.optional(),
    skuNo: z.string().min(1).max(64).optional(),
    spuNo: z.string().min(1).max(64).optional(),
    quantity: z.number().int().min(1).max(BUY_QUANTITY_MAX).optional(),
    privateTenant: z.string().max(64).nullable().optional(),
    lineIds: z.array(id).max(1000).optional(),
  })
  .refine((v) => (v.lineIds?.length ?? 0) > 0 || v.configId !== undefined || v.skuNo !== undefined, {
    message: SCENE_MESSAGES.removeWhat,
  })
  .refine((v) => v.deleteType !== 1 || (v.sceneId ?? null) !== null, { message: SCENE_MESSAGES.sceneRequired });

export type RemoveOrderProduct = z.input<typeof removeOrderProductSchema>;

export const orderIdSchema = z.object({ id: z.coerce.number().int().positive() });

/** accessorySkuAjax: the accessories of one model. */
export const accessoryQuerySchema = z.object({ skuNo: z.string().min(1).max(64) });

/** getCommonUselist: a page of the commonly used products, optionally searched. */
export const commonProductsQuerySchema = pagingQuery(10).extend({
  keyword: z.string().trim().max(50, '搜索内容不能超过50个字符').optional(),
});

/** The selected-product list as getConfigOrderProductList answers it. */
export const designListSchema = z.object({
  lines: z.array(designLineSchema),
  totals: totalsSchema,
  residueNum: z.number(),
});

/** What a write that creates or names an order answers. */
export const orderIdResultSchema = z.object({ id: z.number() });

export const orderPageQuerySchema = z.object({
  keyword: z.string().trim().max(50, '搜索内容不能超过50个字符').optional(),
  /** -1 all, 0 not yet quoted, 1 quoted (exported). */
  status: z.coerce.number().int().min(-1).max(1).optional(),
  startDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式不正确')
    .optional(),
  endDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式不正确')
    .optional(),
  page: pageNumber,
  size: pageSize(10),
});

export type OrderPageQuery = z.input<typeof orderPageQuerySchema>;

export const orderSummarySchema = z.object({
  id: z.number(),
  orderNo: z.string(),
  name: z.string(),
  remark: z.string(),
  sceneId: z.number().nullable(),
  sceneName: z.string().nullable(),
  orderType: z.number().nullable(),
  status: z.number(),
  lineCount: z.number(),
  amount: z.number(),
  originalAmount: z.number(),
  preferential: z.number(),
  memberAccountName: z.string().nullable(),
  /** When the quotation was last exported (null: never). */
  exportedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  groupId: z.number().nullable(),
  groupName: z.string().nullable(),
  memberAccountNo: z.string().nullable(),
  memberAccountPhone: z.string().nullable(),
  memberAccountRemark: z.string().nullable(),
  lines: z.array(designLineSchema),
});

export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** Accessory models of a sku (accessorySkuAjax). */
export const accessorySchema = skuBriefSchema.extend({ categoryName: z.string().nullable() });

export type Accessory = z.infer<typeof accessorySchema>;
