/**
 * /networkManage (provider staff, 渠道资料维护; issue 45 §4): the sales network's data kept in the portal — the customer
 * groups merchants belong to, the service outlets and their engineers. Every save is in the audit log (/auditLog).
 */
import { StaffHeader } from '../../components/StaffHeader.tsx';
import { MERCHANT_GROUP_ROUTES as G, POLICY_MESSAGES, mayCall } from '@portal/domain';
import { Result, Tabs } from 'antd';
import { useSession } from '../../session/store.ts';
import { GroupPanel } from './GroupPanel.tsx';
import { OutletPanel } from './OutletPanel.tsx';

export default function NetworkAdminPage() {
  const { user } = useSession();
  if (!mayCall(G.list, user)) return <Result status="403" title={POLICY_MESSAGES.staff} />;
  return (
    <div className="settle-section" style={{ marginTop: 8 }} data-testid="network-admin">
      <StaffHeader
        title="渠道资料维护"
        links={[
          ['/catalogueManage', '商品维护'],
          ['/auditLog', '操作日志'],
        ]}
      />
      <Tabs
        items={[
          { key: 'group', label: '客户分组', children: <GroupPanel /> },
          { key: 'outlet', label: '服务网点与工程师', children: <OutletPanel /> },
        ]}
      />
    </div>
  );
}
