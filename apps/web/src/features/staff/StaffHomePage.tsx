/** 管理后台 (/staffHome): the provider's staff pages, grouped, each with what it is for — the staff's way in. */
import { POLICY_MESSAGES, STAFF_NAV, meetsPolicy } from '@portal/domain';
import { Card, Col, Result, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { useSession } from '../../session/store.ts';

export default function StaffHomePage() {
  const { user } = useSession();
  if (!meetsPolicy('staff', user)) return <Result status="403" title={POLICY_MESSAGES.staff} />;
  return (
    <div className="container" data-testid="staff-home" style={{ padding: '16px 0 32px' }}>
      <Typography.Title level={4}>管理后台</Typography.Title>
      {STAFF_NAV.map((group) => (
        <section key={group.title} style={{ marginBottom: 16 }}>
          <Typography.Title level={5}>{group.title}</Typography.Title>
          <Row gutter={[12, 12]}>
            {group.pages.map((p) => (
              <Col key={p.path} xs={24} sm={12} lg={8}>
                <Link to={p.path} aria-label={p.label}>
                  <Card hoverable size="small" title={p.label}>
                    <Typography.Text type="secondary">{p.what}</Typography.Text>
                  </Card>
                </Link>
              </Col>
            ))}
          </Row>
        </section>
      ))}
    </div>
  );
}
