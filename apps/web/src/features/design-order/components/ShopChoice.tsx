/**
 * Screen E: the current shop as a hover card (name, merchant number, contact phone, a switch link) and the
 * choose-first-level-distributor dialog, pre-selecting the shop with choosing = 1; an abnormal shop (status 0)
 * is disabled with its message. Uses the dealer issue's calls (getBindDetail, toggleShop).
 */
import { DEALER_MESSAGES, type Shop } from '@portal/domain';
import { App, Button, Modal, Popover, Radio, Space, Tag } from 'antd';
import { useState } from 'react';
import { hasTokenCookie } from '../../../api/tokens.ts';
import { useBindDetail, useToggleShop } from '../../dealer/queries.ts';

export function ShopChoice() {
  const detail = useBindDetail(hasTokenCookie());
  const toggle = useToggleShop();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const shops = detail.data?.shops ?? [];
  const current = shops.find((s) => s.choosing === 1);
  if (!shops.length) return null;

  const show = () => {
    setChosen(current?.parentMerchantNo ?? null);
    setOpen(true);
  };
  const confirm = async () => {
    if (!chosen) return void message.warning('请选择一级');
    if (chosen !== current?.parentMerchantNo) await toggle.mutateAsync(chosen);
    message.success('切换成功');
    setOpen(false);
  };
  const card = current ? (
    <div className="do-shop-card">
      <div className="do-shop-name">{current.parentMerchantName}</div>
      <div>商户编号：{current.parentMerchantNo}</div>
      <div>联系电话：{current.contactPhone || '-'}</div>
      <Button type="link" size="small" style={{ padding: 0 }} onClick={show}>
        切换一级经销商
      </Button>
    </div>
  ) : (
    <Button type="link" size="small" onClick={show}>
      选择一级经销商
    </Button>
  );

  return (
    <>
      <Popover content={card} placement="bottomRight">
        <Button size="small" onClick={show}>
          下单店铺：{current?.parentMerchantName ?? '未选择'}
        </Button>
      </Popover>
      <Modal
        title="选择一级经销商"
        open={open}
        okText="确定"
        cancelText="取消"
        confirmLoading={toggle.isPending}
        onOk={() => void confirm().catch(() => undefined)}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Radio.Group value={chosen} onChange={(e) => setChosen(e.target.value as string)} style={{ width: '100%' }}>
          <Space direction="vertical" style={{ width: '100%' }}>
            {shops.map((s: Shop) => (
              <Radio key={s.parentMerchantNo} value={s.parentMerchantNo} disabled={s.status === 0}>
                <span>{s.parentMerchantName}</span>
                {s.defaultStatus === 1 ? <Tag style={{ marginLeft: 8 }}>默认</Tag> : null}
                {s.status === 0 ? <span className="do-muted"> （{DEALER_MESSAGES.shopAbnormal}）</span> : null}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Modal>
    </>
  );
}
