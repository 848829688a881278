import { CloseOutlined, DiffOutlined, DownOutlined, UpOutlined } from '@ant-design/icons';
import {
  COMPARE_MAX,
  canStartCompare,
  disabledSkus,
  removeItem,
  toggleChecked,
  formatPriceFen,
  type CompareResult,
} from '@portal/domain';
import { Button, Checkbox, Tooltip } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ProductImage } from '../catalogue/index.ts';
import { directCompare, useCompare } from './useCompare.ts';
import './compare.css';

const CompareDialog = lazy(() => import('./CompareDialog.tsx'));

/** The compare bar at the bottom of product pages: checkboxes, remove, clear all, add, start comparing, x/6. */
export function CompareBar() {
  const { items, remove, clear } = useCompare();
  const { message } = useApp();
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [folded, setFolded] = useState(false);
  const [result, setResult] = useState<CompareResult | undefined>();
  const [open, setOpen] = useState(false);
  // The dialog's code loads with the first comparison and stays mounted after it (its closing keeps its motion).
  const [opened, setOpened] = useState(false);
  const live = useMemo(() => new Set([...checked].filter((s) => items.some((i) => i.skuNo === s))), [checked, items]);
  const disabled = useMemo(() => disabledSkus(items, live), [items, live]);
  if (!items.length) return null;

  const start = async () => {
    const verdict = canStartCompare(live.size);
    if (!verdict.ok) {
      message.warning(verdict.refusal.msg);
      return;
    }
    const list = items.filter((i) => live.has(i.skuNo)).map((i) => ({ spuNo: i.spuNo, skuNo: i.skuNo }));
    setResult(await directCompare(list));
    setOpened(true);
    setOpen(true);
  };

  const onRemove = async (skuNo: string, spuNo: string) => {
    const next = removeItem(items, live, skuNo);
    setChecked(next.checked);
    await remove({ spuNo, skuNo });
    if (result) {
      const left = result.compareSkuList
        .filter((s) => s.skuNo !== skuNo)
        .map((s) => ({ spuNo: s.spuNo, skuNo: s.skuNo }));
      setResult(left.length >= 2 ? await directCompare(left) : undefined);
    }
  };

  return (
    <>
      <div className={`compare-bar${folded ? ' folded' : ''}`} data-testid="compare-bar">
        <div className="compare-bar-head">
          <span>
            <DiffOutlined /> 对比栏（{items.length}/{COMPARE_MAX}）
          </span>
          <Button
            type="link"
            size="small"
            onClick={() => setFolded(!folded)}
            icon={folded ? <UpOutlined /> : <DownOutlined />}
          >
            {folded ? '展开' : '收起'}
          </Button>
        </div>
        {folded ? null : (
          <div className="compare-bar-body">
            <div className="compare-slots">
              {Array.from({ length: COMPARE_MAX }, (_, i) => items[i]).map((item, i) =>
                item ? (
                  <div key={item.skuNo} className={`compare-slot${disabled.has(item.skuNo) ? ' disabled' : ''}`}>
                    <Tooltip title={disabled.has(item.skuNo) ? '只能对比同类产品' : ''}>
                      <Checkbox
                        checked={live.has(item.skuNo)}
                        disabled={disabled.has(item.skuNo)}
                        onChange={() => setChecked(toggleChecked(items, live, item.skuNo))}
                        aria-label={`选择 ${item.skuModel}`}
                      />
                    </Tooltip>
                    <ProductImage src={item.picUrl} alt={item.skuName} size={48} />
                    <div className="compare-slot-text">
                      <div className="compare-slot-name" title={item.skuName}>
                        {item.skuModel}
                      </div>
                      <div className="price">{formatPriceFen(item.price)}</div>
                    </div>
                    <Button
                      type="text"
                      size="small"
                      aria-label="删除"
                      icon={<CloseOutlined />}
                      onClick={() => void onRemove(item.skuNo, item.spuNo)}
                    />
                  </div>
                ) : (
                  <Link key={`empty-${i}`} to="/product/compare/addSkus" className="compare-slot empty">
                    + 添加产品
                  </Link>
                ),
              )}
            </div>
            <div className="compare-actions">
              <Button type="primary" onClick={() => void start()}>
                开始对比
              </Button>
              <Button type="link" onClick={() => void clear().then(() => setChecked(new Set()))}>
                清空对比栏
              </Button>
            </div>
          </div>
        )}
      </div>
      {opened ? (
        <Suspense fallback={null}>
          <CompareDialog
            open={open}
            result={result}
            onClose={() => setOpen(false)}
            onRemove={(skuNo, spuNo) => void onRemove(skuNo, spuNo)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
