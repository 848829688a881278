/**
 * The import templates (issue 42 §4): each kind of import is a workbook of named sheets whose first row is the
 * header below, in this order. An export answers the same workbook filled, so export → edit → import round-trips.
 * Column keys are also the field names an ERP pushes (§5).
 */

export interface ImportColumn {
  key: string;
  header: string;
  required: boolean;
  /** Column width in the template (characters). */
  width: number;
  /** What goes in, for the template's notes sheet. */
  note: string;
}

export interface ImportSheet {
  name: string;
  columns: readonly ImportColumn[];
}

const col = (key: string, header: string, required: boolean, width: number, note: string): ImportColumn => ({
  key,
  header: required ? `${header}*` : header,
  required,
  width,
  note,
});

/** Price list names of the price sheet besides a first-level dealer's number. */
export const PRICE_LISTS = { retail: '零售价', wholesale: '批发价' } as const;
/** A yes/no cell's words (the category sheets' flags). */
export const YES_NO_WORDS = { yes: '是', no: '否' } as const;
/** The second-level dealer sheet's level words: the enterprise type each stands for (user-type.ts). */
export const SECOND_DEALER_LEVEL_WORDS = { normal: '普通', gold: '金牌' } as const;
/** The dealer sheet's status words. */
export const DEALER_STATUS_WORDS = { normal: '正常', stopped: '停用' } as const;

/** A dealer's columns (both levels' sheets): the unified social credit code is the natural key. */
const DEALER_COLUMNS = [
  col('creditCode', '统一社会信用代码', true, 22, '18位，校验位须正确；再次导入同一代码即更新该经销商'),
  col('name', '企业名称', true, 28, ''),
  col('merchantNo', '经销商编号', false, 12, '导出时填写，导入时忽略（新经销商自动编号）'),
  col('regionCode', '地区编码', true, 12, '9位街道编码（或6位区县编码）'),
  col('address', '详细地址', true, 36, ''),
  col('longitude', '经度', false, 12, '如 120.2101'),
  col('latitude', '纬度', false, 12, '如 30.2084'),
  col('contactName', '负责人', true, 10, ''),
  col('contactPhone', '负责人手机', true, 14, '11位手机号：新经销商的负责人收到邀请短信并设置密码'),
  col('status', '状态', false, 8, '正常 或 停用，空为正常'),
];

/** A category's or a family's tax classification (catalogue/tax-class.ts), the last two columns of its sheet. */
const TAX_CLASS_COLUMNS = (note: string) => [
  col('taxCode', '税收分类编码', false, 22, `19位数字；${note}`),
  col('taxRate', '税率', false, 8, '13%、9%、6%、3%、1% 或 0%'),
];

export const IMPORT_SHEETS = {
  categories: {
    name: '分类',
    columns: [
      col('category1', '一级分类', true, 14, '一级分类名称'),
      col(
        'category2',
        '二级分类',
        false,
        16,
        '空：本行是一级分类本身；填写：该一级分类下的二级分类（一级分类没有时一并新建）',
      ),
      col('sort', '排序', false, 8, '非负整数，越小越靠前，空为 0'),
      col('separate', '跨二级对比', false, 12, '是 或 否，空为否：对比时不分二级分类'),
      col('status', '状态', false, 8, '上架 或 下架，空为上架'),
      ...TAX_CLASS_COLUMNS(
        '该分类下商品开票用；两列同时填写或同时留空，留空则保持原设置（新分类：按上级分类或卖家默认）',
      ),
    ],
  },
  categoryAttrs: {
    name: '分类属性',
    columns: [
      col('category1', '一级分类', true, 14, '本表或系统中已有的一级分类'),
      col('category2', '二级分类', true, 16, '属性定义在二级分类上'),
      col('attrKey', '属性键', true, 18, '字母、数字和下划线，以字母开头；再次导入同一分类的同一属性键即更新该属性'),
      col('attrName', '属性名称', true, 18, '同一二级分类下不重复：型号属性表按名称填写'),
      col('valueType', '类型', false, 8, '文本 或 数值，空为文本'),
      col('unit', '单位', false, 8, '如 mm、W'),
      col('filterable', '筛选', false, 8, '是 或 否，空为否：是否作为商品列表的筛选条件'),
      col('sort', '排序', false, 8, '非负整数，空为 0'),
    ],
  },
  models: {
    name: '型号',
    columns: [
      col('skuNo', '型号编码', true, 16, '型号的唯一编码：再次导入同一编码即更新该型号'),
      col('model', '型号', true, 20, '产品型号，如 HY-IPC-T2'),
      col('skuName', '型号名称', true, 28, ''),
      col('spuNo', '产品编码', true, 14, '同一产品（系列）的型号填同一产品编码'),
      col('spuName', '产品名称', true, 24, ''),
      col('category1', '一级分类', true, 14, '须为已有分类的名称'),
      col('category2', '二级分类', true, 16, '须为该一级分类下已有分类的名称'),
      col('brand', '品牌', false, 12, ''),
      col('saleType', '销售类型', false, 10, '经销 或 非经，空为经销'),
      col('unit', '单位', false, 8, '空为 台'),
      col('price', '零售价（元）', false, 12, '元，最多两位小数；空为暂无价格'),
      col('stock', '库存', false, 10, '非负整数；留空：新型号为 0，已有型号库存不变'),
      col('shelf', '上架状态', false, 10, '上架 或 下架，空为上架'),
      col('skuDesc', '型号描述', false, 30, ''),
      col('spuDesc', '产品描述', false, 40, ''),
      ...TAX_CLASS_COLUMNS(
        '本产品开票用，同一产品的各型号填写一致；两列同时填写或同时留空，留空则保持原设置（新产品：按分类）',
      ),
    ],
  },
  attributes: {
    name: '型号属性',
    columns: [
      col('skuNo', '型号编码', true, 16, '本表或系统中已有的型号编码'),
      col('attr', '属性', true, 18, '型号所属二级分类下已定义的属性名称'),
      col('value', '值', true, 20, '数值型属性须为数字'),
    ],
  },
  prices: {
    name: '价格',
    columns: [
      col('skuNo', '型号编码', true, 16, '本表或系统中已有的型号编码'),
      col('priceList', '价目表', true, 14, '零售价、批发价，或一级经销商编号（如 M10001）'),
      col('price', '价格（元）', true, 12, '元，最多两位小数'),
      col('goldPrice', '金牌价（元）', false, 12, '仅一级经销商价目表：对金牌二级经销商的价格'),
    ],
  },
  stock: {
    name: '库存',
    columns: [col('skuNo', '型号编码', true, 16, '系统中已有的型号编码'), col('stock', '库存', true, 10, '非负整数')],
  },
  dealers: { name: '一级经销商', columns: DEALER_COLUMNS },
  secondDealers: {
    name: '二级经销商',
    // the first-level sheet's columns, with the level after the dealer's number
    columns: [
      ...DEALER_COLUMNS.slice(0, 3),
      col('level', '级别', false, 8, '普通 或 金牌，空为普通'),
      ...DEALER_COLUMNS.slice(3),
    ],
  },
  bindings: {
    name: '绑定关系',
    columns: [
      col('creditCode', '二级经销商信用代码', true, 22, '本表「二级经销商」或系统中已有的二级经销商'),
      col('firstDealer', '一级经销商', true, 22, '一级经销商编号（如 M10001）或其统一社会信用代码'),
      col('current', '默认', false, 8, '是 或 否：二级经销商默认向哪家一级经销商进货（每家至多一个「是」）'),
    ],
  },
} as const satisfies Record<string, ImportSheet>;

export type ImportSheetKey = keyof typeof IMPORT_SHEETS;

export const IMPORT_KINDS = ['categories', 'catalogue', 'prices', 'stock', 'dealers', 'secondDealers'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** Each kind of import: its name, its sheets (the first is required, the others may be left out or empty). */
export const IMPORT_KIND_DEFS: Record<ImportKind, { label: string; sheets: readonly ImportSheetKey[] }> = {
  categories: { label: '分类与属性', sheets: ['categories', 'categoryAttrs'] },
  catalogue: { label: '产品与型号', sheets: ['models', 'attributes', 'prices'] },
  prices: { label: '价格', sheets: ['prices'] },
  stock: { label: '库存', sheets: ['stock'] },
  dealers: { label: '一级经销商', sheets: ['dealers'] },
  secondDealers: { label: '二级经销商与绑定', sheets: ['secondDealers', 'bindings'] },
};

/** What an import job may be: a workbook of one of the kinds above, or a zip of pictures and brochures (media.ts). */
export const IMPORT_JOB_KINDS = [...IMPORT_KINDS, 'media'] as const;
export type ImportJobKind = (typeof IMPORT_JOB_KINDS)[number];
export const IMPORT_JOB_KIND_LABELS: Record<ImportJobKind, string> = {
  ...(Object.fromEntries(IMPORT_KINDS.map((k) => [k, IMPORT_KIND_DEFS[k].label])) as Record<ImportKind, string>),
  media: '图片与资料（zip）',
};

/** The notes sheet every template opens with (ignored on import). */
export const IMPORT_NOTES_SHEET = '说明';

/** The file name a template or an export is offered under. */
export const importFileName = (kind: ImportKind, filled: boolean): string =>
  `${IMPORT_KIND_DEFS[kind].label}${filled ? '导出' : '导入模板'}.xlsx`;

/** One row of a sheet as the checks see it: the column key → the cell's text (trimmed; '' when empty). */
export type SheetRow = Record<string, string>;

/** The workbook downloads (files, not envelopes: outside the endpoint table, staff only like its entries). */
export const IMPORT_FILE_API = {
  template: '/api-cloud-merchant-service/v1/imports/:kind/template',
  export: '/api-cloud-merchant-service/v1/imports/:kind/export',
} as const;
export const importFileUrl = (which: keyof typeof IMPORT_FILE_API, kind: ImportKind): string =>
  IMPORT_FILE_API[which].replace(':kind', kind);
