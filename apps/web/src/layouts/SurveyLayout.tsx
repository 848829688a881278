import { Link, Outlet } from 'react-router';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { BarHeader } from './BarHeader.tsx';

/** Survey tools: slim header, full-height work area, no footer. */
export default function SurveyLayout() {
  return (
    <>
      <BarHeader
        title="勘测设计"
        right={
          <>
            <Link to="/tool/designOrder">我的设计单</Link>
            <Link to="/home">返回首页</Link>
          </>
        }
      />
      <main className="plain-main survey-main">
        <Breadcrumbs />
        <Outlet />
      </main>
    </>
  );
}
