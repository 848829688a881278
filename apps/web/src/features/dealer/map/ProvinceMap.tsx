/**
 * The boards' map (issue 60): the same offline map of China as the dealer map (china.geojson with the 南海诸岛 inset,
 * registered by DealerMap.tsx), each province shaded by a figure; a click on a province hands back its full name as
 * the figures named it (浙江省). Its own lazy chunk; nothing is fetched. The container's data-centres holds each
 * shaded province's pixel centre (for the keyboard-less and for the e2e journey that clicks the canvas).
 */
import { MapChart } from 'echarts/charts';
import { TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { mapProvinceName } from './DealerMap.tsx';

echarts.use([MapChart, TooltipComponent, VisualMapComponent, CanvasRenderer]);

interface ProvinceValue {
  /** The province as the figures name it (浙江省). */
  key: string;
  value: number;
  label: string;
}

export interface ProvinceMapProps {
  values: readonly ProvinceValue[];
  selected: string | null;
  onPick(key: string): void;
  height?: number;
}

export default function ProvinceMap({ values, selected, onPick, height = 360 }: ProvinceMapProps) {
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
      const key = (p.data as { key?: string } | undefined)?.key;
      if (key) pick.current(key);
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
    const data = values
      .map((v) => ({ name: mapProvinceName(v.key), value: v.value, key: v.key, label: v.label }))
      .filter((d): d is { name: string; value: number; key: string; label: string } => d.name !== null);
    const max = Math.max(1, ...data.map((d) => d.value));
    c.setOption(
      {
        tooltip: {
          trigger: 'item',
          formatter: (p: { name: string; data?: { key: string; label: string } }) =>
            p.data ? `${p.data.key}<br/>${p.data.label}` : `${p.name}<br/>无销售`,
        },
        visualMap: {
          min: 0,
          max,
          left: 8,
          bottom: 8,
          calculable: false,
          itemHeight: 80,
          text: ['高', '低'],
          inRange: { color: ['#fde3e1', '#d7000f'] },
        },
        series: [
          {
            type: 'map',
            map: 'china',
            roam: false,
            layoutCenter: ['50%', '55%'],
            layoutSize: '105%',
            selectedMode: false,
            label: { show: false },
            itemStyle: { areaColor: '#f3f5f8', borderColor: '#b8c2d1' },
            emphasis: { label: { show: true }, itemStyle: { areaColor: '#ffb3ab' } },
            data: data.map((d) => ({
              ...d,
              itemStyle: d.key === selected ? { borderColor: '#1f1f1f', borderWidth: 2 } : undefined,
            })),
          },
        ],
      },
      { notMerge: false, replaceMerge: ['series'] },
    );
    if (el.current) {
      const centres: Record<string, [number, number]> = {};
      for (const d of data) {
        const px = c.convertToPixel({ seriesIndex: 0 }, d.name) as unknown;
        if (Array.isArray(px)) centres[d.key] = [Math.round(px[0] as number), Math.round(px[1] as number)];
      }
      el.current.dataset['centres'] = JSON.stringify(centres);
    }
  }, [values, selected]);

  return <div ref={el} className="province-map" style={{ height }} role="img" aria-label="各省销售地图" />;
}
