/**
 * The design order's lines beside the plan: quantities and total follow the plan live; drag or click to place. A
 * line the system steps derived (wiring, topology, a camera's bracket) is theirs: shown with its origin, not placed.
 */
import {
  type DesignLine,
  derivedOrigin,
  formatFenGrouped,
  LINE_ORIGIN_LABELS,
  type OrderDetail,
  type SurveyPoint,
} from '@portal/domain';
import { Button, Tag } from 'antd';

export function LinesPanel(props: {
  order: OrderDetail;
  points: readonly SurveyPoint[];
  placing: string | null;
  onPlace: (line: DesignLine) => void;
  onPicker: () => void;
  /** Models hidden from the plan: listed, not placeable. */
  hidden?: ReadonlySet<string>;
}) {
  const placed = new Map<string, number>();
  for (const p of props.points) placed.set(p.skuNo, (placed.get(p.skuNo) ?? 0) + 1);
  return (
    <div className="survey-panel">
      <h4>设计单清单</h4>
      <div className="survey-total" data-testid="order-total">
        合计 ¥{formatFenGrouped(props.order.amount)}
      </div>
      {props.order.lines.length === 0 && <p className="survey-lines-empty">设计单暂无产品</p>}
      <ul className="survey-lines">
        {props.order.lines.map((l) => {
          const derived = derivedOrigin(l.origin);
          return (
            <li
              key={l.id}
              draggable={!derived}
              onDragStart={(e) => e.dataTransfer.setData('text/sku', l.skuNo)}
              data-testid="order-line"
              data-sku={l.skuNo}
              data-model={l.productModel}
              className={props.placing === l.skuNo ? 'survey-line placing' : 'survey-line'}
            >
              <span className="survey-line-text">
                <strong>{l.productName}</strong>
                <span className="survey-line-model">{l.productModel}</span>
                <span data-testid="line-quantity">
                  数量 {l.quantity}
                  {derived ? '' : ` · 已布设 ${placed.get(l.skuNo) ?? 0}`} · ¥{formatFenGrouped(l.amount)}
                </span>
              </span>
              {derived ? (
                <Tag color="purple" data-testid="line-derived">
                  {LINE_ORIGIN_LABELS[derived]}
                </Tag>
              ) : props.hidden?.has(l.skuNo) ? (
                <Tag data-testid="line-hidden">已隐藏</Tag>
              ) : (
                <Button size="small" type="link" onClick={() => props.onPlace(l)}>
                  布设
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <Button block onClick={props.onPicker}>
        从产品库添加
      </Button>
    </div>
  );
}
