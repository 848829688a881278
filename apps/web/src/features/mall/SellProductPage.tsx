/**
 * /memberStore/sellProduct: the procurement mall's dealer products — the brand catalogue's families sold through
 * dealers (DEALER_PRODUCTS_QUERY), priced for this buyer by the first-level dealer it orders from, with the
 * catalogue's category, parameter and keyword filters, sorting and pager; each card adds to the cart or buys now.
 */
import { DEALER_PRODUCTS_QUERY } from '@portal/domain';
import { ProductBrowser } from '../product/index.ts';
import { DealerBanner } from './DealerBanner.tsx';
import { MallGate } from './MallGate.tsx';
import { MallProductCard } from './MallProductCard.tsx';

const renderCard = (spu: Parameters<typeof MallProductCard>[0]['spu']) => <MallProductCard spu={spu} />;

export default function SellProductPage() {
  return (
    <MallGate>
      <div className="mall-page" data-testid="sell-product-page">
        <DealerBanner />
        <ProductBrowser fixed={DEALER_PRODUCTS_QUERY} renderCard={renderCard} />
      </div>
    </MallGate>
  );
}
