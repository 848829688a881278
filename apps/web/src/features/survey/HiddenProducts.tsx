/**
 * Hide products (part 2 §7 'hide-product page and save'): the order's models with a switch each; a hidden model
 * is not drawn on the plan and cannot be placed, while its line stays in the design order as it is.
 */
import { SURVEY_ROUTES as E } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Modal } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useEffect, useState } from 'react';
import { api } from '../../api/client.ts';
import { surveyKeys } from './queries.ts';

const key = surveyKeys.hidden;

/** The dialog behind the head's 隐藏产品 link (tools.tsx): its own chunk, opened at once when first mounted. */
export function HiddenProducts({ orderId, autoOpen }: { orderId: number; autoOpen?: boolean }) {
  const { message } = useApp();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const page = useQuery({
    queryKey: key(orderId),
    queryFn: () => api.call(E.hiddenPage, { query: { orderId } }),
    enabled: orderId > 0,
  });
  const save = useMutation({
    mutationFn: (skuNos: string[]) => api.call(E.hiddenSave, { body: { orderId, skuNos } }),
    onSuccess: (d) => {
      qc.setQueryData(key(orderId), d);
      setOpen(false);
      void message.success('隐藏产品已保存');
    },
    onError: (e) => void message.error(e.message),
  });
  const show = () => {
    setChosen((page.data?.list ?? []).filter((l) => l.hidden).map((l) => l.skuNo));
    setOpen(true);
  };
  useEffect(() => {
    if (autoOpen) show();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <>
      <Button type="link" data-testid="hide-products" onClick={show}>
        隐藏产品
      </Button>
      <Modal
        title="隐藏产品"
        open={open}
        okText="保存"
        confirmLoading={save.isPending}
        onOk={() => save.mutate(chosen)}
        onCancel={() => setOpen(false)}
      >
        <p>勾选的产品不在平面图上显示、不可布设，设计单清单中的数量与金额保持不变。</p>
        <Checkbox.Group
          value={chosen}
          onChange={(v) => setChosen(v as string[])}
          style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
          options={(page.data?.list ?? []).map((l) => ({
            value: l.skuNo,
            label: `${l.name}（${l.model}）× ${l.quantity}`,
          }))}
        />
      </Modal>
    </>
  );
}
