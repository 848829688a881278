/** The list's state lives in the address (shareable, back-button friendly). */
import {
  formatAttributesStr,
  parseAttributesStr,
  type AttrFilter,
  type SpuPageQueryInput,
  type SpuSortField,
} from '@portal/domain';

export interface ListState {
  cat1: string;
  cat2: string;
  keyword: string;
  /** The keyword as typed only, never forgiven (issue 57: the 「仍搜索」 link). */
  literal?: boolean;
  attrs: AttrFilter[];
  sort: SpuSortField | undefined;
  order: 'desc' | 'asc' | undefined;
  labels: string;
  /** A brand's id ('' all brands). */
  brand: string;
  stockOnly: boolean;
  source: string;
  page: number;
  size: number;
}

export function readList(p: URLSearchParams): ListState {
  const size = Number(p.get('size')) || 20;
  return {
    cat1: p.get('cat1') ?? '',
    cat2: p.get('cat2') ?? '',
    keyword: p.get('keyword') ?? '',
    literal: p.get('literal') === '1',
    attrs: parseAttributesStr(p.get('attrs') ?? '') ?? [],
    sort: (['listedAt', 'sumNo', 'price'] as const).find((s) => s === p.get('sort')),
    order: p.get('order') === 'asc' ? 'asc' : p.get('order') === 'desc' ? 'desc' : undefined,
    labels: p.get('labels') ?? '-1',
    brand: /^\d+$/.test(p.get('brand') ?? '') ? p.get('brand')! : '',
    stockOnly: p.get('stock') === '1',
    source: p.get('source') ?? '',
    page: Math.max(1, Number(p.get('page')) || 1),
    size: [10, 20, 50].includes(size) ? size : 20,
  };
}

export function writeList(s: ListState): Record<string, string> {
  const out: Record<string, string> = {};
  if (s.cat1) out.cat1 = s.cat1;
  if (s.cat2) out.cat2 = s.cat2;
  if (s.keyword) out.keyword = s.keyword;
  if (s.keyword && s.literal) out.literal = '1';
  const attrs = formatAttributesStr(s.attrs);
  if (attrs) out.attrs = attrs;
  if (s.sort) out.sort = s.sort;
  if (s.order) out.order = s.order;
  if (s.labels !== '-1') out.labels = s.labels;
  if (s.brand) out.brand = s.brand;
  if (s.stockOnly) out.stock = '1';
  if (s.source) out.source = s.source;
  if (s.page > 1) out.page = String(s.page);
  if (s.size !== 20) out.size = String(s.size);
  return out;
}

export function toQuery(s: ListState): SpuPageQueryInput {
  return {
    categoryIds: s.cat2 || s.cat1 || undefined,
    keyword: s.keyword || undefined,
    literal: s.keyword && s.literal ? '1' : undefined,
    attributesStr: formatAttributesStr(s.attrs) || undefined,
    sort: s.sort,
    order: s.order,
    labels: s.labels === '-1' ? undefined : Number(s.labels),
    brandId: s.brand ? Number(s.brand) : undefined,
    b2bStockStatus: s.stockOnly ? '0' : undefined,
    customSpuSource: s.source === '' ? undefined : Number(s.source),
    page: s.page,
    size: s.size,
  };
}
