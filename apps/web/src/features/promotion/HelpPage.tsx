/**
 * /help: the help centre. A guest first gets the 'login to use/view' dialog with a go-to-login button (part 1 §2);
 * the topics link to the pages that answer them; a signed-in user also reads the help article the staff keep in the
 * content module (static page 'help').
 */
import { SERVICE_HOURS, serviceLines } from '@portal/domain';
import { Button, Card, Col, Modal, Row } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { portalConfig, ssoLoginUrl } from '../../config.ts';
import { useSession } from '../../session/store.ts';
import { PageBody } from '../content/index.ts';

const TOPICS: { title: string; items: [string, string][] }[] = [
  {
    title: '新手入门',
    items: [
      ['注册与企业认证', '/auth'],
      ['绑定订货一级经销商', '/bindFirst'],
      ['用户指南', '/aboutUs/staticContent?tab=userGuide'],
    ],
  },
  {
    title: '选购与下单',
    items: [
      ['查找与对比产品', '/product/compare'],
      ['促销活动', '/product/sale'],
      ['领取优惠券', '/memberStore/coupon'],
      ['采购订单', '/memberStore/purchaseOrders'],
    ],
  },
  {
    title: '方案与工具',
    items: [
      ['在线配单', '/tool'],
      ['安防计算器', '/tool/calculator/aVideoCapacity'],
      ['解决方案', '/solution'],
    ],
  },
  {
    title: '协议与隐私',
    items: [
      ['用户协议', '/aboutUs/staticContent?tab=userAgreement'],
      ['隐私政策', '/aboutUs/staticContent?tab=privacyPolicy'],
      ['投诉与建议', '/aboutUs/contactUs'],
    ],
  },
];

export default function HelpPage() {
  const { login } = useSession();
  const [dismissed, setDismissed] = useState(false);
  const lines = serviceLines(portalConfig().servicePhone);
  return (
    <div style={{ padding: '16px 0' }} data-testid="help-page">
      <h2>帮助中心</h2>
      <Row gutter={[16, 16]}>
        {TOPICS.map((t) => (
          <Col span={6} key={t.title}>
            <Card title={t.title} size="small">
              {t.items.map(([label, to]) => (
                <div key={to} style={{ lineHeight: 2 }}>
                  <Link to={to}>{label}</Link>
                </div>
              ))}
            </Card>
          </Col>
        ))}
      </Row>
      <Card size="small" title="联系我们" style={{ marginTop: 16 }} data-testid="help-contact">
        {/* the provider's own hotline (SERVICE_PHONE), shown only when set; else the contact page */}
        {lines.length ? (
          <>
            {lines.map((l) => (
              <span key={l.phone} style={{ marginRight: 24 }}>
                {l.name}：<b>{l.phone}</b>
              </span>
            ))}
            <span style={{ color: '#8a8f99' }}>
              服务时间 {SERVICE_HOURS.workday}（节假日 {SERVICE_HOURS.holiday}）
            </span>
          </>
        ) : (
          <Link to="/aboutUs/contactUs">联系我们</Link>
        )}
      </Card>
      {login ? (
        <Card size="small" title="使用帮助" style={{ marginTop: 16 }}>
          <PageBody tab="help" />
        </Card>
      ) : null}
      <Modal
        open={!login && !dismissed}
        title="提示"
        centered
        onCancel={() => setDismissed(true)}
        footer={
          <Button type="primary" onClick={() => window.location.assign(ssoLoginUrl(window.location.href))}>
            去登录
          </Button>
        }
      >
        登录后即可使用/查看帮助中心
      </Modal>
    </div>
  );
}
