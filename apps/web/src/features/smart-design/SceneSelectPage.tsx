/** /tool/sceneSelect: the six smart-design scenarios. */
import { SCENARIOS } from '@portal/domain';
import { Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router';

export default function SceneSelectPage() {
  return (
    <div style={{ background: '#fff', padding: 24, borderRadius: 4 }}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        选择场景
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        回答几个问题，按产品参数计算型号与数量，一键加入配单清单。
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {SCENARIOS.map((s) => (
          <Col span={8} key={s.key}>
            <Link to={`/tool/intelligenceOrder?scene=${s.key}`}>
              <Card hoverable>
                <h3 style={{ margin: '0 0 6px' }}>{s.name}</h3>
                <div style={{ color: '#8a8f99' }}>{s.intro}</div>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </div>
  );
}
