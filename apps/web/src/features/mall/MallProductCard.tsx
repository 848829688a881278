/**
 * A family in the procurement mall's grid: the catalogue's card (opening the mall's detail) with 加入购物车 and
 * 立即购买 under it. A family with one model that can be bought acts at once (quantity 1); with several, a chooser
 * lists them with this buyer's price and stock and offers the cart's own quantity and buy buttons.
 */
import { ShoppingCartOutlined } from '@ant-design/icons';
import { formatPriceFen, type SpuListSku, type SpuWithSkus } from '@portal/domain';
import { Button, Modal, Radio } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BuyButtons, useAddToCart, useBuyGuard, directOrderUrl } from '../cart/index.ts';
import { ProductCard } from '../product/index.ts';
import { ProductImage } from '../catalogue/index.ts';
import './mall.css';

const sellDetailPath = (spuNo: string, skuNo?: string) =>
  `/memberStore/sellProduct/detail?id=${encodeURIComponent(spuNo)}${skuNo ? `&sku=${encodeURIComponent(skuNo)}` : ''}`;

/** A model can be bought from the list: listed, priced for this buyer and in stock. */
const buyable = (k: SpuListSku) => k.status === 0 && k.price !== null && k.stock > 0;

export function MallProductCard({ spu }: { spu: SpuWithSkus }) {
  const guard = useBuyGuard();
  const navigate = useNavigate();
  const { message } = useApp();
  const add = useAddToCart();
  const [choosing, setChoosing] = useState(false);
  const models = spu.skus.filter(buyable);
  const only = models.length === 1 ? models[0] : undefined;
  const none = models.length === 0 || spu.status !== 0;

  const addOne = (k: SpuListSku) =>
    add.mutate([{ spuNo: spu.spuNo, skuNo: k.skuNo, quantity: 1 }], {
      onSuccess: (r) => void (r.adjusted.length ? message.warning(r.msg) : message.success(r.msg)),
    });

  return (
    <div className="mall-card" data-testid="mall-card" data-spu-no={spu.spuNo}>
      <ProductCard spu={spu} to={sellDetailPath(spu.spuNo)} />
      <div className="mall-card-actions">
        {none ? (
          <span className="mall-card-none">{spu.status !== 0 ? '已下架' : '暂无可购型号'}</span>
        ) : (
          <>
            <Button
              size="small"
              icon={<ShoppingCartOutlined />}
              loading={add.isPending}
              onClick={() => guard(() => (only ? addOne(only) : setChoosing(true)))}
            >
              加入购物车
            </Button>
            <Button
              size="small"
              type="primary"
              onClick={() =>
                guard(() => (only ? navigate(directOrderUrl([{ skuNo: only.skuNo, quantity: 1 }])) : setChoosing(true)))
              }
            >
              立即购买
            </Button>
          </>
        )}
      </div>
      {choosing ? <ModelChooser spu={spu} models={models} onClose={() => setChoosing(false)} /> : null}
    </div>
  );
}

function ModelChooser({ spu, models, onClose }: { spu: SpuWithSkus; models: SpuListSku[]; onClose(): void }) {
  const [skuNo, setSkuNo] = useState(models[0]!.skuNo);
  const sku = models.find((k) => k.skuNo === skuNo) ?? models[0]!;
  return (
    <Modal open title="选择型号" width={640} footer={null} onCancel={onClose} destroyOnHidden centered>
      <div className="mall-chooser" data-testid="mall-chooser">
        <div className="mall-chooser-head">
          <ProductImage src={sku.picUrl ?? spu.picUrl} alt={spu.spuName} size={88} />
          <div>
            <div className="mall-chooser-name">{spu.spuName}</div>
            <div className="price">{formatPriceFen(sku.price)}</div>
            <div className="muted">库存 {sku.stock}</div>
          </div>
        </div>
        <Radio.Group
          className="mall-chooser-models"
          value={skuNo}
          onChange={(e) => setSkuNo(e.target.value as string)}
          options={models.map((k) => ({
            value: k.skuNo,
            label: (
              <span className="mall-chooser-model">
                <span>{k.model}</span>
                <span className="price">{formatPriceFen(k.price)}</span>
              </span>
            ),
          }))}
        />
        <BuyButtons key={sku.skuNo} spuNo={spu.spuNo} skuNo={sku.skuNo} priceFen={sku.price} stock={sku.stock} />
      </div>
    </Modal>
  );
}
