/**
 * The board's sales-over-time chart: ECharts (core, line chart, canvas), in its own lazy chunk so only the board
 * routes load it. This period's net sales per day against the last period's, day by day. Offline: no theme or map
 * is fetched.
 */
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useChart } from './use-chart.ts';

echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export interface SalesChartProps {
  days: string[];
  current: number[];
  previous: number[];
}

export default function SalesChart({ days, current, previous }: SalesChartProps) {
  const el = useChart(
    (c) => {
      c.setOption({
        // drawn at once: a period's switch redraws the chart, and a half-drawn line misleads
        animation: false,
        tooltip: { trigger: 'axis' },
        legend: { data: ['本期', '上期'], top: 0 },
        grid: { left: 8, right: 8, top: 32, bottom: 8, containLabel: true },
        xAxis: { type: 'category', data: days.map((d) => d.slice(5)) },
        yAxis: { type: 'value', name: '元' },
        series: [
          {
            name: '本期',
            type: 'line',
            data: current.map((f) => f / 100),
            smooth: true,
            itemStyle: { color: '#d7000f' },
          },
          {
            name: '上期',
            type: 'line',
            data: previous.map((f) => f / 100),
            smooth: true,
            itemStyle: { color: '#9aa5b5' },
          },
        ],
      });
    },
    [days, current, previous],
  );
  return <div ref={el} style={{ height: 260, width: '100%' }} role="img" aria-label="销售趋势图" />;
}
