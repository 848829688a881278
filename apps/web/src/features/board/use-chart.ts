/**
 * One ECharts chart drawn into a div: made on mount and whenever `deps` change, resized with the window, disposed on
 * unmount — the lifecycle the board's charts share (each registers its own chart kinds with `echarts.use`).
 */
import * as echarts from 'echarts/core';
import { useEffect, useRef, type DependencyList } from 'react';

export function useChart(draw: (chart: echarts.ECharts, el: HTMLDivElement) => void, deps: DependencyList) {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!el.current) return;
    const chart = echarts.init(el.current, undefined, { renderer: 'canvas' });
    draw(chart, el.current);
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps are the chart's inputs
  }, deps);
  return el;
}
