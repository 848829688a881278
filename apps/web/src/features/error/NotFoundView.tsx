import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { Logo } from '../../components/Logo.tsx';
import { Countdown404 } from './Countdown404.tsx';
import './error.css';

/** Unmatched routes (the 404 layout): logo header and the countdown back home. */
export function NotFoundView() {
  return (
    <div className="status-page">
      <header className="status-page-header">
        <div className="container">
          <Logo />
        </div>
      </header>
      <main className="container">
        <ErrorBoundary>
          <Countdown404 />
        </ErrorBoundary>
      </main>
    </div>
  );
}
