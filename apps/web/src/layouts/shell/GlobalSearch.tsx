import { FireOutlined } from '@ant-design/icons';
import { SEARCH_PLACEHOLDER_ROTATE_MS, type HotWord } from '@portal/domain';
// antd's Search alone: `Input.Search` brought the whole Input family (TextArea, Password, OTP, their styles and
// icons, ≈ 5 KB gzipped) into the start (issue 22).
import Search from 'antd/es/input/Search';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useHotWords, useKeywords, useSearchCategory, useSearchSuggest } from '../../features/catalogue/index.ts';
import {
  SEARCH_MAX,
  categoryPath,
  categorySuggestion,
  hotWordTarget,
  searchKeyword,
  searchPath,
} from './search-rules.ts';

const FALLBACK_KEYWORDS = ['网络摄像机'];

/**
 * Header search (part 1 §2, §4): max 50 characters, trimmed; the placeholder rotates through the keyword
 * list every 3 s and an empty search submits it; the hot-words dropdown shows on focus while the box is
 * empty and hides on an outside click.
 */
export function GlobalSearch() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const urlKeyword = params.get('keyword') ?? '';
  const [value, setValue] = useState(urlKeyword);
  // The box shows the keyword of the address it is on (back and forward, a link to another search).
  const [valueOf, setValueOf] = useState(urlKeyword);
  if (valueOf !== urlKeyword) {
    setValueOf(urlKeyword);
    setValue(urlKeyword);
  }
  const [turn, setTurn] = useState(0);
  const [open, setOpen] = useState(false);
  // The typed word's suggestions (a category it names first), asked 250 ms after the typing stops.
  const [typing, setTyping] = useState(false);
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const id = setTimeout(() => setAsked(value.trim().slice(0, SEARCH_MAX)), 250);
    return () => clearTimeout(id);
  }, [value]);
  const category = useSearchCategory(typing ? asked : '').data ?? null;
  // Words the typing spells, in characters, pinyin or initials (issue 57: 「qj」 offers 球机).
  const words = (useSearchSuggest(typing ? asked : '').data ?? []).filter((w) => w.word !== asked.toLowerCase());
  const box = useRef<HTMLDivElement>(null);
  const kwData = useKeywords().data;
  const keywords = kwData?.length ? kwData : FALLBACK_KEYWORDS;
  const hotWords = useHotWords().data ?? [];
  const placeholder = keywords[turn % keywords.length]!;

  useEffect(() => {
    const id = setInterval(() => setTurn((i) => i + 1), SEARCH_PLACEHOLDER_ROTATE_MS);
    return () => clearInterval(id);
  }, []);

  useEffect(() => {
    if (!open && !typing) return;
    const onDown = (e: MouseEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) {
        setOpen(false);
        setTyping(false);
      }
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open, typing]);

  const submit = (raw: string) => {
    setOpen(false);
    setTyping(false);
    const kw = searchKeyword(raw, placeholder);
    setValue(kw);
    navigate(searchPath(kw));
  };
  const pick = (w: HotWord) => {
    const to = hotWordTarget(w);
    if (to.kind === 'search') return submit(to.keyword);
    setOpen(false);
    if (to.kind === 'external') window.open(to.url, '_blank', 'noopener,noreferrer');
    else navigate(to.url);
  };

  return (
    <div className="global-search" ref={box}>
      <Search
        size="large"
        value={value}
        maxLength={SEARCH_MAX}
        placeholder={placeholder}
        enterButton="搜索"
        onFocus={() => setOpen(!value)}
        onChange={(e) => {
          setValue(e.target.value);
          setOpen(!e.target.value);
          setTyping(!!e.target.value);
        }}
        onSearch={submit}
        aria-label="搜索产品、方案"
      />
      {typing && (category || words.length) && asked === value.trim() ? (
        <div className="search-dropdown" role="listbox" aria-label="搜索建议">
          {category ? (
            <a
              role="option"
              aria-selected={false}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                setTyping(false);
                navigate(categoryPath(category));
              }}
            >
              {categorySuggestion(category.name)}
            </a>
          ) : null}
          {words.map((w) => (
            <a
              key={w.word}
              role="option"
              aria-selected={false}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => submit(w.word)}
            >
              {w.word}
            </a>
          ))}
          <a role="option" aria-selected={false} onMouseDown={(e) => e.preventDefault()} onClick={() => submit(value)}>
            搜索“{value.trim()}”
          </a>
        </div>
      ) : null}
      {open && hotWords.length ? (
        <div className="search-dropdown" role="listbox" aria-label="热门搜索">
          <div className="search-dropdown-title">热门搜索</div>
          {hotWords.map((w, i) => (
            <a
              key={w.word}
              role="option"
              aria-selected={false}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(w)}
            >
              <span className={`rank rank-${i + 1}`}>{i + 1}</span>
              {w.word}
              {w.status === 1 ? <FireOutlined style={{ color: '#d7000f', marginLeft: 6 }} /> : null}
            </a>
          ))}
        </div>
      ) : null}
      <div className="hot-words">
        {hotWords.slice(0, 6).map((w) => (
          <a key={w.word} onClick={() => pick(w)}>
            {w.word}
          </a>
        ))}
      </div>
    </div>
  );
}
