/**
 * /memberStore/seckill/manage (provider sales accounts): the flash sales with their sales (live orders, paid orders
 * and amount, buyers) — create, edit (start before end, price above zero and not above the original, stock not below
 * what is sold: the domain's checks, which the server applies again), abandon, and each activity's sales record.
 */
import { PlusOutlined } from '@ant-design/icons';
import {
  POLICY_MESSAGES,
  SECKILL_ROUTES,
  mayCall,
  SECKILL_P_TYPE_LABEL,
  SECKILL_STATUS_LABEL,
  type SeckillManageActivity,
  type SeckillPType,
  type SeckillStatus,
} from '@portal/domain';
import { Button, Input, Result, Segmented, Select } from 'antd';
import { useState } from 'react';
import { useSession } from '../../session/store.ts';
import { ActivitiesTable } from './manage/ActivitiesTable.tsx';
import { ActivityDialog } from './manage/ActivityDialog.tsx';
import { SalesDrawer } from './manage/SalesDrawer.tsx';
import { useActivityList } from './manage/useActivityList.ts';
import './seckill.css';

export default function SeckillManagePage() {
  const { user } = useSession();
  if (!mayCall(SECKILL_ROUTES.managePage, user)) return <Result status="403" title={POLICY_MESSAGES.staff} />;
  return <Activities />;
}

function Activities() {
  const l = useActivityList();
  const [editing, setEditing] = useState<SeckillManageActivity | 'new' | null>(null);
  const [salesOf, setSalesOf] = useState<SeckillManageActivity | null>(null);

  return (
    <div className="settle-section" style={{ marginTop: 8 }} data-testid="seckill-manage">
      <div style={{ display: 'flex', gap: 12, marginBottom: 16, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新建秒杀活动
        </Button>
        <Segmented<0 | SeckillPType>
          value={l.pType}
          onChange={l.setPType}
          options={[
            { value: 0, label: '全部' },
            { value: 1, label: SECKILL_P_TYPE_LABEL[1] },
            { value: 2, label: SECKILL_P_TYPE_LABEL[2] },
          ]}
        />
        <Select<SeckillStatus | undefined>
          allowClear
          placeholder="活动状态"
          style={{ width: 130 }}
          value={l.status}
          onChange={l.setStatus}
          options={([2, 1, 5, 3, 4] as SeckillStatus[]).map((s) => ({ value: s, label: SECKILL_STATUS_LABEL[s] }))}
        />
        <Input.Search
          allowClear
          maxLength={50}
          placeholder="活动名称、编号或型号编号"
          style={{ width: 260, marginLeft: 'auto' }}
          onSearch={(v) => l.setKeyword(v)}
        />
      </div>
      <ActivitiesTable
        activities={l.list.data?.data.list ?? []}
        loading={l.list.isLoading}
        pagination={l.pagination}
        now={l.now}
        onEdit={setEditing}
        onSales={setSalesOf}
      />
      {editing ? (
        <ActivityDialog activity={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <SalesDrawer activity={salesOf} onClose={() => setSalesOf(null)} />
    </div>
  );
}
