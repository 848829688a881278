/**
 * The board's figures: totals against the last period (and a first-level dealer's waiting work), sales over time,
 * the province map (staff click a province to see its dealers), the dealers or customers, the top models; the
 * provider's further charts (StaffInsights). Every chart's numbers are a click away (图表 / 数据).
 */
import type { Board, BoardModelRow, BoardNamedRow, BoardNetwork, BoardQuery } from '@portal/domain';
import { Card, Col, Row, Statistic, Table, Typography } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { ProvinceMap } from '../dealer/index.ts';
import { BarChart, change, ChartCard, namedColumns, yuan } from './parts.tsx';
import { DesignOrdersCard, FunnelCard, NetworkCard, PricesCard } from './DesignCards.tsx';
import { StaffInsights } from './StaffInsights.tsx';

const SalesChart = lazy(() => import('./SalesChart.tsx'));

function Figure(props: { title: string; value: string | number; note?: string }) {
  return (
    <Col xs={12} md={6}>
      <Card size="small">
        <Statistic title={props.title} value={props.value} />
        {props.note && <Typography.Text type="secondary">{props.note}</Typography.Text>}
      </Card>
    </Col>
  );
}

const bars = (rows: readonly BoardNamedRow[]) => rows.map((r) => ({ key: r.key, name: r.name, fen: r.netFen }));

export function BoardBody(props: {
  board: Board;
  query: BoardQuery;
  staff: boolean;
  province: string | null;
  onProvince(p: string | null): void;
  dealers: BoardNamedRow[] | undefined;
  /** Staff: the first-level dealer whose second-level network is open, and its network. */
  onDealer?(key: string | null): void;
  network?: BoardNetwork | undefined;
}) {
  const { board: b, staff, province, onProvince, dealers, onDealer, network } = props;
  const firstLevel = b.waiting !== null;
  const party = staff ? '一级经销商' : firstLevel ? '客户' : '供货方';
  const chart = useMemo(
    () => ({
      days: b.series.map((s) => s.day),
      current: b.series.map((s) => s.netFen),
      previous: b.series.map((_, i) => b.previousSeries[i]?.netFen ?? 0),
    }),
    [b],
  );
  const provinces = useMemo(
    () => b.byProvince.map((p) => ({ key: p.key, value: p.netFen / 100, label: `${yuan(p.netFen)} · ${p.orders} 单` })),
    [b],
  );
  const pick = staff ? (key: string) => onProvince(key) : undefined;
  return (
    <>
      <Typography.Text type="secondary">
        {b.current.from} 至 {b.current.to}（不含）· 北京时间 · 已付款减已退款
      </Typography.Text>
      <Row gutter={[12, 12]} style={{ margin: '8px 0' }}>
        <Figure
          title="净销售额"
          value={yuan(b.totals.netFen)}
          note={`较上期 ${change(b.totals.netFen, b.previousTotals.netFen)}`}
        />
        <Figure title="付款订单" value={b.totals.orders} note={`上期 ${b.previousTotals.orders}`} />
        <Figure title="退款" value={yuan(b.totals.refundFen)} />
        <Figure title="秒杀销售额" value={yuan(b.flashSale.netFen)} note={`${b.flashSale.orders} 单`} />
        {b.waiting && (
          <>
            <Figure title="待发货订单" value={b.waiting.shipOrders} note={yuan(b.waiting.shipFen)} />
            <Figure title="待处理售后" value={b.waiting.afterSales} />
            <Figure title="待开票" value={b.waiting.invoices} note={yuan(b.waiting.invoiceFen)} />
          </>
        )}
      </Row>
      <ChartCard
        title="销售趋势（本期与上期）"
        chart={<SalesChart {...chart} />}
        rows={b.series.map((s, i) => ({ ...s, previous: b.previousSeries[i]?.netFen ?? 0 }))}
        rowKey="day"
        columns={[
          { title: '日期', dataIndex: 'day', key: 'day' },
          { title: '净销售额', dataIndex: 'netFen', key: 'net', align: 'right', render: yuan },
          { title: '订单数', dataIndex: 'orders', key: 'orders', align: 'right' },
          { title: '上期同位', dataIndex: 'previous', key: 'prev', align: 'right', render: yuan },
        ]}
      />
      <Row gutter={[12, 12]} style={{ marginTop: 12 }}>
        <Col xs={24} lg={12}>
          <ChartCard
            title={staff ? '按省份（点击省份查看经销商）' : '按省份'}
            chart={<ProvinceMap values={provinces} selected={province} onPick={(k) => pick?.(k)} height={340} />}
            rows={b.byProvince}
            rowKey="key"
            columns={namedColumns('省份')}
            {...(pick ? { onRow: (r: BoardNamedRow) => pick(r.key) } : {})}
          />
          {staff && province && (
            <Card
              size="small"
              title={`${province}的经销商`}
              style={{ marginTop: 12 }}
              className="board-province-dealers"
            >
              <Table
                size="small"
                rowKey="key"
                pagination={false}
                dataSource={dealers ?? []}
                columns={namedColumns('经销商')}
              />
            </Card>
          )}
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard
            title={staff ? '按一级经销商（点击查看其下级网络）' : firstLevel ? '主要客户' : '供货方'}
            chart={
              <BarChart rows={bars(b.byParty)} label={party} {...(staff && onDealer ? { onPick: onDealer } : {})} />
            }
            rows={b.byParty}
            rowKey="key"
            columns={namedColumns(party)}
            {...(staff && onDealer ? { onRow: (r: BoardNamedRow) => onDealer(r.key) } : {})}
          />
          {staff && network && <NetworkCard network={network} onClose={() => onDealer?.(null)} />}
          <ChartCard<BoardModelRow>
            title={firstLevel || staff ? '热销型号' : '采购型号'}
            style={{ marginTop: 12 }}
            chart={
              <BarChart rows={b.topModels.map((m) => ({ key: m.model, name: m.model, fen: m.netFen }))} label="型号" />
            }
            rows={b.topModels}
            rowKey="model"
            columns={[
              { title: '型号', dataIndex: 'model', key: 'model' },
              { title: '销量', dataIndex: 'units', key: 'units', align: 'right' },
              { title: '退货', dataIndex: 'refundUnits', key: 'ru', align: 'right' },
              { title: '净额', dataIndex: 'netFen', key: 'net', align: 'right', render: yuan },
            ]}
          />
        </Col>
      </Row>
      {b.designFunnel && <FunnelCard funnel={b.designFunnel} title="本企业设计单漏斗（本期新建的设计单）" />}
      {b.prices && <PricesCard prices={b.prices} />}
      {b.designOrders && <DesignOrdersCard rows={b.designOrders} />}
      {staff && (
        <Suspense fallback={null}>
          <StaffInsights query={props.query} />
        </Suspense>
      )}
    </>
  );
}
