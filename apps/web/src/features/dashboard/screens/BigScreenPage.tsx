// /bigScreen (数据驾驶舱): a 1920 x 1080 dark stage scaled to the window (letterboxed, no scroll bars), readable from
// across a room: live counters pushed by Server-Sent Events, the province map with per-city figures (the shapes
// shipped with the product, or the administrator's upload), rankings and the last 30 days.

import { provinceShapes } from 'virtual:province-shapes';
import type { BigScreen, CityFigure, RankRow, TrendPoint } from '@etp/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBigScreen } from '@/api/dashboard/getBigScreen';
import { useLiveCounters } from '@/api/dashboard/liveCounters';
import { useUploadedMap } from '@/api/dashboard/provinceMap';
import { EChart } from '../charts/EChart';
import '../i18n';
import styles from '../bigScreen.module.css';

const W = 1920;
const H = 1080;

/** The stage's scale and offsets to fit the window, letterboxed. */
function measure() {
  const scale = Math.min(window.innerWidth / W, window.innerHeight / H);
  return { scale, left: (window.innerWidth - W * scale) / 2, top: (window.innerHeight - H * scale) / 2 };
}

function useFit() {
  const [fit, setFit] = useState(measure);
  useEffect(() => {
    const on = () => setFit(measure());
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  return fit;
}

interface Feature {
  properties: { name?: string; code?: string };
}

function useShapes(code: string | undefined) {
  const uploaded = useUploadedMap(code !== undefined);
  const [shipped, setShipped] = useState<object | null>(null);
  useEffect(() => {
    if (!code) return;
    const load = provinceShapes[code];
    if (load) load().then((m) => setShipped(m.default));
  }, [code]);
  if (uploaded.isLoading) return null;
  return (uploaded.data?.geojson as object | undefined) ?? shipped;
}

function mapOption(geojson: object, name: string, cities: CityFigure[], label: string) {
  const features = (geojson as { features: Feature[] }).features;
  const byCode = new Map(cities.map((c) => [c.code, c]));
  const byName = new Map(cities.map((c) => [c.name, c]));
  const data = features.map((f) => {
    const city = byCode.get(f.properties.code ?? '') ?? byName.get(f.properties.name ?? '');
    return { name: f.properties.name ?? '', value: city?.enrolled ?? 0, city };
  });
  const max = Math.max(1, ...data.map((d) => d.value));
  return {
    animation: false,
    backgroundColor: 'transparent',
    tooltip: { trigger: 'item', textStyle: { fontSize: 22 } },
    visualMap: {
      min: 0,
      max,
      left: 20,
      bottom: 20,
      calculable: false,
      text: [String(max), '0'],
      textStyle: { color: '#cfe3ff', fontSize: 18 },
      inRange: { color: ['#0b2a4a', '#1668dc', '#3dd6ff'] },
    },
    series: [
      {
        type: 'map',
        map: name,
        name: label,
        roam: false,
        label: {
          show: true,
          color: '#fff',
          fontSize: 16,
          formatter: (p: { name: string; value: number }) => `${p.name}\n${Number.isNaN(p.value) ? 0 : p.value}`,
        },
        itemStyle: { borderColor: '#7fc4ff', borderWidth: 1 },
        emphasis: { label: { color: '#fff' }, itemStyle: { areaColor: '#f5a623' } },
        data,
      },
    ],
  };
}

function trendOption(points: TrendPoint[], t: (k: string) => string) {
  return {
    animation: false,
    backgroundColor: 'transparent',
    grid: { left: 16, right: 16, top: 48, bottom: 8, containLabel: true },
    legend: { top: 0, textStyle: { color: '#cfe3ff', fontSize: 18 } },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: points.map((p) => p.at.slice(5)), axisLabel: { color: '#9fb8d8', fontSize: 14 } },
    yAxis: [
      { type: 'value', axisLabel: { color: '#9fb8d8', fontSize: 14 }, splitLine: { lineStyle: { color: '#1d3557' } } },
      { type: 'value', minInterval: 1, axisLabel: { color: '#9fb8d8', fontSize: 14 }, splitLine: { show: false } },
    ],
    series: [
      {
        type: 'line',
        name: t('series.hours'),
        data: points.map((p) => p.hours),
        smooth: true,
        areaStyle: { opacity: 0.2 },
      },
      { type: 'bar', name: t('series.enrolled'), yAxisIndex: 1, data: points.map((p) => p.enrolled) },
      { type: 'bar', name: t('series.certified'), yAxisIndex: 1, data: points.map((p) => p.certified) },
    ],
  };
}

function Ranking({ title, rows, testId }: { title: string; rows: RankRow[]; testId: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <section className={styles.panel} data-testid={testId}>
      <h2>{title}</h2>
      {rows.length ? (
        <ol className={styles.rank}>
          {rows.slice(0, 8).map((r, i) => (
            <li key={r.code}>
              <span className={styles.rankNo}>{i + 1}</span>
              <span className={styles.rankName}>{r.name}</span>
              <span className={styles.rankValue}>
                {r.hours} {t('unit.hours')}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.empty}>{t('noData')}</p>
      )}
    </section>
  );
}

function Counter({ label, value, testId }: { label: string; value: number | undefined; testId: string }) {
  return (
    <div className={styles.counter} data-testid={testId}>
      <div className={styles.counterValue}>{value === undefined ? '—' : value.toLocaleString()}</div>
      <div className={styles.counterLabel}>{label}</div>
    </div>
  );
}

function Stage({ data }: { data: BigScreen | undefined }) {
  const { t } = useTranslation('dashboard');
  const counters = useLiveCounters(data?.counters);
  const shapes = useShapes(data?.province.code);
  const mapName = `province-${data?.province.code ?? ''}`;
  const map = useMemo(() => (shapes ? { name: mapName, geojson: shapes } : undefined), [shapes, mapName]);
  const mapChart = useMemo(
    () => (shapes && data ? mapOption(shapes, mapName, data.cities, t('cockpit.enrolled')) : null),
    [shapes, data, mapName, t],
  );
  const trend = useMemo(() => (data ? trendOption(data.trends, t) : null), [data, t]);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <>
      <header className={styles.title}>
        <h1>{t('cockpit.title', { province: data?.province.name ?? '' })}</h1>
        <time>{now.toLocaleString()}</time>
      </header>
      <div className={styles.left}>
        <section className={styles.panel}>
          <Counter label={t('cockpit.studyingNow')} value={counters?.studying_now} testId="live-studying" />
          <Counter label={t('cockpit.hoursToday')} value={counters?.hours_today} testId="live-hours" />
          <Counter
            label={t('cockpit.certificatesToday')}
            value={counters?.certificates_today}
            testId="live-certificates"
          />
        </section>
        <section className={styles.panel}>
          <h2>{t('cockpit.cities')}</h2>
          <table className={styles.cities} data-testid="cockpit-cities">
            <thead>
              <tr>
                <th>{t('cockpit.city')}</th>
                <th>{t('cockpit.enrolled')}</th>
                <th>{t('cockpit.certified')}</th>
                <th>{t('cockpit.hours')}</th>
              </tr>
            </thead>
            <tbody>
              {(data?.cities ?? []).slice(0, 10).map((c) => (
                <tr key={c.code}>
                  <td>{c.name}</td>
                  <td>{c.enrolled}</td>
                  <td>{c.certified}</td>
                  <td>{c.hours}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
      <div className={styles.center}>
        <div className={styles.totals}>
          <Counter label={t('cockpit.enrolled')} value={data?.totals.enrolled} testId="total-enrolled" />
          <Counter label={t('cockpit.certified')} value={data?.totals.certified} testId="total-certified" />
          <Counter label={t('cockpit.hours')} value={data?.totals.hours} testId="total-hours" />
        </div>
        <div className={styles.map}>
          {map && mapChart ? (
            <EChart
              option={mapChart}
              map={map}
              theme="dark"
              style={{ height: '100%', background: 'transparent' }}
              testId="cockpit-map"
            />
          ) : null}
        </div>
        <section className={styles.panel}>
          <h2>{t('dailyTrends')}</h2>
          {trend ? <EChart option={trend} theme="dark" style={{ height: 230 }} testId="cockpit-trends" /> : null}
        </section>
      </div>
      <div className={styles.right}>
        <Ranking title={t('rankAreas')} rows={data?.rankings.areas ?? []} testId="cockpit-rank-areas" />
        <Ranking
          title={t('rankInstitutions')}
          rows={data?.rankings.institutions ?? []}
          testId="cockpit-rank-institutions"
        />
      </div>
    </>
  );
}

export default function BigScreenPage() {
  const { data } = useBigScreen();
  const fit = useFit();
  useEffect(() => {
    const html = document.documentElement;
    const before = html.style.overflow;
    html.style.overflow = 'hidden';
    return () => {
      html.style.overflow = before;
    };
  }, []);
  return (
    <div className={styles.screen} data-testid="big-screen">
      <div
        className={styles.stage}
        style={{ width: W, height: H, transform: `translate(${fit.left}px, ${fit.top}px) scale(${fit.scale})` }}
      >
        <Stage data={data} />
      </div>
    </div>
  );
}
