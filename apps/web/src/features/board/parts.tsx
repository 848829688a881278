/** The board's small parts: money, change against the last period, a chart card whose numbers are a click away. */
import { formatFenGrouped, type BoardNamedRow } from '@portal/domain';
import { Card, Segmented, Table, type TableColumnsType } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';

export const BarChart = lazy(() => import('./BarChart.tsx'));

export const yuan = (fen: number) => `¥${formatFenGrouped(fen)}`;

export function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? '持平' : '上期无';
  const pct = Math.round(((now - before) * 1000) / Math.abs(before)) / 10;
  return `${pct >= 0 ? '+' : ''}${pct}%`;
}

export const namedColumns = (party: string): TableColumnsType<BoardNamedRow> => [
  { title: party, dataIndex: 'name', key: 'name' },
  { title: '订单数', dataIndex: 'orders', key: 'orders', align: 'right' },
  { title: '净销售额', dataIndex: 'netFen', key: 'net', align: 'right', render: yuan },
  { title: '退款', dataIndex: 'refundFen', key: 'refund', align: 'right', render: yuan },
];

/** A chart with its numbers one click away (图表 / 数据). */
export function ChartCard<T extends object>(props: {
  title: ReactNode;
  chart: ReactNode;
  rows: readonly T[];
  rowKey: string;
  columns: TableColumnsType<T>;
  onRow?: (r: T) => void;
  extra?: ReactNode;
  style?: React.CSSProperties;
}) {
  const [view, setView] = useState<'chart' | 'data'>('chart');
  return (
    <Card
      size="small"
      title={props.title}
      style={props.style}
      extra={
        <>
          {props.extra}
          <Segmented
            size="small"
            value={view}
            onChange={(v) => setView(v as 'chart' | 'data')}
            options={[
              { value: 'chart', label: '图表' },
              { value: 'data', label: '数据' },
            ]}
          />
        </>
      }
    >
      {view === 'chart' ? (
        <Suspense fallback={<div style={{ height: 200 }} />}>{props.chart}</Suspense>
      ) : (
        <Table<T>
          size="small"
          rowKey={props.rowKey}
          pagination={false}
          scroll={{ x: true }}
          dataSource={[...props.rows]}
          columns={props.columns}
          onRow={(r) => ({
            onClick: () => props.onRow?.(r),
            style: { cursor: props.onRow ? 'pointer' : undefined },
          })}
        />
      )}
    </Card>
  );
}
