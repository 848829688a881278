import { Outlet } from 'react-router';
import { BarHeader } from './BarHeader.tsx';
import { SlimFooter } from './shell/SlimFooter.tsx';

export default function NonsupportLayout() {
  return (
    <>
      <BarHeader title="浏览器升级提示" />
      <main className="container plain-main">
        <div className="panel">
          <Outlet />
        </div>
      </main>
      <SlimFooter />
    </>
  );
}
