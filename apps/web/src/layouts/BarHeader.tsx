import type { ReactNode } from 'react';
import { Logo } from '../components/Logo.tsx';
import './layouts.css';

/** Logo, a section title and optional links on the right. */
export function BarHeader({ title, right }: { title?: string; right?: ReactNode }) {
  return (
    <header className="bar-header">
      <div className="container bar-header-inner">
        <Logo />
        {title ? <span className="bar-header-title">{title}</span> : null}
        {right ? <div className="bar-header-right">{right}</div> : null}
      </div>
    </header>
  );
}
