import { ProductBrowser } from './ProductBrowser.tsx';

/** /product: all products. */
export default function ProductListPage() {
  return <ProductBrowser />;
}
