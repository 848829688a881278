/** Screen E's choose-first-level-distributor dialog (ShopChoice.tsx loads it when first opened). */
import { DEALER_MESSAGES, type Shop } from '@portal/domain';
import { Modal, Radio, Space, Tag } from 'antd';
import { useApp } from '../../../components/feedback/useApp.ts';
import { useToggleShop } from '../../dealer/index.ts';

export function ShopChoiceDialog({
  open,
  shops,
  current,
  chosen,
  onChoose,
  onClose,
}: {
  open: boolean;
  shops: Shop[];
  current: Shop | undefined;
  chosen: string | null;
  onChoose: (merchantNo: string) => void;
  onClose: () => void;
}) {
  const toggle = useToggleShop();
  const { message } = useApp();
  const confirm = async () => {
    if (!chosen) return void message.warning('请选择一级');
    if (chosen !== current?.parentMerchantNo) await toggle.mutateAsync(chosen);
    message.success('切换成功');
    onClose();
  };
  return (
    <Modal
      title="选择一级经销商"
      open={open}
      okText="确定"
      cancelText="取消"
      confirmLoading={toggle.isPending}
      onOk={() => void confirm().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Radio.Group value={chosen} onChange={(e) => onChoose(e.target.value as string)} style={{ width: '100%' }}>
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
  );
}
