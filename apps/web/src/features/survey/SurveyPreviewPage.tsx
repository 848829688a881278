/**
 * /survey/preview?id=: the whole project — scene tab (each plan with its legend), system tab (the order's lines
 * grouped by category with totals, then the cable schedule and the architecture), topology tab (the diagram).
 */
import { DORI_LABELS, DORI_LEVELS, DORI_PX_PER_M, formatFenGrouped } from '@portal/domain';
import { Empty, Result, Select, Spin, Table, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useOrder } from '../design-order/index.ts';
import { SystemPreview, TopologyPreview } from '../survey-system/index.ts';
import { BAND_COLOURS } from './coverage.ts';
import { useSurveyScenes } from './queries.ts';
import { ReadOnlyPlan } from './ReadOnlyPlan.tsx';
import '../../styles/survey.css';

/** The scene tab: choose a scene, its plan with the legend (also the page /survey/preview/scene). */
export function ScenePreview({ orderId }: { orderId: number }) {
  const scenes = useSurveyScenes(orderId);
  const [chosen, setChosen] = useState<number | null>(null);
  const id = chosen ?? scenes.data?.[0]?.sceneId ?? null;
  if (!scenes.data?.length) return <Empty description="暂无场景" />;
  return (
    <>
      <Select
        value={id ?? undefined}
        style={{ width: 240 }}
        options={scenes.data.map((s) => ({ value: s.sceneId, label: s.sceneName }))}
        onChange={setChosen}
      />
      <div className="survey-legend">
        {DORI_LEVELS.map((l, i) => (
          <span key={l}>
            <i style={{ background: BAND_COLOURS[i] }} />
            {DORI_LABELS[l]} ≥{DORI_PX_PER_M[l]}px/m
          </span>
        ))}
        <span>
          <i style={{ background: '#333' }} />
          墙体
        </span>
        <span>
          <i style={{ background: '#d46b08' }} />门
        </span>
      </div>
      <ReadOnlyPlan orderId={orderId} sceneId={id} width={820} height={560} />
    </>
  );
}

export default function SurveyPreviewPage() {
  const [params] = useSearchParams();
  const orderId = Number(params.get('id')) || 0;
  const order = useOrder(orderId);
  const groups = useMemo(() => {
    const m = new Map<string, { category: string; quantity: number; amount: number }>();
    for (const l of order.data?.lines ?? []) {
      const key = l.productCategory ?? '其他';
      const g = m.get(key) ?? { category: key, quantity: 0, amount: 0 };
      g.quantity += l.quantity;
      g.amount += l.amount;
      m.set(key, g);
    }
    return [...m.values()];
  }, [order.data]);
  if (!orderId) return <Result status="info" title="方案预览" subTitle="请从勘测设计进入" />;
  if (order.isLoading) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (!order.data) return <Result status="404" title="设计单不存在" />;
  return (
    <div className="survey-page">
      <div className="survey-head">
        <h3>{order.data.name} · 方案预览</h3>
        <Link to={`/survey?id=${orderId}`}>返回勘测设计</Link>
      </div>
      <Tabs
        items={[
          { key: 'scene', label: '场景', children: <ScenePreview orderId={orderId} /> },
          {
            key: 'system',
            label: '系统',
            children: (
              <>
                <Table
                  rowKey="category"
                  size="small"
                  pagination={false}
                  dataSource={groups}
                  columns={[
                    { title: '子系统（产品分类）', dataIndex: 'category' },
                    { title: '数量', dataIndex: 'quantity' },
                    { title: '金额', dataIndex: 'amount', render: (v: number) => `¥${formatFenGrouped(v)}` },
                  ]}
                  summary={() => (
                    <Table.Summary.Row>
                      <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
                      <Table.Summary.Cell index={1}>{groups.reduce((s, g) => s + g.quantity, 0)}</Table.Summary.Cell>
                      <Table.Summary.Cell index={2}>¥{formatFenGrouped(order.data.amount)}</Table.Summary.Cell>
                    </Table.Summary.Row>
                  )}
                />
                <SystemPreview orderId={orderId} />
              </>
            ),
          },
          {
            key: 'topology',
            label: '拓扑',
            children: <TopologyPreview orderId={orderId} />,
          },
        ]}
      />
    </div>
  );
}
