/**
 * The cart drawer (opened from the floating toolbar): lines with picture, name, model, price, a quantity
 * stepper 1..maxQuantity, a checkbox per line and check-all, delete, clear the unbuyable lines, the checked
 * totals and '去结算' to the submit page. Prices and totals are the server's, in fen.
 */
import { DeleteOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { formatPriceFen, type CartItem } from '@portal/domain';
import { Button, Checkbox, Drawer, Empty, InputNumber, Popconfirm, Skeleton, Tag } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CART_ORDER_URL } from './direct-items.ts';
import { checkAllState, clampQuantity, quantityBounds, unbuyableSkuNos } from './cart-view.ts';
import { useCart, useCheckCart, useModifyCart, useRemoveFromCart } from './queries.ts';
import { Thumb } from './Thumb.tsx';
import '../../styles/buying.css';
import '../../styles/buying-phone.css';

export interface CartDrawerProps {
  open: boolean;
  onClose(): void;
}

export default function CartDrawer({ open, onClose }: CartDrawerProps) {
  const navigate = useNavigate();
  const { message } = useApp();
  const cart = useCart(open);
  const check = useCheckCart();
  const remove = useRemoveFromCart();
  const items = cart.data?.items ?? [];
  const all = checkAllState(items);
  const unbuyable = unbuyableSkuNos(items);

  const settle = () => {
    if (!cart.data?.checkedLines) {
      void message.warning('请选择要结算的商品');
      return;
    }
    onClose();
    navigate(CART_ORDER_URL);
  };

  return (
    <Drawer
      title={
        <span>
          <ShoppingCartOutlined /> 购物车{items.length ? `（${items.length}）` : ''}
        </span>
      }
      open={open}
      onClose={onClose}
      size={560}
      className="cart-drawer"
      destroyOnHidden
      footer={
        items.length ? (
          <div className="cart-footer" data-testid="cart-footer">
            <Checkbox
              checked={all.checked}
              indeterminate={all.indeterminate}
              disabled={check.isPending}
              onChange={(e) => check.mutate({ skuNos: [], checked: e.target.checked })}
            >
              全选
            </Checkbox>
            {unbuyable.length ? (
              <Popconfirm title="确定清空失效商品吗？" onConfirm={() => remove.mutate(unbuyable)}>
                <a className="cart-clear">清空失效商品</a>
              </Popconfirm>
            ) : null}
            <span className="cart-total">
              已选 <b>{cart.data?.checkedLines ?? 0}</b> 种，共 <b>{cart.data?.checkedQuantity ?? 0}</b> 件 合计：
              <span className="buy-price" data-testid="cart-total">
                {formatPriceFen(cart.data?.checkedAmountFen ?? 0)}
              </span>
            </span>
            <Button type="primary" size="large" disabled={!cart.data?.checkedLines} onClick={settle}>
              去结算
            </Button>
          </div>
        ) : null
      }
    >
      {cart.isLoading ? (
        <Skeleton active />
      ) : items.length === 0 ? (
        <Empty description="购物车还是空的，去挑选心仪的产品吧">
          <Link to="/product" onClick={onClose}>
            <Button type="primary">去选购</Button>
          </Link>
        </Empty>
      ) : (
        <ul className="cart-lines">
          {items.map((item) => (
            <CartLine key={item.skuNo} item={item} />
          ))}
        </ul>
      )}
    </Drawer>
  );
}

function CartLine({ item }: { item: CartItem }) {
  const modify = useModifyCart();
  const check = useCheckCart();
  const remove = useRemoveFromCart();
  const [qty, setQty] = useState<number | null>(item.quantity);
  useEffect(() => setQty(item.quantity), [item.quantity]);
  const { min, max } = quantityBounds(item);

  const commit = (value: number | null) => {
    const next = clampQuantity(value, item);
    if (next === null || next === item.quantity) {
      setQty(item.quantity);
      return;
    }
    setQty(next);
    modify.mutate({ skuNo: item.skuNo, quantity: next }, { onError: () => setQty(item.quantity) });
  };

  return (
    <li className={`cart-line${item.buyable ? '' : ' off'}`} data-testid="cart-line" data-sku={item.skuNo}>
      <Checkbox
        aria-label={`选择${item.skuName}`}
        checked={item.buyable && item.checked}
        disabled={!item.buyable || check.isPending}
        onChange={(e) => check.mutate({ skuNos: [item.skuNo], checked: e.target.checked })}
      />
      <Link to={`/product/detail?id=${encodeURIComponent(item.spuNo)}&sku=${encodeURIComponent(item.skuNo)}`}>
        <Thumb src={item.picUrl} alt={item.skuName} size={72} />
      </Link>
      <div className="cart-line-main">
        <div className="cart-line-name" title={item.skuName}>
          {item.skuName}
        </div>
        <div className="buy-muted">型号：{item.model}</div>
        <div className="cart-line-row">
          <span className="buy-price">{formatPriceFen(item.priceFen)}</span>
          {item.buyable ? (
            <InputNumber
              mode="spinner"
              size="small"
              style={{ width: 112 }}
              min={min}
              max={max}
              precision={0}
              value={qty}
              aria-label="购买数量"
              disabled={modify.isPending}
              onChange={(v) => setQty(v)}
              onStep={(v) => commit(v)}
              onBlur={() => commit(qty)}
              onPressEnter={() => commit(qty)}
            />
          ) : (
            <Tag>{item.reason ?? '已失效'}</Tag>
          )}
          <span className="cart-line-amount">{item.buyable ? formatPriceFen(item.amountFen) : ''}</span>
          <Popconfirm title="确定删除该商品吗？" onConfirm={() => remove.mutate([item.skuNo])}>
            <Button type="text" size="small" icon={<DeleteOutlined />} aria-label="删除" />
          </Popconfirm>
        </div>
        {item.buyable && item.stock < 10 ? <div className="cart-line-hint">仅剩{item.stock}件</div> : null}
      </div>
    </li>
  );
}
