/**
 * The managed promotion placements on /home (part 1 §9): the carousel (location 1) — the provider's live pictures,
 * each linking inside the portal, auto-advancing every 5 s — and the three banners (25 left, 26 mid, 27 right).
 * When staff have put nothing live in the carousel, the home page's own slides show instead.
 */
import { PLACEMENT_LOCATION, type Placement } from '@portal/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { usePlacements } from './queries.ts';
import './promotion.css';

export function PlacementCarousel({ fallback }: { fallback: ReactNode }) {
  const q = usePlacements(PLACEMENT_LOCATION.carousel);
  const slides = q.data ?? [];
  const [i, setI] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || slides.length < 2) return;
    const id = setInterval(() => setI((n) => (n + 1) % slides.length), 5000);
    return () => clearInterval(id);
  }, [paused, slides.length]);
  if (!slides.length) return <>{fallback}</>;
  return (
    <div
      className="hero"
      data-testid="placement-carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      {slides.map((s, k) => (
        <Link
          key={s.id}
          to={s.linkUrl}
          className={`hero-slide placement-slide${k === i % slides.length ? ' on' : ''}`}
          aria-hidden={k !== i % slides.length}
          tabIndex={k === i % slides.length ? 0 : -1}
          title={s.title}
        >
          <img src={s.picUrl} alt={s.title} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        </Link>
      ))}
      <div className="hero-dots" role="tablist">
        {slides.map((s, k) => (
          <button
            key={s.id}
            type="button"
            role="tab"
            aria-selected={k === i % slides.length}
            aria-label={s.title}
            className={k === i % slides.length ? 'on' : ''}
            onClick={() => setI(k)}
          />
        ))}
      </div>
    </div>
  );
}

function Banner({ location }: { location: number }) {
  const q = usePlacements(location);
  const b: Placement | undefined = q.data?.[0];
  if (!b) return null;
  return (
    <Link to={b.linkUrl} className="home-banner" data-testid={`placement-banner-${location}`} title={b.title}>
      <img src={b.picUrl} alt={b.title} style={{ width: '100%', height: 120, objectFit: 'cover', borderRadius: 6 }} />
    </Link>
  );
}

/** The banners 25, 26, 27 in one row (each only when staff have one live). */
export function PlacementBanners() {
  return (
    <div
      className="container"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 16, marginTop: 16 }}
    >
      <Banner location={PLACEMENT_LOCATION.bannerLeft} />
      <Banner location={PLACEMENT_LOCATION.bannerMid} />
      <Banner location={PLACEMENT_LOCATION.bannerRight} />
    </div>
  );
}
