import { CalculatorOutlined, FileTextOutlined, RobotOutlined } from '@ant-design/icons';
import { Card, Col, Row } from 'antd';
import { Link } from 'react-router';

const ENTRIES = [
  { icon: <FileTextOutlined />, title: '我的设计单', text: '管理配单清单，生成并导出设计单', to: '/tool/designOrder' },
  { icon: <RobotOutlined />, title: '智能配单', text: '按场景一键推荐设备组合', to: '/tool/intelligenceOrder' },
  {
    icon: <CalculatorOutlined />,
    title: '安防计算器',
    text: '录像容量、带宽、供电等十类计算',
    to: '/tool/calculator/aVideoCapacity',
  },
];

/** Tool home: entries into the tools (the design-order issue builds the rest). */
export default function ToolHomePage() {
  return (
    <Row gutter={20}>
      {ENTRIES.map((e) => (
        <Col span={8} key={e.title}>
          <Link to={e.to}>
            <Card hoverable>
              <div style={{ fontSize: 36, color: '#d7000f' }}>{e.icon}</div>
              <h3 style={{ margin: '12px 0 6px' }}>{e.title}</h3>
              <div style={{ color: '#8a8f99' }}>{e.text}</div>
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}
