/**
 * The boards' design and buying cards (issue 60 §1, §2): the design tool's funnel — created → quoted → turned into
 * orders (paid, not wholly refunded), surveys beside — on the staff board and a dealer's; a second-level dealer's or
 * installer's own design orders and the unit prices it paid month by month (a chart, its numbers a click away); a
 * first-level dealer's second-level network (the staff board's click on a dealer).
 */
import {
  chinaParts,
  type BoardDesignOrder,
  type BoardFunnel,
  type BoardNetwork,
  type BoardNetworkMember,
  type BoardPriceTrend,
} from '@portal/domain';
import { Card, Col, Row, Statistic, Table, Tag } from 'antd';
import { lazy } from 'react';
import { ChartCard, yuan } from './parts.tsx';

const PriceChart = lazy(() => import('./PriceChart.tsx'));

export function FunnelCard({ funnel: f, title }: { funnel: BoardFunnel; title: string }) {
  const pct = (n: number) => (f.created === 0 ? '—' : `${Math.round((n * 1000) / f.created) / 10}%`);
  return (
    <Card size="small" title={title} style={{ marginTop: 12 }} className="board-design-funnel">
      <Row gutter={[12, 12]}>
        <Col xs={12} sm={6}>
          <Statistic title="新建设计单" value={f.created} />
        </Col>
        <Col xs={12} sm={6}>
          <Statistic title={`已报价 ${pct(f.quoted)}`} value={f.quoted} />
        </Col>
        <Col xs={12} sm={6}>
          <Statistic title={`转化为订单 ${pct(f.ordered)}`} value={f.ordered} />
        </Col>
        <Col xs={12} sm={6}>
          <Statistic title={`勘测单 ${pct(f.surveyed)}`} value={f.surveyed} />
        </Col>
      </Row>
    </Card>
  );
}

export function DesignOrdersCard({ rows }: { rows: BoardDesignOrder[] }) {
  return (
    <Card size="small" title="本期设计单" style={{ marginTop: 12 }} className="board-design-orders">
      <Table<BoardDesignOrder>
        size="small"
        rowKey="orderNo"
        pagination={false}
        scroll={{ x: true }}
        dataSource={rows}
        locale={{ emptyText: '本期没有新建设计单' }}
        columns={[
          { title: '设计单', dataIndex: 'name', key: 'name' },
          {
            title: '创建时间',
            dataIndex: 'createdAt',
            key: 'at',
            render: (v: string) => chinaParts(new Date(v)).date,
          },
          { title: '金额', dataIndex: 'amountFen', key: 'amount', align: 'right', render: yuan },
          {
            title: '进度',
            key: 'state',
            render: (_: unknown, r) => (
              <>
                {r.quoted && <Tag>已报价</Tag>}
                {r.ordered ? <Tag color="green">已下单</Tag> : <Tag>未下单</Tag>}
              </>
            ),
          },
        ]}
      />
    </Card>
  );
}

type PriceRow = { model: string } & Record<string, string | number>;

export function PricesCard({ prices }: { prices: BoardPriceTrend }) {
  const rows: PriceRow[] = prices.models.map((m) => ({
    model: m.model,
    ...Object.fromEntries(m.points.map((p) => [p.month, p.unitFen === null ? '—' : yuan(p.unitFen)])),
  }));
  return (
    <ChartCard<PriceRow>
      title={`采购单价走势（近${prices.months.length}个月，每件实付）`}
      style={{ marginTop: 12 }}
      chart={prices.models.length ? <PriceChart prices={prices} /> : <div style={{ padding: 24 }}>近一年没有采购</div>}
      rows={rows}
      rowKey="model"
      columns={[
        { title: '型号', dataIndex: 'model', key: 'model', fixed: 'left' },
        ...prices.months.map((m) => ({ title: m, dataIndex: m, key: m, align: 'right' as const })),
      ]}
    />
  );
}

/** A first-level dealer's second-level network and what each bought from it in the period (staff, a dealer clicked). */
export function NetworkCard({ network: n, onClose }: { network: BoardNetwork; onClose(): void }) {
  return (
    <Card
      size="small"
      title={`${n.name}的下级网络（本期采购）`}
      style={{ marginTop: 12 }}
      className="board-network"
      extra={<a onClick={onClose}>收起</a>}
    >
      <Table<BoardNetworkMember>
        size="small"
        rowKey="key"
        pagination={false}
        scroll={{ x: true }}
        dataSource={n.members}
        locale={{ emptyText: '没有二级经销商或安装商' }}
        columns={[
          { title: '企业', dataIndex: 'name', key: 'name' },
          { title: '类型', dataIndex: 'kind', key: 'kind' },
          { title: '绑定', dataIndex: 'bound', key: 'bound', render: (b: boolean) => (b ? '已绑定' : '未绑定') },
          { title: '订单数', dataIndex: 'orders', key: 'orders', align: 'right' },
          { title: '净采购额', dataIndex: 'netFen', key: 'net', align: 'right', render: yuan },
          { title: '退款', dataIndex: 'refundFen', key: 'refund', align: 'right', render: yuan },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={3}>
              合计
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              {n.totals.orders}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4} align="right">
              {yuan(n.totals.netFen)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={5} align="right">
              {yuan(n.totals.refundFen)}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </Card>
  );
}
