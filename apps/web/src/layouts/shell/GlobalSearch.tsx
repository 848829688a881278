import { Input } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SEARCH_MAX, searchKeyword, searchPath } from './search-rules.ts';

const HOT_WORDS = ['400万像素摄像机', '硬盘录像机', '人脸识别门禁', 'PoE交换机', '智慧社区方案', '无线网桥'];

/** Header search: max 50 characters, trimmed; an empty box searches the rotating placeholder word. */
export function GlobalSearch() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [value, setValue] = useState(params.get('keyword') ?? '');
  const [hot, setHot] = useState(0);

  useEffect(() => {
    const id = setInterval(() => setHot((i) => (i + 1) % HOT_WORDS.length), 3000);
    return () => clearInterval(id);
  }, []);

  const submit = (raw: string) => {
    navigate(searchPath(searchKeyword(raw, HOT_WORDS[hot]!)));
  };

  return (
    <div className="global-search">
      <Input.Search
        size="large"
        value={value}
        maxLength={SEARCH_MAX}
        placeholder={HOT_WORDS[hot]}
        enterButton="搜索"
        onChange={(e) => setValue(e.target.value)}
        onSearch={submit}
        aria-label="搜索产品、方案"
      />
      <div className="hot-words">
        {HOT_WORDS.slice(0, 5).map((w) => (
          <a key={w} onClick={() => (setValue(w), submit(w))}>
            {w}
          </a>
        ))}
      </div>
    </div>
  );
}
