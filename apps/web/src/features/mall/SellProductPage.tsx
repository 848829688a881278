/**
 * /memberStore/sellProduct: the procurement mall's dealer products — the brand catalogue's families sold through
 * dealers (DEALER_PRODUCTS_QUERY), priced for this buyer by the first-level dealer it orders from, with the
 * catalogue's category, parameter and keyword filters, sorting and pager; each card adds to the cart or buys now.
 */
import { DEALER_PRODUCTS_QUERY, withSkus, type SpuListItem } from '@portal/domain';
import { ProductBrowser } from '../product/index.ts';
import { DealerBanner } from './DealerBanner.tsx';
import { MallGate } from './MallGate.tsx';
import { MallProductCard } from './MallProductCard.tsx';

const renderCard = (spu: SpuListItem) => <MallProductCard spu={withSkus([spu])[0]!} />;
/** The dealer products with their models (`fields=skus`): each card chooses among them. */
const MALL_QUERY = { ...DEALER_PRODUCTS_QUERY, fields: 'skus' } as const;

export default function SellProductPage() {
  return (
    <MallGate>
      <div className="mall-page" data-testid="sell-product-page">
        <DealerBanner />
        <ProductBrowser fixed={MALL_QUERY} renderCard={renderCard} />
      </div>
    </MallGate>
  );
}
