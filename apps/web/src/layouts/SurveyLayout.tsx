import { mayCall, POLICY_MESSAGES, SURVEY_ROUTES } from '@portal/domain';
import { lazy, Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { useSession } from '../session/store.ts';
import { BarHeader } from './BarHeader.tsx';

const Forbidden = lazy(() => import('../components/Forbidden.tsx'));

/** Survey tools: slim header, full-height work area, no footer; only with the survey permission (its policy). */
export default function SurveyLayout() {
  const { user } = useSession();
  const allowed = mayCall(SURVEY_ROUTES.sceneDetail, user);
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
        {allowed ? (
          <Outlet />
        ) : (
          <Suspense>
            <Forbidden title={POLICY_MESSAGES.survey} />
          </Suspense>
        )}
      </main>
    </>
  );
}
