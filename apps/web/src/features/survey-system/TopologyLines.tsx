/** The recommended devices as priced lines (dealer's prices, fen), each marked as coming from the topology. */
import { formatFenGrouped } from '@portal/domain';
import { Table, Tag } from 'antd';
import { ROLE_LABELS } from './diagram.ts';
import type { TopologyView } from './queries.ts';

export function TopologyLines({ topology }: { topology: TopologyView }) {
  const rows = topology.lines.map((l) => ({ ...l, amount: l.priceFen * l.quantity }));
  const total = rows.reduce((s, l) => s + l.amount, 0);
  return (
    <Table
      rowKey={(l) => `${l.role}:${l.skuNo}`}
      size="small"
      pagination={false}
      dataSource={rows}
      data-testid="topology-lines"
      columns={[
        { title: '角色', dataIndex: 'role', width: 100, render: (r: keyof typeof ROLE_LABELS) => ROLE_LABELS[r] },
        { title: '产品', dataIndex: 'name' },
        { title: '数量', dataIndex: 'quantity', width: 60 },
        { title: '单价', dataIndex: 'priceFen', width: 100, render: (v: number) => `¥${formatFenGrouped(v)}` },
        { title: '金额', dataIndex: 'amount', width: 110, render: (v: number) => `¥${formatFenGrouped(v)}` },
        { title: '来源', key: 'origin', width: 70, render: () => <Tag color="purple">拓扑</Tag> },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={4}>
            拓扑设备合计
          </Table.Summary.Cell>
          <Table.Summary.Cell index={4} colSpan={2}>
            <span data-testid="topology-total">¥{formatFenGrouped(total)}</span>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
