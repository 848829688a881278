/**
 * 'add to cart' and 'buy now' for one model (product detail): a quantity stepper 1..min(stock, 9999), both
 * guarded by login and a bound first-level dealer. Buy now goes to the submit page with the model named in
 * the address (source=direct). Hidden for roles without a cart (first-level dealers sell, they do not buy).
 */
import { ShoppingCartOutlined } from '@ant-design/icons';
import { BUY_QUANTITY_MAX } from '@portal/domain';
import { Button, InputNumber, Space } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { directOrderUrl } from './direct-items.ts';
import { useAddToCart } from './queries.ts';
import { useBuyGuard, useHasCart } from './useBuyGuard.ts';

export interface BuyButtonsProps {
  spuNo: string;
  skuNo: string;
  priceFen: number | null;
  stock: number;
  /** Delisted models cannot be bought. */
  disabled?: boolean;
}

export function BuyButtons({ spuNo, skuNo, priceFen, stock, disabled }: BuyButtonsProps) {
  const hasCart = useHasCart();
  const guard = useBuyGuard();
  const navigate = useNavigate();
  const { message } = useApp();
  const add = useAddToCart();
  const [qty, setQty] = useState(1);
  if (!hasCart) return null;
  const max = Math.max(1, Math.min(stock, BUY_QUANTITY_MAX));
  const cannot = disabled || priceFen === null || stock <= 0;
  const quantity = Math.min(qty, max);

  return (
    <Space wrap className="buy-buttons">
      <InputNumber
        mode="spinner"
        size="large"
        min={1}
        max={max}
        precision={0}
        value={quantity}
        disabled={cannot}
        aria-label="购买数量"
        onChange={(v) => setQty(v ?? 1)}
        style={{ width: 140 }}
      />
      <Button
        size="large"
        icon={<ShoppingCartOutlined />}
        disabled={cannot}
        loading={add.isPending}
        onClick={() =>
          guard(() =>
            add.mutate([{ spuNo, skuNo, quantity }], {
              onSuccess: (r) => void (r.adjusted.length ? message.warning(r.msg) : message.success(r.msg)),
            }),
          )
        }
      >
        加入购物车
      </Button>
      <Button
        size="large"
        type="primary"
        disabled={cannot}
        onClick={() => guard(() => navigate(directOrderUrl([{ skuNo, quantity }])))}
      >
        立即购买
      </Button>
    </Space>
  );
}
