/**
 * /catalogueManage (provider staff, 商品维护; issue 42 part 3): the catalogue the buyers see, kept by staff — product
 * families and their models (prices, dealer price lists, stock, shelf state, attribute values, pictures), and the
 * two-level categories with their attribute definitions, and the search's synonym groups and hot words. Every save is in the buyers' next page load and in the
 * audit log (/auditLog).
 */
import { StaffHeader } from '../../components/StaffHeader.tsx';
import { CATALOGUE_ROUTES as E, POLICY_MESSAGES, mayCall } from '@portal/domain';
import { Result, Tabs } from 'antd';
import { useSession } from '../../session/store.ts';
import { CategoryPanel } from './CategoryPanel.tsx';
import { SpuPanel } from './SpuPanel.tsx';
import { SuitPanel } from './SuitPanel.tsx';
import { HotWordPanel } from './HotWordPanel.tsx';
import { SynonymPanel } from './SynonymPanel.tsx';

export default function CatalogueAdminPage() {
  const { user } = useSession();
  if (!mayCall(E.manageSpuPage, user)) return <Result status="403" title={POLICY_MESSAGES.staff} />;
  return (
    <div className="settle-section" style={{ marginTop: 8 }} data-testid="catalogue-admin">
      <StaffHeader
        title="商品维护"
        links={[
          ['/staffManage', '业务员管理'],
          ['/networkManage', '渠道资料维护'],
          ['/auditLog', '操作日志'],
        ]}
      />
      <Tabs
        items={[
          { key: 'spu', label: '商品与型号', children: <SpuPanel /> },
          { key: 'category', label: '分类与属性', children: <CategoryPanel /> },
          { key: 'suit', label: '套装', children: <SuitPanel /> },
          { key: 'synonym', label: '搜索同义词', children: <SynonymPanel /> },
          { key: 'hotWord', label: '搜索热词', children: <HotWordPanel /> },
        ]}
      />
    </div>
  );
}
