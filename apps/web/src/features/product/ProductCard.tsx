import { formatPriceFen, type SpuListItem } from '@portal/domain';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { ProductImage } from '../catalogue/index.ts';

const LABELS: [number, string, string][] = [
  [1, '新品', 'green'],
  [2, '热销', 'red'],
  [4, '推荐', 'blue'],
];

/** A family in the grid; `to` = where it opens (default the catalogue's product detail). */
export function ProductCard({
  spu,
  to = `/product/detail?id=${encodeURIComponent(spu.spuNo)}`,
  priority = false,
}: {
  spu: SpuListItem;
  to?: string;
  /** In the first row: its picture loads at once (ProductImage). */
  priority?: boolean;
}) {
  const delisted = spu.status === 1;
  return (
    <Link to={to} className={`spu-card${delisted ? ' delisted' : ''}`} data-testid="spu-card">
      <div className="spu-card-pic">
        <ProductImage src={spu.picUrl} alt={spu.spuName} size={180} priority={priority} />
        {delisted ? <div className="spu-mask">已下架</div> : null}
      </div>
      <div className="spu-card-tags">
        {LABELS.filter(([bit]) => (spu.labels & bit) !== 0).map(([bit, text, color]) => (
          <Tag key={bit} color={color}>
            {text}
          </Tag>
        ))}
      </div>
      <div className="spu-card-name" title={spu.spuName}>
        {spu.spuName}
      </div>
      <div className="spu-card-model" title={spu.firstModel ?? undefined}>
        {spu.firstModel ?? ''}
        {spu.skuCount > 1 ? ` 等${Math.min(spu.skuCount, 99)}个型号` : ''}
      </div>
      <div className="spu-card-foot">
        <span className="price">
          {spu.minPrice === null ? formatPriceFen(null) : `${formatPriceFen(spu.minPrice)} 起`}
        </span>
        <span className="muted">{spu.secondCatagoryName}</span>
      </div>
    </Link>
  );
}
