import { Link } from 'react-router';
import { HomePrompts } from '../home-prompts/index.ts';
import { useCategoryTree } from '../catalogue/index.ts';
import { CertGuide } from './CertGuide.tsx';
import { HeroCarousel } from './HeroCarousel.tsx';
import { HomeAside } from './HomeAside.tsx';
import { PlacementBanners, PlacementCarousel } from '../promotion/index.ts';
import { ProductTeasers, QuickEntries, SolutionTeasers } from './HomeSections.tsx';
import './home.css';
import './home-phone.css';

/** Category items shown beside the banner; each opens the product list filtered by it (cat1, as the list's own filter). */
const CATEGORY_ITEMS = 10;
const categoryPath = (id: number) => `/product?cat1=${encodeURIComponent(String(id))}`;

/** The portal home: categories, banner, user card, certification guide, entries and teasers. */
export default function HomePage() {
  const tree = useCategoryTree();
  return (
    <div className="home">
      <div className="container home-hero">
        <nav className="home-cats" aria-label="产品分类">
          <div className="home-cats-title">全部产品分类</div>
          {(tree.data ?? []).slice(0, CATEGORY_ITEMS).map((c) => (
            <Link key={c.id} to={categoryPath(c.id)} className="home-cat">
              <b>{c.catagoryName}</b>
              <span>
                {c.children
                  .slice(0, 3)
                  .map((x) => x.catagoryName)
                  .join(' · ')}
              </span>
            </Link>
          ))}
        </nav>
        <PlacementCarousel fallback={<HeroCarousel />} />
        <HomeAside />
      </div>
      <PlacementBanners />
      <CertGuide />
      <QuickEntries />
      <ProductTeasers />
      <SolutionTeasers />
      <HomePrompts />
    </div>
  );
}
