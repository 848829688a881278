import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { DeviceArt, type DeviceKind } from './DeviceArt.tsx';

const SLIDES: { title: string; sub: string; cta: string; to: string; bg: string; art: DeviceKind }[] = [
  {
    title: '4K 全彩智能摄像机',
    sub: '夜间全彩 · 人车分类 · 精准告警',
    cta: '立即选购',
    to: '/product',
    bg: 'linear-gradient(115deg,#7a0008,#d7000f 60%,#ff6b5b)',
    art: 'bullet',
  },
  {
    title: '智慧社区整体解决方案',
    sub: '门禁、对讲、停车、监控一体化设计',
    cta: '查看方案',
    to: '/solution',
    bg: 'linear-gradient(115deg,#0b2a5b,#1f5fbf 60%,#4c9cff)',
    art: 'access',
  },
  {
    title: '在线配单 · 一键出方案',
    sub: '海量产品智能推荐，报价清单秒级生成',
    cta: '开始配单',
    to: '/tool',
    bg: 'linear-gradient(115deg,#123a2f,#138a63 60%,#38c28f)',
    art: 'nvr',
  },
  {
    title: '十大安防计算器',
    sub: '录像容量、带宽、供电、布线，专业计算免费用',
    cta: '马上计算',
    to: '/tool/calculator/aVideoCapacity',
    bg: 'linear-gradient(115deg,#3b1f63,#6d3fc0 60%,#a07cf0)',
    art: 'switch',
  },
];

/** The home banner: CSS/SVG slides, auto-advancing every 5 s, pausable by hovering. */
export function HeroCarousel() {
  const [i, setI] = useState(0);
  const [paused, setPaused] = useState(false);
  const navigate = useNavigate();
  useEffect(() => {
    if (paused) return;
    const id = setInterval(() => setI((n) => (n + 1) % SLIDES.length), 5000);
    return () => clearInterval(id);
  }, [paused]);

  return (
    <div className="hero" onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)}>
      {SLIDES.map((s, k) => (
        <div
          key={s.title}
          className={`hero-slide${k === i ? ' on' : ''}`}
          style={{ background: s.bg }}
          aria-hidden={k !== i}
        >
          <svg className="hero-grid" width="100%" height="100%" aria-hidden="true">
            <defs>
              <pattern id={`g${k}`} width="32" height="32" patternUnits="userSpaceOnUse">
                <path d="M32 0H0v32" fill="none" stroke="rgba(255,255,255,.08)" />
              </pattern>
            </defs>
            <rect width="100%" height="100%" fill={`url(#g${k})`} />
            <circle cx="78%" cy="50%" r="150" fill="rgba(255,255,255,.08)" />
            <circle cx="78%" cy="50%" r="100" fill="rgba(255,255,255,.08)" />
          </svg>
          <div className="hero-copy">
            <h2>{s.title}</h2>
            <p>{s.sub}</p>
            <Button size="large" ghost onClick={() => navigate(s.to)} tabIndex={k === i ? 0 : -1}>
              {s.cta}
            </Button>
          </div>
          <div className="hero-art">
            <DeviceArt kind={s.art} size={300} />
          </div>
        </div>
      ))}
      <div className="hero-dots" role="tablist">
        {SLIDES.map((s, k) => (
          <button
            key={s.title}
            type="button"
            role="tab"
            aria-selected={k === i}
            aria-label={s.title}
            className={k === i ? 'on' : ''}
            onClick={() => setI(k)}
          />
        ))}
      </div>
    </div>
  );
}
