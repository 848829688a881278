/**
 * The parameters cell of a software product (part 2 Screen B): its function description, and its technical
 * specification — the model's parameter rows — in a popover that loads the product's detail when first opened.
 */
import type { SpuListItem } from '@portal/domain';
import { Popover, Spin, Typography } from 'antd';
import { useSpuDetail } from '../../catalogue/index.ts';

function SpecRows({ spuNo, skuNo }: { spuNo: string; skuNo: string }) {
  const detail = useSpuDetail(spuNo);
  if (detail.isLoading) return <Spin size="small" />;
  const sku = detail.data?.skus.find((k) => k.skuNo === skuNo) ?? detail.data?.skus[0];
  if (!sku) return <span className="do-muted">暂无技术规格</span>;
  return (
    <div className="do-spec" data-testid="software-spec">
      <div className="do-spec-model">{sku.model}</div>
      {sku.params.length ? (
        <table>
          <tbody>
            {sku.params.map((p) => (
              <tr key={p.attrKey}>
                <th>{p.attrName}</th>
                <td>{p.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {sku.skuDesc ? <p>{sku.skuDesc}</p> : null}
      {!sku.params.length && !sku.skuDesc ? <span className="do-muted">暂无技术规格</span> : null}
    </div>
  );
}

export function SoftwareParams({ spu, skuNo }: { spu: SpuListItem; skuNo: string }) {
  return (
    <div style={{ maxWidth: 260 }}>
      <Typography.Paragraph
        ellipsis={{ rows: 2, tooltip: spu.spuDesc }}
        style={{ margin: 0 }}
        className="do-muted"
        aria-label="功能描述"
      >
        {spu.spuDesc || '-'}
      </Typography.Paragraph>
      <Popover title="技术规格" trigger="click" content={<SpecRows spuNo={spu.spuNo} skuNo={skuNo} />}>
        <a role="button">技术规格</a>
      </Popover>
    </div>
  );
}
