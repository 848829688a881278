import { Link } from 'react-router';
import { HomePrompts } from '../home-prompts/HomePrompts.tsx';
import { CertGuide } from './CertGuide.tsx';
import { HeroCarousel } from './HeroCarousel.tsx';
import { HomeAside } from './HomeAside.tsx';
import { PlacementBanners, PlacementCarousel } from '../promotion/Placements.tsx';
import { ProductTeasers, QuickEntries, SolutionTeasers } from './HomeSections.tsx';
import './home.css';

const CATEGORIES: [string, string][] = [
  ['网络摄像机', '筒机 · 半球 · 球机'],
  ['模拟摄像机', '同轴高清 · 红外'],
  ['录像存储', 'NVR · DVR · 硬盘'],
  ['门禁考勤', '人脸 · 指纹 · 刷卡'],
  ['可视对讲', '门口机 · 室内机'],
  ['报警产品', '探测器 · 报警主机'],
  ['网络传输', '交换机 · 网桥 · 光纤'],
  ['显示控制', '监视器 · 拼接屏'],
  ['智能家居', '智能锁 · 家用摄像机'],
  ['停车场', '道闸 · 车牌识别'],
];

/** The portal home: categories, banner, user card, certification guide, entries and teasers. */
export default function HomePage() {
  return (
    <div className="home">
      <div className="container home-hero">
        <nav className="home-cats" aria-label="产品分类">
          <div className="home-cats-title">全部产品分类</div>
          {CATEGORIES.map(([name, sub]) => (
            <Link key={name} to="/product" className="home-cat">
              <b>{name}</b>
              <span>{sub}</span>
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
