/**
 * The parameters cell of a software product (part 2 Screen B): its function description, and its technical
 * specification — the model's parameter rows — in a popover that loads the product's detail and the model's
 * parameter table (goods/sku/attrs?params=1) when first opened.
 */
import type { SpuWithSkus } from '@portal/domain';
import { Popover, Spin } from 'antd';
import { ClampText } from '../../../components/text.tsx';
import { useSkuAttrs, useSpuDetail } from '../../catalogue/index.ts';

function SpecRows({ spuNo, skuNo }: { spuNo: string; skuNo: string }) {
  const detail = useSpuDetail(spuNo);
  const sku = detail.data?.skus.find((k) => k.skuNo === skuNo) ?? detail.data?.skus[0];
  const attrs = useSkuAttrs(sku ? [sku.skuNo] : [], { params: true });
  if (detail.isLoading || attrs.isLoading) return <Spin size="small" />;
  if (!sku) return <span className="do-muted">暂无技术规格</span>;
  const params = attrs.data?.get(sku.skuNo)?.params ?? [];
  return (
    <div className="do-spec" data-testid="software-spec">
      <div className="do-spec-model">{sku.model}</div>
      {params.length ? (
        <table>
          <tbody>
            {params.map((p) => (
              <tr key={p.attrKey}>
                <th>{p.attrName}</th>
                <td>{p.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {sku.skuDesc ? <p>{sku.skuDesc}</p> : null}
      {!params.length && !sku.skuDesc ? <span className="do-muted">暂无技术规格</span> : null}
    </div>
  );
}

export function SoftwareParams({ spu, skuNo }: { spu: SpuWithSkus; skuNo: string }) {
  return (
    <div style={{ maxWidth: 260 }}>
      <ClampText text={spu.spuDesc ?? ''} className="do-muted" aria-label="功能描述" />
      <Popover title="技术规格" trigger="click" content={<SpecRows spuNo={spu.spuNo} skuNo={skuNo} />}>
        <a role="button">技术规格</a>
      </Popover>
    </div>
  );
}
