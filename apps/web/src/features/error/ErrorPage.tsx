import { Button } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { clearTokens } from '../../api/tokens.ts';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { Logo } from '../../components/Logo.tsx';
import { sessionStore } from '../../session/store.ts';
import { Countdown404 } from './Countdown404.tsx';
import { StatusIllustration } from './StatusIllustration.tsx';
import './error.css';

function NetworkError() {
  const navigate = useNavigate();
  const goHome = () => {
    sessionStore.clear();
    clearTokens();
    navigate('/home', { replace: true });
  };
  return (
    <div className="status-view">
      <StatusIllustration kind="network" />
      <p className="status-text">网络异常，您可以刷新重试或返回首页</p>
      <div className="status-actions">
        <Button size="large" onClick={() => window.location.reload()}>
          刷新
        </Button>
        <Button size="large" type="primary" onClick={goHome}>
          返回首页
        </Button>
      </div>
    </div>
  );
}

/** /error?status=404 shows the countdown; any other status the network-error view (part 1 §4). */
export default function ErrorPage() {
  const [params] = useSearchParams();
  const notFound = params.get('status') === '404';
  return (
    <div className="status-page">
      <header className="status-page-header">
        <div className="container">
          <Logo />
        </div>
      </header>
      <main className="container">
        <ErrorBoundary>{notFound ? <Countdown404 /> : <NetworkError />}</ErrorBoundary>
      </main>
    </div>
  );
}
