/**
 * 「加入购物车」 on a design order (issue 60 §1): its public catalogue models go into the buyer's cart at the order's
 * quantities (the cart remembers the design order: the mall order placed from it counts as the design order turned
 * into an order); what cannot be bought in the mall — custom or private products, a model delisted or sold out — is
 * listed with its reason. 去结算 settles the cart's checked lines as the cart's own button does.
 */
import { DESIGN_ORDER_ROUTES as E, TO_CART_WORDS, type DesignToCartResult } from '@portal/domain';
import { CheckCircleFilled } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, List, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { api } from '../../api/client.ts';
import { useApp } from '../../components/feedback/useApp.ts';
import { cartKeys, useBuyGuard } from '../cart/index.ts';

function Outcome({ r }: { r: DesignToCartResult }) {
  return (
    <>
      <Typography.Paragraph>{r.msg}。去结算将按购物车中已勾选的商品下单。</Typography.Paragraph>
      {r.skipped.length > 0 && (
        <List
          size="small"
          bordered
          header="未加入购物车的产品"
          className="design-to-cart-skipped"
          dataSource={r.skipped}
          renderItem={(s) => (
            <List.Item>
              <Typography.Text>{s.model && s.model !== s.name ? `${s.name}（${s.model}）` : s.name}</Typography.Text>
              <Typography.Text type="secondary">{s.reason}</Typography.Text>
            </List.Item>
          )}
        />
      )}
    </>
  );
}

export function ToCartButton({ id }: { id: number }) {
  const guard = useBuyGuard();
  const { modal } = useApp();
  const client = useQueryClient();
  const navigate = useNavigate();
  const add = useMutation({
    mutationFn: () => api.call(E.toCart, { body: { id } }),
    onSuccess: (r) => {
      void client.invalidateQueries({ queryKey: cartKeys.all });
      modal.confirm({
        title: '已加入购物车',
        icon: <CheckCircleFilled style={{ color: '#52c41a' }} />,
        content: <Outcome r={r} />,
        okText: '去结算',
        cancelText: '留在此页',
        width: 520,
        onOk: () => navigate('/memberStore/submitOrder?source=cart'),
      });
    },
  });
  return (
    <Button loading={add.isPending} onClick={() => guard(() => add.mutate())}>
      {TO_CART_WORDS.button}
    </Button>
  );
}
