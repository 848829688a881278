/**
 * /survey/product?id=: the order's devices as the plan holds them — per scene each model with the number placed,
 * its unit price (the line's discounted price: the design list's one pricing) and subtotal, each point linked to
 * where it stands on the placing view (a camera's bracket with the camera); units of a line not placed on any plan
 * are listed as such. The total is
 * the design order's own.
 */
import { type DesignLine, derivedOrigin, formatFenGrouped, LINE_ORIGIN_LABELS } from '@portal/domain';
import { Empty, Space, Table, Tag } from 'antd';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useOrder } from '../design-order/index.ts';
import { useSceneDetails, useSurveyScenes } from './queries.ts';
import { SurveyNav, surveyGuard, surveyHref } from './SurveyNav.tsx';
import '../../styles/survey.css';

interface Row {
  key: string;
  sceneId: number | null;
  sceneName: string;
  skuNo: string;
  name: string;
  model: string;
  quantity: number;
  unitFen: number;
  totalFen: number;
  pointIds: number[];
}

export default function SurveyProductPage() {
  const [params] = useSearchParams();
  const orderId = Number(params.get('id')) || 0;
  const order = useOrder(orderId);
  const scenes = useSurveyScenes(orderId);
  const details = useSceneDetails((scenes.data ?? []).map((s) => s.sceneId));
  const loading = scenes.isLoading || details.some((d) => d.isLoading);
  const rows = useMemo(() => {
    const lines = new Map<string, DesignLine>((order.data?.lines ?? []).map((l) => [l.skuNo, l]));
    const placed = new Map<string, number>();
    const out: Row[] = [];
    for (const d of details) {
      const scene = d.data;
      if (!scene) continue;
      const bySku = new Map<string, Row>();
      // A product at a point, and the bracket a camera is mounted on (its line derived from the plan).
      const add = (skuNo: string, pointId: number, fallback: { name: string; model: string }) => {
        const line = lines.get(skuNo);
        const row = bySku.get(skuNo) ?? {
          key: `${scene.sceneId}-${skuNo}`,
          sceneId: scene.sceneId,
          sceneName: scene.sceneName,
          skuNo,
          name: line?.productName ?? fallback.name,
          model: line?.productModel ?? fallback.model,
          quantity: 0,
          unitFen: line?.ratePrice ?? 0,
          totalFen: 0,
          pointIds: [],
        };
        row.quantity += 1;
        row.totalFen = row.unitFen * row.quantity;
        row.pointIds.push(pointId);
        bySku.set(skuNo, row);
        placed.set(skuNo, (placed.get(skuNo) ?? 0) + 1);
      };
      for (const p of scene.points) {
        add(p.skuNo, p.id, p);
        if (p.mountSkuNo) add(p.mountSkuNo, p.id, { name: '安装支架', model: p.mountSkuNo });
      }
      out.push(...bySku.values());
    }
    for (const l of lines.values()) {
      const rest = l.quantity - (placed.get(l.skuNo) ?? 0);
      // The wiring's and the topology's lines are not at points: they are listed under the step that made them.
      const derived = derivedOrigin(l.origin);
      if (rest > 0)
        out.push({
          key: `none-${l.skuNo}`,
          sceneId: null,
          sceneName: derived ? LINE_ORIGIN_LABELS[derived] : '未布设',
          skuNo: l.skuNo,
          name: l.productName,
          model: l.productModel,
          quantity: rest,
          unitFen: l.ratePrice,
          totalFen: l.ratePrice * rest,
          pointIds: [],
        });
    }
    return out;
  }, [order.data, details]);

  const guard = surveyGuard(orderId, order, '设备清单');
  if (guard) return guard;
  return (
    <div className="survey-page">
      <div className="survey-head">
        <h3>{order.data!.name} · 设备清单</h3>
        <SurveyNav orderId={orderId} />
      </div>
      <Table<Row>
        rowKey="key"
        size="small"
        loading={loading}
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: <Empty description="设计单暂无产品" /> }}
        columns={[
          {
            title: '场景',
            dataIndex: 'sceneName',
            render: (v: string, r) => (r.sceneId ? v : <Tag>{v}</Tag>),
          },
          { title: '产品', dataIndex: 'name' },
          { title: '型号', dataIndex: 'model' },
          { title: '数量', dataIndex: 'quantity', align: 'right' },
          { title: '单价', dataIndex: 'unitFen', align: 'right', render: (v: number) => `¥${formatFenGrouped(v)}` },
          { title: '小计', dataIndex: 'totalFen', align: 'right', render: (v: number) => `¥${formatFenGrouped(v)}` },
          {
            title: '布设位置',
            key: 'where',
            render: (_v, r) =>
              r.sceneId ? (
                <Space size={4} wrap>
                  {r.pointIds.map((id, i) => (
                    <Link
                      key={id}
                      data-testid="point-link"
                      to={surveyHref('/survey/planDesign/distributionProducts', orderId, {
                        sceneId: r.sceneId!,
                        point: id,
                      })}
                    >
                      点位{i + 1}
                    </Link>
                  ))}
                </Space>
              ) : (
                <Link to={surveyHref('/survey/planDesign/distributionProducts', orderId)}>去布设</Link>
              ),
          },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={3}>
              合计（设计单金额）
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              {rows.reduce((s, r) => s + r.quantity, 0)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4} />
            <Table.Summary.Cell index={5} align="right">
              <span data-testid="product-total">¥{formatFenGrouped(order.data!.amount)}</span>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={6} />
          </Table.Summary.Row>
        )}
      />
    </div>
  );
}
