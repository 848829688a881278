/** Tool home (/tool): entries into the design-order tool, smart design, calculators and the scheme-design service. */
import {
  CalculatorOutlined,
  CustomerServiceOutlined,
  FileTextOutlined,
  RobotOutlined,
  ShoppingCartOutlined,
} from '@ant-design/icons';
import { Card, Col, Row } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { loadRequirementDialog } from '../requirement/index.ts';

const RequirementDialog = lazy(async () => ({ default: (await loadRequirementDialog()).RequirementDialog }));

const ENTRIES = [
  {
    icon: <ShoppingCartOutlined />,
    title: '产品选型',
    text: '从品牌、自定义与软件产品中选型配单',
    to: '/tool/designOrder/selection',
  },
  {
    icon: <FileTextOutlined />,
    title: '我的设计单',
    text: '管理配单清单，生成、编辑并导出报价单',
    to: '/tool/designOrder',
  },
  { icon: <RobotOutlined />, title: '智能配单', text: '按场景回答几个问题，一键生成推荐清单', to: '/tool/sceneSelect' },
  {
    icon: <CalculatorOutlined />,
    title: '安防计算器',
    text: '录像容量、带宽、供电等十类计算',
    to: '/tool/calculator/aVideoCapacity',
  },
];

export default function ToolHomePage() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Row gutter={[20, 20]}>
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
        <Col span={8}>
          <Card hoverable onClick={() => setOpen(true)} role="button" aria-label="方案设计服务">
            <div style={{ fontSize: 36, color: '#d7000f' }}>
              <CustomerServiceOutlined />
            </div>
            <h3 style={{ margin: '12px 0 6px' }}>方案设计服务</h3>
            <div style={{ color: '#8a8f99' }}>提交项目需求，专业工程师为您出方案</div>
          </Card>
        </Col>
      </Row>
      {open && (
        <Suspense fallback={null}>
          <RequirementDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
