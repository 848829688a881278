import { useSearchParams } from 'react-router';
import { ComingSoon } from '../../components/ComingSoon.tsx';

/** Search results: the catalogue issue builds the real list. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  return (
    <ComingSoon
      title={keyword ? `“${keyword}”的搜索结果` : '搜索'}
      description="商品搜索正在建设中，您可以先浏览全部产品"
    />
  );
}
