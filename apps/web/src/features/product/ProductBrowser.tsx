import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { pager } from '../../components/pagination.ts';
import {
  FILTER_COLLAPSE_AT,
  SEARCH_MAX_LENGTH,
  needsExpand,
  toggleSort,
  type SpuListItem,
  type SpuPageQueryInput,
  type SpuSortField,
} from '@portal/domain';
import { Button, Checkbox, Empty, Pagination, Select, Skeleton, Space } from 'antd';
import Search from 'antd/es/input/Search';
import { Fragment, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../session/store.ts';
import { CompareBar } from '../compare/index.ts';
import { readList, toQuery, writeList, type ListState } from './list-params.ts';
import { ProductCard } from './ProductCard.tsx';
import { useBrands, useCategoryTree, useFilterAttrs, useSpuPage } from '../catalogue/index.ts';
import '../../styles/product.css';

/** The grid's columns (product.css `.spu-grid`): its first row is the first screen's pictures. */
const GRID_COLUMNS = 5;

const SORTS: [SpuSortField, string][] = [
  ['listedAt', '上架时间'],
  ['sumNo', '使用次数'],
  ['price', '价格'],
];

export interface ProductBrowserProps {
  /** Query fields every page of this list carries (the procurement mall: dealer goods of the brand catalogue). */
  fixed?: Partial<SpuPageQueryInput>;
  /** A card of the grid other than the catalogue's (the mall's card with buy actions). */
  renderCard?: (spu: SpuListItem) => ReactNode;
}

/** Categories, condition filters, rank bar, product grid and pager: the body of /product, /search and the mall. */
export function ProductBrowser({ fixed, renderCard }: ProductBrowserProps = {}) {
  const [params, setParams] = useSearchParams();
  const s = readList(params);
  const { login } = useSession();
  const set = (patch: Partial<ListState>) => setParams(writeList({ ...s, page: 1, ...patch }));
  const tree = useCategoryTree();
  const first = tree.data?.find((c) => String(c.id) === s.cat1);
  const attrs = useFilterAttrs(s.cat2 || s.cat1);
  const page = useSpuPage({ ...toQuery(s), ...fixed });
  const [expanded, setExpanded] = useState(false);
  const [kw, setKw] = useState(s.keyword);
  // The keyword box follows the address (a new header search, back and forward), as every other filter does.
  const [kwOf, setKwOf] = useState(s.keyword);
  if (kwOf !== s.keyword) {
    setKwOf(s.keyword);
    setKw(s.keyword);
  }

  const attrList = attrs.data ?? [];
  const shownAttrs = expanded ? attrList : attrList.slice(0, FILTER_COLLAPSE_AT);
  const selected = (key: string) => s.attrs.find((a) => a.attr === key)?.values ?? [];
  const setAttr = (key: string, values: string[]) =>
    set({ attrs: [...s.attrs.filter((a) => a.attr !== key), ...(values.length ? [{ attr: key, values }] : [])] });

  return (
    <div className="product-browser">
      <div className="filter-panel">
        <div className="filter-row">
          <span className="filter-label">分类</span>
          <div className="filter-values">
            <a className={!s.cat1 ? 'active' : ''} onClick={() => set({ cat1: '', cat2: '', attrs: [] })}>
              全部
            </a>
            {tree.data?.map((c) => (
              <a
                key={c.id}
                className={String(c.id) === s.cat1 ? 'active' : ''}
                onClick={() => set({ cat1: String(c.id), cat2: '', attrs: [] })}
              >
                {c.catagoryName}
              </a>
            ))}
          </div>
        </div>
        {first ? (
          <div className="filter-row">
            <span className="filter-label">{first.catagoryName}</span>
            <div className="filter-values">
              <a className={!s.cat2 ? 'active' : ''} onClick={() => set({ cat2: '', attrs: [] })}>
                全部
              </a>
              {first.children.map((c) => (
                <a
                  key={c.id}
                  className={String(c.id) === s.cat2 ? 'active' : ''}
                  onClick={() => set({ cat2: String(c.id), attrs: [] })}
                >
                  {c.catagoryName}
                </a>
              ))}
            </div>
          </div>
        ) : null}
        <BrandRow brand={s.brand} onPick={(brand) => set({ brand })} />
        {shownAttrs.length ? (
          <div className="filter-row">
            <span className="filter-label">参数</span>
            <div className="filter-attrs">
              {shownAttrs.map((a) => (
                <Select
                  key={a.attrKey}
                  mode="multiple"
                  allowClear
                  maxTagCount={1}
                  placeholder={a.attrName}
                  aria-label={a.attrName}
                  data-testid={`attr-${a.attrKey}`}
                  style={{ width: 170 }}
                  value={selected(a.attrKey)}
                  options={a.attrValues.map((v) => ({ value: v, label: v }))}
                  onChange={(v: string[]) => setAttr(a.attrKey, v)}
                />
              ))}
              {needsExpand(attrList.length) ? (
                <Button type="link" onClick={() => setExpanded(!expanded)}>
                  {expanded ? '收起' : '展开'}
                </Button>
              ) : null}
            </div>
          </div>
        ) : null}
        <div className="filter-row">
          <span className="filter-label">关键词</span>
          <Space className="filter-keyword">
            <Search
              value={kw}
              maxLength={SEARCH_MAX_LENGTH}
              aria-label="在结果中搜索"
              placeholder="在结果中搜索名称或型号"
              className="filter-search"
              onChange={(e) => setKw(e.target.value)}
              onSearch={(v) => set({ keyword: v.trim(), literal: false })}
            />
            <Button
              onClick={() => {
                setKw('');
                setParams({});
              }}
            >
              重置
            </Button>
          </Space>
        </div>
      </div>

      <RankBar
        state={s}
        set={set}
        total={page.data?.total ?? 0}
        bySource={login && fixed?.customSpuSource === undefined}
      />

      <SpuGrid loading={page.isLoading} list={page.data?.list} renderCard={renderCard} />
      <div className="pager">
        <Pagination
          {...pager(s.page, s.size, page.data?.total ?? 0, (p, size) => setParams(writeList({ ...s, page: p, size })), {
            showLessItems: true,
            hideOnSinglePage: false,
          })}
        />
      </div>
      <CompareBar />
    </div>
  );
}

/** The brand filter (the brands with families on shelf); nothing while there is only one to choose. */
function BrandRow({ brand, onPick }: { brand: string; onPick: (brand: string) => void }) {
  const brands = useBrands();
  if ((brands.data?.length ?? 0) < 2 && !brand) return null;
  return (
    <div className="filter-row" data-testid="brand-filter">
      <span className="filter-label">品牌</span>
      <div className="filter-values">
        <a className={!brand ? 'active' : ''} onClick={() => onPick('')}>
          全部
        </a>
        {brands.data?.map((b) => (
          <a key={b.id} className={String(b.id) === brand ? 'active' : ''} onClick={() => onPick(String(b.id))}>
            {b.name}
          </a>
        ))}
      </div>
    </div>
  );
}

/** The sort buttons, the label and stock filters, the source filter (logged in, unless the list fixes it), the total. */
function RankBar({
  state,
  set,
  total,
  bySource,
}: {
  state: ListState;
  set: (patch: Partial<ListState>) => void;
  total: number;
  bySource: boolean;
}) {
  return (
    <div className="rank-bar">
      <Space size={4}>
        {SORTS.map(([field, label]) => (
          <Button
            key={field}
            type={state.sort === field ? 'primary' : 'default'}
            onClick={() => set(toggleSort({ sort: state.sort, order: state.order }, field))}
          >
            {label}
            {state.sort === field ? state.order === 'asc' ? <ArrowUpOutlined /> : <ArrowDownOutlined /> : null}
          </Button>
        ))}
      </Space>
      <Select
        aria-label="状态筛选"
        style={{ width: 110 }}
        value={state.labels}
        onChange={(v) => set({ labels: v })}
        options={[
          { value: '-1', label: '全部' },
          { value: '2', label: '热销' },
          { value: '1', label: '新品' },
          { value: '4', label: '推荐' },
        ]}
      />
      <Checkbox checked={state.stockOnly} onChange={(e) => set({ stockOnly: e.target.checked })}>
        仅看有货
      </Checkbox>
      {bySource ? (
        <Select
          aria-label="来源"
          style={{ width: 130 }}
          value={state.source}
          onChange={(v) => set({ source: v })}
          options={[
            { value: '', label: '全部来源' },
            { value: '1', label: '库存系统' },
            { value: '0', label: '私有产品' },
          ]}
        />
      ) : null}
      <span className="rank-total">共 {total} 件商品</span>
    </div>
  );
}

/** The product grid (its first row's pictures load first), or the skeleton, or the empty notice. */
function SpuGrid({
  loading,
  list,
  renderCard,
}: {
  loading: boolean;
  list: SpuListItem[] | undefined;
  renderCard: ProductBrowserProps['renderCard'];
}) {
  return loading ? (
    <div className="spu-grid-loading">
      <Skeleton active />
    </div>
  ) : list?.length ? (
    <div className="spu-grid" data-testid="spu-grid">
      {list.map((spu, i) =>
        renderCard ? (
          <Fragment key={spu.spuNo}>{renderCard(spu)}</Fragment>
        ) : (
          <ProductCard key={spu.spuNo} spu={spu} priority={i < GRID_COLUMNS} />
        ),
      )}
    </div>
  ) : (
    <Empty description="暂无符合条件的商品" style={{ padding: 48 }} />
  );
}
