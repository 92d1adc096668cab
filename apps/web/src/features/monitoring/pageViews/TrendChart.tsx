// The daily views and visitors as two lines (ECharts, only the parts it uses). Loaded lazily by the page-views view,
// so the chart library weighs on no other screen; the same figures are in the view's tables.
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';

echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

interface Props {
  days: string[];
  totals: { views: number; visitors: number }[];
}

export default function TrendChart({ days, totals }: Props) {
  const { t } = useTranslation('monitoring');
  const box = useRef<HTMLDivElement>(null);
  const views = t('pageViews.views');
  const visitors = t('pageViews.visitors');
  useEffect(() => {
    if (!box.current) return;
    const chart = echarts.init(box.current);
    chart.setOption({
      animation: false,
      grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
      legend: { top: 0 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: days.map((day) => day.slice(5)), boundaryGap: false },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { type: 'line', name: views, data: totals.map((d) => d.views), smooth: true, itemStyle: { color: '#1677ff' } },
        {
          type: 'line',
          name: visitors,
          data: totals.map((d) => d.visitors),
          smooth: true,
          itemStyle: { color: '#52c41a' },
        },
      ],
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [days, totals, views, visitors]);
  // The figures are in the tables beside it; the picture is decoration for screen readers.
  return <div ref={box} aria-hidden="true" style={{ width: '100%', height: 260 }} data-testid="page-views-chart" />;
}
