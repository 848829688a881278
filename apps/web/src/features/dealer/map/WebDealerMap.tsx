/**
 * The dealer map on the web-map service (AMap JS API 2.0), chosen when the server has a map key. Same props as
 * the offline map; when the service cannot be reached it says so and shows the offline map instead.
 */
import { Alert } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { portalConfig } from '../../../config.ts';
import type { DealerMapProps } from './DealerMap.tsx';
import { loadWebMap, WEB_MAP_ZOOM, type WebMapInstance, type WebMapMarker } from './web-map.ts';

const OfflineMap = lazy(() => import('./DealerMap.tsx'));
const CHINA_CENTRE: [number, number] = [104.2, 35.9];

export default function WebDealerMap(props: DealerMapProps) {
  const { dealers, focus, onPick, height = 360 } = props;
  const el = useRef<HTMLDivElement>(null);
  const map = useRef<WebMapInstance | null>(null);
  const markers = useRef<WebMapMarker[]>([]);
  const pick = useRef(onPick);
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);

  useEffect(() => {
    let cancelled = false;
    loadWebMap(portalConfig().mapKey)
      .then((AMap) => {
        if (cancelled || !el.current) return;
        map.current = new AMap.Map(el.current, { zoom: 4, center: CHINA_CENTRE });
        setReady(true);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      map.current?.destroy();
      map.current = null;
    };
  }, []);

  useEffect(() => {
    const AMap = window.AMap;
    const m = map.current;
    if (!ready || !AMap || !m) return;
    m.remove(markers.current);
    markers.current = dealers
      .filter((d) => d.longitude !== null && d.latitude !== null)
      .map((d) => {
        const marker = new AMap.Marker({ position: [d.longitude!, d.latitude!], title: d.enterpriseName });
        marker.on('click', () => pick.current(d.merchantNo));
        return marker;
      });
    m.add(markers.current);
    const pts = (focus?.dealers ?? []).filter((d) => d.longitude !== null && d.latitude !== null);
    if (pts.length) {
      m.setCenter([
        pts.reduce((s, d) => s + d.longitude!, 0) / pts.length,
        pts.reduce((s, d) => s + d.latitude!, 0) / pts.length,
      ]);
      m.setZoom(WEB_MAP_ZOOM);
    }
  }, [ready, dealers, focus]);

  if (failed) {
    return (
      <>
        <Alert type="warning" showIcon title="在线地图加载失败，已切换为离线地图" style={{ marginBottom: 8 }} />
        <Suspense fallback={<div style={{ height }} />}>
          <OfflineMap {...props} />
        </Suspense>
      </>
    );
  }
  return <div ref={el} className="dealer-map" style={{ height }} role="img" aria-label="经销商分布地图" />;
}
