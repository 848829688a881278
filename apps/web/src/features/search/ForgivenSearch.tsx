import { forgivenLine } from '@portal/domain';
import { Link } from 'react-router';
import { useSearchUnderstand } from '../catalogue/index.ts';

const LINK = { color: '#1677ff' };
const searchTo = (keyword: string, literal = false) =>
  `/search?keyword=${encodeURIComponent(keyword)}${literal ? '&literal=1' : ''}`;

/**
 * What the search searched for (issue 57): 「已为您显示“摄像头”的结果，仍搜索“摄象头”」 with the link back to the
 * keyword as typed; when nothing is found, the way out: 您是不是要找 words, the nearest categories, model numbers and
 * the hot words, never an empty page.
 */
export function ForgivenSearch({ keyword, literal }: { keyword: string; literal: boolean }) {
  const u = useSearchUnderstand(keyword, literal).data;
  if (!u) return null;
  if (u.searchedFor)
    return (
      <div className="filter-panel" style={{ padding: '8px 12px' }} data-testid="searched-for">
        {forgivenLine(u.searchedFor)}，仍搜索“
        <Link to={searchTo(keyword, true)} style={LINK}>
          {keyword}
        </Link>
        ”
      </div>
    );
  if (u.total > 0) return null;
  const groups: [string, { label: string; to: string }[]][] = [
    ['您是不是要找：', u.didYouMean.map((w) => ({ label: w, to: searchTo(w) }))],
    ['相近分类：', u.categories.map((c) => ({ label: c.name, to: searchTo(c.name) }))],
    ['相近型号：', u.models.map((m) => ({ label: m, to: searchTo(m) }))],
    ['热门搜索：', u.hotWords.map((w) => ({ label: w, to: searchTo(w) }))],
  ];
  return (
    <div className="filter-panel" style={{ padding: '8px 12px' }} data-testid="search-way-out">
      <div style={{ marginBottom: 6 }}>抱歉，没有找到与“{keyword}”相关的商品，换个词试试：</div>
      {groups
        .filter(([, items]) => items.length)
        .map(([title, items]) => (
          <div key={title} style={{ margin: '4px 0' }}>
            {title}
            {items.map((i) => (
              <Link key={i.label} to={i.to} style={{ ...LINK, marginRight: 16 }}>
                {i.label}
              </Link>
            ))}
          </div>
        ))}
    </div>
  );
}
