/**
 * /memberStore/sellProduct/detail?id=spuNo[&sku=skuNo]: a dealer product in the mall — the catalogue's product
 * detail (models with this buyer's price and stock, quantity, 加入购物车 / 立即购买, parameters, files) under the
 * mall's dealer banner.
 */
import { ProductDetailPage } from '../product/index.ts';
import { DealerBanner } from './DealerBanner.tsx';
import { MallGate } from './MallGate.tsx';

export default function SellProductDetailPage() {
  return (
    <MallGate>
      <div className="mall-page">
        <DealerBanner />
        <ProductDetailPage />
      </div>
    </MallGate>
  );
}
