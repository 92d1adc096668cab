// One chart: loads ECharts on first use (charts/setup.ts, its own chunk), follows its box's size, and re-draws when
// the option changes. `map` registers shapes (GeoJSON) under a name before the option uses them.
import type { EChartsCoreOption } from 'echarts/core';
import { type CSSProperties, useEffect, useRef } from 'react';

type Charts = typeof import('./setup');
let loading: Promise<Charts> | null = null;
export const loadCharts = () => {
  loading ??= import('./setup');
  return loading;
};

interface Props {
  option: EChartsCoreOption;
  style?: CSSProperties;
  map?: { name: string; geojson: object };
  theme?: 'dark';
  testId?: string;
}

export function EChart({ option, style, map, theme, testId }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<Charts['echarts']['init']> | null>(null);
  // The chart is made once per map and theme with the option of that moment; later options go through setOption.
  const latest = useRef(option);
  latest.current = option;
  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | null = null;
    loadCharts().then(({ echarts }) => {
      if (disposed || !box.current) return;
      if (map) echarts.registerMap(map.name, map.geojson as never);
      const made = echarts.init(box.current, theme);
      made.setOption(latest.current);
      chart.current = made;
      observer = new ResizeObserver(() => made.resize());
      observer.observe(box.current);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, [map, theme]);
  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);
  // The figures are in the page's text beside it; the picture is decoration for screen readers.
  return <div ref={box} aria-hidden="true" style={{ width: '100%', height: 280, ...style }} data-testid={testId} />;
}
