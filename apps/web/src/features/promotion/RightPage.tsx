/** /right: the membership levels and what each gives, the viewer's own level marked (from the domain's table). */
import { MEMBER_LEVELS, memberLevelOf } from '@portal/domain';
import { Card, Col, Row, Tag } from 'antd';
import { Link } from 'react-router';
import { useSession } from '../../session/store.ts';

export default function RightPage() {
  const { user, login } = useSession();
  const mine = memberLevelOf(login ? user : null);
  return (
    <div style={{ padding: '16px 0' }} data-testid="right-page">
      <h2>会员权益</h2>
      <Row gutter={16}>
        {MEMBER_LEVELS.map((l) => (
          <Col span={8} key={l.level}>
            <Card
              title={
                <span>
                  {l.name} {l.level === mine ? <Tag color="red">当前等级</Tag> : null}
                </span>
              }
              extra={<span style={{ color: '#8a8f99', fontSize: 12 }}>{l.condition}</span>}
            >
              {l.rights.map((r) => (
                <div key={r.title} style={{ marginBottom: 10 }}>
                  <Link to={r.to}>
                    <b>{r.title}</b>
                  </Link>
                  <div style={{ color: '#666', fontSize: 12 }}>{r.detail}</div>
                </div>
              ))}
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
