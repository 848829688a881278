/**
 * The offline dealer map: ECharts with the map of China from local GeoJSON, 南海诸岛 inset included (china-map.ts)
 * and one marker per dealer at its coordinates. No tiles, no key, no network. Its own lazy chunk.
 */
import type { Dealer } from '@portal/domain';
import { MapChart, ScatterChart } from 'echarts/charts';
import { GeoComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { chinaMap, type MapCollection } from './china-map.ts';
import chinaGeoText from './china.geojson?raw';
import southChinaSeaText from './south-china-sea.geojson?raw';

const chinaGeo = chinaMap(JSON.parse(chinaGeoText) as MapCollection, JSON.parse(southChinaSeaText) as MapCollection);
const FEATURES = chinaGeo.features;

echarts.use([MapChart, ScatterChart, GeoComponent, TooltipComponent, CanvasRenderer]);
if (!echarts.getMap('china')) echarts.registerMap('china', chinaGeo as never);

/** The map's short province name (浙江) for a full one (浙江省, 广西壮族自治区). */
export function mapProvinceName(provinceName: string | null | undefined): string | null {
  if (!provinceName) return null;
  return FEATURES.find((f) => provinceName.startsWith(f.properties.name))?.properties.name ?? null;
}

export interface MapFocus {
  provinceName: string;
  /** Centre on these dealers when there are any, else on the province's capital. */
  dealers: readonly Dealer[];
}

function focusView(focus: MapFocus | null): { center?: [number, number]; zoom: number } {
  if (!focus) return { zoom: 1.2 };
  const pts = focus.dealers.filter((d) => d.longitude !== null && d.latitude !== null);
  if (pts.length > 0) {
    const lng = pts.reduce((s, d) => s + d.longitude!, 0) / pts.length;
    const lat = pts.reduce((s, d) => s + d.latitude!, 0) / pts.length;
    return { center: [lng, lat], zoom: 5 };
  }
  const short = mapProvinceName(focus.provinceName);
  const cp = FEATURES.find((f) => f.properties.name === short)?.properties.cp;
  return cp ? { center: cp, zoom: 4 } : { zoom: 1.2 };
}

export interface DealerMapProps {
  dealers: readonly Dealer[];
  selected: string | null;
  focus: MapFocus | null;
  onPick(merchantNo: string): void;
  height?: number;
}

export default function DealerMap({ dealers, selected, focus, onPick, height = 360 }: DealerMapProps) {
  const el = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);

  useEffect(() => {
    if (!el.current) return;
    const c = echarts.init(el.current, undefined, { renderer: 'canvas' });
    chart.current = c;
    c.on('click', (p) => {
      const data = p.data as { merchantNo?: string } | undefined;
      if (p.seriesType === 'scatter' && data?.merchantNo) pick.current(data.merchantNo);
    });
    const resize = () => c.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      c.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const c = chart.current;
    if (!c) return;
    const view = focusView(focus);
    const highlight = mapProvinceName(focus?.provinceName);
    c.setOption(
      {
        tooltip: {
          trigger: 'item',
          formatter: (p: { seriesType?: string; data?: { name?: string; phone?: string | null } }) =>
            p.seriesType === 'scatter' && p.data ? `${p.data.name}<br/>${p.data.phone ?? ''}` : '',
        },
        geo: {
          map: 'china',
          roam: true,
          ...view,
          scaleLimit: { min: 1, max: 40 },
          itemStyle: { areaColor: '#f3f5f8', borderColor: '#b8c2d1' },
          emphasis: { itemStyle: { areaColor: '#ffe8e6' }, label: { show: false } },
          regions: highlight ? [{ name: highlight, itemStyle: { areaColor: '#fff1f0', borderColor: '#d7000f' } }] : [],
          label: { show: false },
        },
        series: [
          {
            type: 'scatter',
            coordinateSystem: 'geo',
            symbolSize: (_v: unknown, p: { data?: { merchantNo?: string } }) =>
              p.data?.merchantNo === selected ? 18 : 11,
            data: dealers
              .filter((d) => d.longitude !== null && d.latitude !== null)
              .map((d) => ({
                name: d.enterpriseName,
                phone: d.contactPhone,
                merchantNo: d.merchantNo,
                value: [d.longitude, d.latitude],
                itemStyle: {
                  color: d.merchantNo === selected ? '#d7000f' : '#1f6fd1',
                  borderColor: '#fff',
                  borderWidth: 1.5,
                },
              })),
            emphasis: { scale: 1.4 },
          },
        ],
      },
      { notMerge: false, replaceMerge: ['series'] },
    );
  }, [dealers, selected, focus]);

  return <div ref={el} className="dealer-map" style={{ height }} role="img" aria-label="经销商分布地图" />;
}
