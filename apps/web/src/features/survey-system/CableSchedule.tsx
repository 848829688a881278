/** The order's saved cable schedule, every scene (read-only): run id, scene, from, to, lengths, over 90 m. */
import { wallCrossingText } from '@portal/domain';
import { Card, Empty, Table, Tag } from 'antd';
import { BillStateAlert } from './BillStateAlert.tsx';
import { useCableSchedule } from './queries.ts';
import { metres } from './readiness.ts';

export function CableSchedule({ orderId }: { orderId: number }) {
  const schedule = useCableSchedule(orderId);
  const runs = schedule.data ?? [];
  const total = runs.reduce((s, r) => s + r.purchasedM, 0);
  return (
    <Card size="small" title={`线缆清单（${runs.length} 根，采购 ${metres(total)}）`} data-testid="cable-schedule">
      <BillStateAlert orderId={orderId} />
      {runs.length ? (
        <Table
          rowKey={(r) => `${r.sceneId}:${r.runId}`}
          size="small"
          loading={schedule.isLoading}
          pagination={runs.length > 20 ? { pageSize: 20 } : false}
          dataSource={runs}
          columns={[
            { title: '编号', dataIndex: 'runId', width: 70 },
            { title: '场景', dataIndex: 'sceneName', width: 90 },
            { title: '起点', dataIndex: 'from' },
            { title: '终点', dataIndex: 'to' },
            { title: '安装长度', dataIndex: 'installedM', render: metres, width: 90 },
            {
              title: '采购长度(含余量)',
              dataIndex: 'purchasedM',
              width: 140,
              render: (v: number, r) => (
                <>
                  {metres(v)} {r.over90m && <Tag color="red">超90米</Tag>}
                  {r.wallCrossings > 0 && <Tag color="orange">{wallCrossingText(r.wallCrossings)}</Tag>}
                </>
              ),
            },
          ]}
        />
      ) : (
        <Empty description="还没有保存的布线：在勘测设计的平面图上点击“智能布线”" />
      )}
    </Card>
  );
}
