/** The moves a side may make on a request now (the server's `actions`, from the domain's transition table). */
import { AFTER_SALE_MESSAGES, afterSaleRefundFailedText, type AfterSaleView } from '@portal/domain';
import { Button, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useApp } from '../../components/feedback/useApp.ts';
import { ParcelDialog } from './ParcelDialog.tsx';
import { useAfterSaleMove, type MoveInput } from './queries.ts';

const SIMPLE: Record<string, { label: string; confirm: string; primary?: boolean }> = {
  accept: { label: '同意', confirm: '同意该售后申请？买家将按售后单寄回商品。', primary: true },
  receive: { label: '确认收货', confirm: '确认已收到买家寄回的商品？退货将按原支付渠道退款。', primary: true },
  refund: { label: '重新退款', confirm: '按同一退款单号再次发起退款？不会重复退款。', primary: true },
  cancel: { label: '撤销申请', confirm: '撤销该售后申请？' },
  confirm: { label: '确认收货', confirm: '确认已收到商家寄出的商品？售后单将完成。', primary: true },
};

export function AfterSaleActions({ item }: { item: AfterSaleView }) {
  const { message, modal } = useApp();
  const move = useAfterSaleMove();
  const [dialog, setDialog] = useState<'refuse' | 'shipBack' | 'resend' | null>(null);
  const [reason, setReason] = useState('');
  const no = item.afterSaleNo;
  const run = async (m: MoveInput, done: string) => {
    const r = await move.mutateAsync(m);
    // a refund the channel refused: the server's reason, not a success
    if (r.state === 'refundFailed') return void message.error(afterSaleRefundFailedText(r.refundFailure));
    const waiting = (m.event === 'receive' || m.event === 'refund') && r.kind === 'return' && r.state === 'received';
    void message.success(waiting ? '已确认收货，退款已提交支付渠道，确认后售后单将更新' : done);
  };
  if (!item.actions.length) return null;
  return (
    <Space wrap data-testid="after-sale-actions">
      {item.actions.map((a) => {
        const simple = SIMPLE[a];
        if (simple)
          return (
            <Button
              key={a}
              type={simple.primary ? 'primary' : 'default'}
              loading={move.isPending}
              data-testid={`after-sale-${a}`}
              onClick={() =>
                modal.confirm({
                  title: simple.confirm,
                  okText: simple.label,
                  cancelText: '取消',
                  onOk: () => run({ event: a, afterSaleNo: no } as MoveInput, `${simple.label}成功`),
                })
              }
            >
              {simple.label}
            </Button>
          );
        const label = a === 'refuse' ? '拒绝' : a === 'shipBack' ? '填写寄回单号' : '寄出商品';
        return (
          <Button
            key={a}
            danger={a === 'refuse'}
            data-testid={`after-sale-${a}`}
            onClick={() => setDialog(a as 'refuse')}
          >
            {label}
          </Button>
        );
      })}
      {dialog === 'refuse' ? (
        <Modal
          open
          title="拒绝售后申请"
          okText="拒绝"
          cancelText="取消"
          okButtonProps={{ danger: true, disabled: !reason.trim() }}
          confirmLoading={move.isPending}
          onOk={() => void run({ event: 'refuse', afterSaleNo: no, reason }, '已拒绝').then(() => setDialog(null))}
          onCancel={() => setDialog(null)}
        >
          <Input.TextArea
            rows={3}
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder={AFTER_SALE_MESSAGES.refuseReasonRequired}
            data-testid="after-sale-refuse-reason"
          />
        </Modal>
      ) : null}
      {dialog === 'shipBack' || dialog === 'resend' ? (
        <ParcelDialog
          title={dialog === 'shipBack' ? '寄回商品' : '寄出换货或维修后的商品'}
          hint={
            dialog === 'shipBack'
              ? `请将 ${item.quantity} 件「${item.skuName}」寄回 ${item.shopName}，并填写快递公司和单号。`
              : '请填写寄给买家的快递公司和单号。'
          }
          busy={move.isPending}
          onOk={(parcel) => run({ event: dialog, afterSaleNo: no, parcel }, '已提交')}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Space>
  );
}
