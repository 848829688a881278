import { CloseOutlined } from '@ant-design/icons';
import { COMPARE_WORDS, formatPriceFen, type CompareResult } from '@portal/domain';
import { Button, Empty } from 'antd';
import { Link } from 'react-router';
import { MatchButton, ProductImage } from '../catalogue/index.ts';

/** The comparison grid: product row, model row, description row, one row per attribute; differences highlighted. */
export function CompareTable({
  result,
  onRemove,
}: {
  result: CompareResult | undefined;
  onRemove?: (skuNo: string, spuNo: string) => void;
}) {
  const skus = result?.compareSkuList ?? [];
  if (!skus.length) {
    return <Empty description={<Link to="/product/compare/addSkus">{COMPARE_WORDS.empty}</Link>} />;
  }
  const cols = { gridTemplateColumns: `120px repeat(${skus.length}, minmax(0, 1fr))` };
  return (
    <div className="compare-table" data-testid="compare-table">
      <div className="compare-row compare-products" style={cols}>
        <div className="compare-label">产品信息</div>
        {skus.map((s) => (
          <div key={s.skuNo} className="compare-cell compare-product">
            {onRemove ? (
              <Button
                type="text"
                size="small"
                className="compare-remove"
                aria-label="移除"
                icon={<CloseOutlined />}
                onClick={() => onRemove(s.skuNo, s.spuNo)}
              />
            ) : null}
            <ProductImage src={s.picUrl} alt={s.skuName} size={100} />
            <Link className="compare-name" to={`/product/detail?id=${encodeURIComponent(s.spuNo)}`}>
              {s.spuName}
            </Link>
            <div className="price">{formatPriceFen(s.price)}</div>
            <MatchButton spuNo={s.spuNo} skuNo={s.skuNo} price={s.price} size="small" />
          </div>
        ))}
      </div>
      <div className={`compare-row${new Set(skus.map((s) => s.skuModel)).size > 1 ? ' diff' : ''}`} style={cols}>
        <div className="compare-label">型号</div>
        {skus.map((s) => (
          <div key={s.skuNo} className="compare-cell">
            {s.skuModel}
          </div>
        ))}
      </div>
      <div className={`compare-row${skus[0]?.skuDescDiff ? ' diff' : ''}`} style={cols}>
        <div className="compare-label">描述</div>
        {skus.map((s) => (
          <div key={s.skuNo} className="compare-cell">
            {s.skuDesc ?? '-'}
          </div>
        ))}
      </div>
      {result!.compareSkuAttrList.map((row) => (
        <div
          key={row.attrName}
          className={`compare-row${row.diff ? ' diff' : ''}`}
          style={cols}
          data-diff={row.diff ? '1' : '0'}
        >
          <div className="compare-label">{row.attrName}</div>
          {row.values.map((v, i) => (
            <div key={skus[i]!.skuNo} className="compare-cell">
              {v}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
