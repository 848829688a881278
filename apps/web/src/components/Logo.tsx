import { useLocation, useNavigate } from 'react-router';
import { portalConfig } from '../config.ts';
import './logo.css';

/** Brand mark and name. On /home it reloads the page, elsewhere it goes to /home. */
export function Logo({ subtitle, light }: { subtitle?: string; light?: boolean }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const brand = portalConfig().brandName;
  const onClick = (e: React.MouseEvent) => {
    e.preventDefault();
    if (pathname === '/home' || pathname === '/') window.location.reload();
    else navigate('/home');
  };
  return (
    <a href="/home" className={`logo${light ? ' logo-light' : ''}`} onClick={onClick} aria-label={`${brand}首页`}>
      <svg width="38" height="38" viewBox="0 0 64 64" aria-hidden="true">
        <path d="M32 4 56 13v17c0 15-10 25-24 30C18 55 8 45 8 30V13z" fill="#d7000f" />
        <path d="M32 12 49 18.5V30c0 10.5-7 18-17 22-10-4-17-11.5-17-22V18.5z" fill="#fff" />
        <circle cx="32" cy="30" r="10" fill="#d7000f" />
        <circle cx="32" cy="30" r="4" fill="#fff" />
        <circle cx="35" cy="27" r="1.6" fill="#d7000f" />
      </svg>
      <span className="logo-text">
        <strong>{brand}</strong>
        {subtitle ? <em>{subtitle}</em> : <em>安防产品一站式采购平台</em>}
      </span>
    </a>
  );
}
