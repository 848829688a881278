/**
 * /product/compare/addSkus: the compare dialog's add flow (part 1 §2, §5). Models of the bar's category (the first
 * item's second category, or its first when it compares by first category) with a keyword search; choices are
 * bounded by the bar's free slots and must be comparable with what is there (domain rules); the batch add keeps
 * what fits, re-checked by the server for logged-in users. Then back to the comparison.
 */
import { canAdd, canChooseMore, COMPARE_MAX, formatPriceFen, remainingSlots, type SpuWithSkus } from '@portal/domain';
import { Button, Card, Checkbox, Empty, Input, Pagination, Skeleton, Tag } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ProductImage, useSpuPageWithSkus } from '../catalogue/index.ts';
import { useCompare, type BarItem } from './useCompare.ts';
import './compare.css';

const PAGE_SIZE = 10;

function toBarItem(spu: SpuWithSkus, sku: SpuWithSkus['skus'][number]): BarItem {
  return {
    spuNo: spu.spuNo,
    skuNo: sku.skuNo,
    skuName: sku.skuName,
    spuName: spu.spuName,
    picUrl: sku.picUrl ?? spu.picUrl,
    price: sku.price,
    skuModel: sku.model,
    firstCategoryId: spu.firstCategoryId,
    secondCategoryId: spu.secondCategoryId,
    separateCategory: spu.separateCategory,
  };
}

export default function AddSkusPage() {
  const { items, addMany } = useCompare();
  const { message } = useApp();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<BarItem[]>([]);
  const [busy, setBusy] = useState(false);
  // The first model in the bar, or the first one chosen here: only models comparable with it are listed.
  const ref = items[0] ?? chosen[0];
  const categoryId = ref ? (ref.separateCategory ? ref.firstCategoryId : ref.secondCategoryId) : null;
  const list = useSpuPageWithSkus({
    ...(categoryId ? { categoryIds: String(categoryId) } : {}),
    ...(keyword ? { keyword } : {}),
    page,
    size: PAGE_SIZE,
  });
  const free = remainingSlots(items.length);
  const rows = useMemo(
    () => (list.data?.list ?? []).flatMap((spu) => spu.skus.map((sku) => toBarItem(spu, sku))),
    [list.data],
  );

  const isChosen = (skuNo: string) => chosen.some((c) => c.skuNo === skuNo);
  const toggle = (item: BarItem) => {
    if (isChosen(item.skuNo)) return setChosen(chosen.filter((c) => c.skuNo !== item.skuNo));
    if (!canChooseMore(chosen.length, free)) return void message.warning(`对比栏最多还可添加${free}个产品`);
    const verdict = canAdd([...items, ...chosen], item);
    if (!verdict.ok) return void message.warning(verdict.refusal.msg);
    setChosen([...chosen, item]);
  };
  const submit = async () => {
    setBusy(true);
    try {
      const added = await addMany(chosen);
      void message.success(`已加入对比栏 ${added} 个产品`);
      navigate('/product/compare');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      title="添加对比产品"
      extra={
        <span data-testid="compare-free">
          对比栏 {items.length}/{COMPARE_MAX}，还可添加 <b>{Math.max(0, free - chosen.length)}</b> 个
        </span>
      }
    >
      <div style={{ display: 'flex', gap: 12, marginBottom: 16, alignItems: 'center' }}>
        <Input.Search
          placeholder="搜索型号或名称"
          maxLength={50}
          allowClear
          style={{ maxWidth: 360 }}
          onSearch={(v) => (setKeyword(v.trim()), setPage(1))}
        />
        {ref ? <Tag>仅显示可与「{ref.skuModel}」对比的同类产品</Tag> : null}
      </div>
      {list.isLoading ? (
        <Skeleton active />
      ) : rows.length === 0 ? (
        <Empty description="没有可添加的产品" />
      ) : (
        <div className="add-skus-list">
          {rows.map((r) => {
            const inBar = items.some((i) => i.skuNo === r.skuNo);
            const full = !isChosen(r.skuNo) && !canChooseMore(chosen.length, free);
            return (
              <label key={r.skuNo} className={`add-skus-row${inBar ? ' disabled' : ''}`} data-testid="add-sku-row">
                <Checkbox
                  checked={inBar || isChosen(r.skuNo)}
                  disabled={inBar || full}
                  onChange={() => toggle(r)}
                  aria-label={`选择 ${r.skuModel}`}
                />
                <ProductImage src={r.picUrl} alt={r.skuName} size={48} />
                <span className="add-skus-name">
                  <b>{r.skuModel}</b> {r.skuName}
                </span>
                <span className="price">{formatPriceFen(r.price)}</span>
                {inBar ? <Tag>已在对比栏</Tag> : null}
              </label>
            );
          })}
        </div>
      )}
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 16 }}>
        <Pagination
          size="small"
          current={page}
          pageSize={PAGE_SIZE}
          total={list.data?.total ?? 0}
          onChange={setPage}
          showSizeChanger={false}
        />
        <span style={{ display: 'flex', gap: 8 }}>
          <Link to="/product/compare">
            <Button>返回对比</Button>
          </Link>
          <Button type="primary" disabled={!chosen.length} loading={busy} onClick={() => void submit()}>
            加入对比栏（{chosen.length}）
          </Button>
        </span>
      </div>
    </Card>
  );
}
