/**
 * The field rules of one product row (issue 42 part 3 and 4): a model number, prices typed in yuan, stock, shelf state,
 * sale type, an attribute value. Written once, pure and free of zod: the staff's maintenance forms (their schemas in
 * maintenance-contract.ts), the server that re-checks them and the xlsx imports all parse a cell or a field with
 * these, and every refusal is one of the Chinese words below (its reason `PRODUCT_FIELD.<key>`).
 *
 * Each parser takes what a form or a sheet cell holds (a string, a number, a boolean, nothing) and answers
 * `{ ok: true, value }` or `{ ok: false, msg, reason }`; it never throws.
 */
import { readAttrNumber } from './attr-notation.ts';
import { hasControlChars } from './text-rules.ts';
import { ProductStatus } from './catalogue-rules.ts';
import { SKU_SALE_TYPE, type SkuSaleType } from './viewer-price.ts';
import { messages, reasonOf, type Reason } from '../core/index.ts';

export const PRODUCT_FIELD_MESSAGES = messages('PRODUCT_FIELD', {
  skuNoRequired: '型号不能为空',
  skuNoTooLong: '型号不能超过64个字符',
  skuNoBadShape: '型号只能包含字母、数字和 - _ . / ( ) + # 符号，且以字母或数字开头',
  priceRequired: '价格不能为空',
  priceNotNumber: '价格必须是数字（单位：元）',
  priceNegative: '价格不能为负数',
  priceTooLarge: '价格不能超过99999999.99元',
  stockRequired: '库存不能为空',
  stockNotInteger: '库存必须是整数',
  stockNegative: '库存不能为负数',
  stockTooLarge: '库存不能超过99999999',
  shelfUnknown: '上下架状态只能是“上架”或“下架”',
  saleTypeUnknown: '销售类型只能是“经销”、“非经”或“自定义”',
  attrNotNumber: '该属性的值必须是数字，可带单位或行业写法（如 4、4mm、400万像素、2.8-12mm、8盘位）',
  attrTooLong: '属性值不能超过100个字符',
  badText: '属性值包含无效字符',
});

type FieldKey = keyof typeof PRODUCT_FIELD_MESSAGES & string;

/** A parsed field, or the reason it was refused (the words to show beside the field or in the import report). */
/** A field's value, or why not: the reason one of the keys K (what the entries that parse it must list). */
export type FieldResult<T, K extends FieldKey = FieldKey> =
  { ok: true; value: T } | { ok: false; msg: string; reason: Reason<`${FieldArea}.${K}`> };
type FieldArea = 'PRODUCT_FIELD';

/** What a form field or a sheet cell may hold. */
export type FieldInput = string | number | boolean | null | undefined;

function refuse<K extends FieldKey>(key: K): { ok: false; msg: string; reason: Reason<`${FieldArea}.${K}`> } {
  return { ok: false, msg: PRODUCT_FIELD_MESSAGES[key], reason: reasonOf(PRODUCT_FIELD_MESSAGES, key) };
}

function accept<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/** A cell's text, trimmed ('' for nothing). */
function textOf(raw: FieldInput): string {
  if (raw === null || raw === undefined) return '';
  return String(raw).trim();
}

// ---- model number ----------------------------------------------------------------------------------------------

export const SKU_NO_MAX_LENGTH = 64;
/**
 * A model number (sku.sku_no, the natural key imports match on): letters, digits and `- _ . / ( ) + #`, starting with
 * a letter or a digit, no spaces — 'DS-2CD3T46WDV3-I3(4mm)', 'HY-IPC-2'. Kept as typed, case included (the dealer
 * price lists name it).
 */
export const SKU_NO_PATTERN = /^[A-Za-z0-9][A-Za-z0-9\-_./()+#]*$/;

export function parseSkuNo(raw: FieldInput): FieldResult<string> {
  const t = textOf(raw);
  if (!t) return refuse('skuNoRequired');
  if (t.length > SKU_NO_MAX_LENGTH) return refuse('skuNoTooLong');
  if (!SKU_NO_PATTERN.test(t)) return refuse('skuNoBadShape');
  return accept(t);
}

// ---- prices ----------------------------------------------------------------------------------------------------

/** The highest price a field accepts: 99,999,999.99 yuan. */
export const PRICE_MAX_FEN = 9_999_999_999;

/** Digits, an optional dot and decimals: what a price reads as once '¥' and thousands separators are taken off. */
const DECIMAL_RE = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/;

/** A number as plain decimal text (no exponent): 1e-7 → '0.0000001'. */
function plainNumber(n: number): string {
  const s = String(n);
  if (!/e/i.test(s)) return s;
  return Math.abs(n) < 1 ? n.toFixed(20).replace(/0+$/, '') : BigInt(Math.round(n)).toString();
}

/**
 * A price typed in yuan → integer fen, half-up at the fen: '12.345' → 1235, '12.344' → 1234, '1,299' → 129900,
 * '¥8.5' → 850, 0.1 + 0.2 (a number cell) → 30. Refuses negatives, non-numbers and more than 99,999,999.99 yuan.
 * Nothing typed is refused as `priceRequired`; where a price may be left empty use `parseOptionalPriceYuan`.
 */
export function parsePriceYuan(raw: FieldInput): FieldResult<number> {
  if (typeof raw === 'boolean') return refuse('priceNotNumber');
  if (typeof raw === 'number' && !Number.isFinite(raw)) return refuse('priceNotNumber');
  let t = typeof raw === 'number' ? plainNumber(raw) : textOf(raw);
  if (!t) return refuse('priceRequired');
  t = t.replace(/^[¥￥]\s*/, '');
  let negative = false;
  if (t.startsWith('-')) {
    negative = true;
    t = t.slice(1).trim();
  } else if (t.startsWith('+')) {
    t = t.slice(1).trim();
  }
  // Thousands separators only between groups of three digits: '1,299.00'; '1,2' is not a price.
  if (t.includes(',')) {
    if (!/^\d{1,3}(,\d{3})+(\.\d*)?$/.test(t)) return refuse('priceNotNumber');
    t = t.replace(/,/g, '');
  }
  const m = DECIMAL_RE.exec(t);
  if (!m) return refuse('priceNotNumber');
  const whole = m[1] ?? '0';
  const decimals = m[2] ?? m[3] ?? '';
  // Compared as text first, so a long run of digits is refused before it becomes an imprecise number.
  if (whole.replace(/^0+/, '').length > 8) return negative ? refuse('priceNegative') : refuse('priceTooLarge');
  const fen = Number(whole) * 100 + Number(decimals.slice(0, 2).padEnd(2, '0')) + (decimals.charAt(2) >= '5' ? 1 : 0);
  if (negative && fen !== 0) return refuse('priceNegative');
  if (fen > PRICE_MAX_FEN) return refuse('priceTooLarge');
  return accept(fen);
}

/** A price that may be left empty (no price yet, or the retail price applies): nothing typed → null. */
export function parseOptionalPriceYuan(raw: FieldInput): FieldResult<number | null> {
  if (typeof raw !== 'number' && typeof raw !== 'boolean' && textOf(raw) === '') return accept(null);
  return parsePriceYuan(raw);
}

// ---- stock -----------------------------------------------------------------------------------------------------

/** The most stock a model may hold (sku.stock is an integer column). */
export const STOCK_MAX = 99_999_999;

/** Stock: a non-negative whole number; '12', 12 and '12.0' are 12, '1,200' is 1200, '12.5' and '-1' are refused. */
export function parseStock(raw: FieldInput): FieldResult<number> {
  if (typeof raw === 'boolean') return refuse('stockNotInteger');
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw) || !Number.isInteger(raw)) return refuse('stockNotInteger');
    if (raw < 0) return refuse('stockNegative');
    if (raw > STOCK_MAX) return refuse('stockTooLarge');
    return accept(raw === 0 ? 0 : raw);
  }
  let t = textOf(raw);
  if (!t) return refuse('stockRequired');
  const negative = t.startsWith('-');
  if (negative || t.startsWith('+')) t = t.slice(1).trim();
  if (t.includes(',') && /^\d{1,3}(,\d{3})+(\.0*)?$/.test(t)) t = t.replace(/,/g, '');
  const m = /^(\d+)(?:\.(0*))?$/.exec(t);
  if (!m) return refuse('stockNotInteger');
  const digits = m[1]!.replace(/^0+/, '');
  if (negative && digits !== '') return refuse('stockNegative');
  if (digits.length > 8) return refuse('stockTooLarge');
  const n = Number(digits || '0');
  if (n > STOCK_MAX) return refuse('stockTooLarge');
  return accept(n);
}

// ---- shelf state -----------------------------------------------------------------------------------------------

/** On or off shelf: the status of spu and sku (0 ACTIVE, 1 DEACTIVE). */
export type ShelfStatus = (typeof ProductStatus)[keyof typeof ProductStatus];

/** The words a sheet and a page show for a shelf state. */
export const SHELF_LABELS: Readonly<Record<ShelfStatus, string>> = {
  [ProductStatus.ACTIVE]: '上架',
  [ProductStatus.DEACTIVE]: '下架',
};

const SHELF_WORDS: Readonly<Record<string, ShelfStatus>> = {
  上架: ProductStatus.ACTIVE,
  在售: ProductStatus.ACTIVE,
  下架: ProductStatus.DEACTIVE,
  停售: ProductStatus.DEACTIVE,
};

/**
 * Shelf state: '上架' / '下架' (also '在售' / '停售'), or the stored status 0 (on) / 1 (off), or true (on) / false (off).
 * Nothing typed is refused: a row says which state it wants.
 */
export function parseShelf(raw: FieldInput): FieldResult<ShelfStatus> {
  if (typeof raw === 'boolean') return accept(raw ? ProductStatus.ACTIVE : ProductStatus.DEACTIVE);
  const t = textOf(raw);
  const word = SHELF_WORDS[t];
  if (word !== undefined) return accept(word);
  if (t === '0') return accept(ProductStatus.ACTIVE);
  if (t === '1') return accept(ProductStatus.DEACTIVE);
  return refuse('shelfUnknown');
}

export function shelfLabel(status: number): string {
  return status === ProductStatus.ACTIVE ? SHELF_LABELS[ProductStatus.ACTIVE] : SHELF_LABELS[ProductStatus.DEACTIVE];
}

// ---- sale type -------------------------------------------------------------------------------------------------

/** The sale types a product family may have, in the order a select shows them. */
export const SALE_TYPES: readonly SkuSaleType[] = [SKU_SALE_TYPE.dealer, SKU_SALE_TYPE.nonDealer, SKU_SALE_TYPE.custom];

export function isSaleType(v: unknown): v is SkuSaleType {
  return typeof v === 'string' && (SALE_TYPES as readonly string[]).includes(v);
}

/** Sale type: '经销' | '非经' | '自定义', exactly (trimmed). */
export function parseSaleType(raw: FieldInput): FieldResult<SkuSaleType> {
  const t = textOf(raw);
  return isSaleType(t) ? accept(t) : refuse('saleTypeUnknown');
}

// ---- attribute values ------------------------------------------------------------------------------------------

export const ATTR_VALUE_MAX_LENGTH = 100;

/** An attribute value as stored: the text (sku_attr.value_text, sku.attrs) and, for a number attribute, its number. */
export interface AttrValue {
  text: string;
  num: number | null;
}

/**
 * One attribute value of a model for an attribute of this value type (category_attr.value_type): nothing typed →
 * null (the model has no value for it); a number attribute takes a number ('4', '2.8', with or without its unit:
 * '4mm' → 4 when the unit is 'mm') or the trade's way of writing it (「400万像素」 → 4 MP, 「2.8-12mm」 → 2.8,
 * 「8盘位」: attr-notation.ts), kept as typed with its number; a text attribute any text up to 100 characters.
 */
export function parseAttrValue(
  valueType: 'text' | 'number',
  raw: FieldInput,
  unit?: string | null,
): FieldResult<AttrValue | null, 'attrTooLong' | 'badText' | 'attrNotNumber'> {
  const t = textOf(raw);
  if (!t) return accept(null);
  if (t.length > ATTR_VALUE_MAX_LENGTH) return refuse('attrTooLong');
  if (hasControlChars(t)) return refuse('badText');
  if (valueType === 'text') return accept({ text: t, num: null });
  const num = readAttrNumber(t, unit);
  return num === null ? refuse('attrNotNumber') : accept({ text: t, num });
}
