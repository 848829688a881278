import { useSearchParams } from 'react-router';
import { Link } from 'react-router';
import { ProductBrowser } from '../product/index.ts';
import { useIndustries } from '../solution/index.ts';
import { ContentSearchResults } from '../content/index.ts';
import { ForgivenSearch } from './ForgivenSearch.tsx';

/** /search?keyword=: products (with every list filter), the solution industries and the content whose title matches. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const industries = useIndustries().filter((i) => keyword && (i.name.includes(keyword) || keyword.includes(i.name)));
  return (
    <div>
      <h2 style={{ margin: '4px 0 12px' }}>{keyword ? `“${keyword}”的搜索结果` : '全部产品'}</h2>
      {keyword ? <ForgivenSearch keyword={keyword} literal={params.get('literal') === '1'} /> : null}
      {industries.length ? (
        <div className="filter-panel" style={{ padding: '8px 12px' }}>
          相关方案：
          {industries.map((i) => (
            <Link key={i.id} to={`/solution?oneIndustryId=${i.id}`} style={{ marginRight: 16 }}>
              {i.name}解决方案
            </Link>
          ))}
        </div>
      ) : null}
      <ContentSearchResults keyword={keyword} />
      <ProductBrowser />
    </div>
  );
}
