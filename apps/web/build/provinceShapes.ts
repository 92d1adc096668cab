// The cockpit's province shapes, shipped with the product (docs/dashboard.md): the province files of echarts@4.9's
// map/json (Apache-2.0, installed as the dev dependency `echarts-provinces`), decoded at build time from their
// compact UTF-8 encoding into plain GeoJSON (echarts 5+ reads only plain GeoJSON). `virtual:province-shapes`
// exports one loader per province division code; each province is its own chunk, fetched from this site only when
// the cockpit shows it. Nothing is fetched from elsewhere at run time.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** echarts@4.9's file of each province, by its division code's first two digits. */
export const PROVINCE_FILES: Record<string, string> = {
  '11': 'beijing',
  '12': 'tianjin',
  '13': 'hebei',
  '14': 'shanxi',
  '15': 'neimenggu',
  '21': 'liaoning',
  '22': 'jilin',
  '23': 'heilongjiang',
  '31': 'shanghai',
  '32': 'jiangsu',
  '33': 'zhejiang',
  '34': 'anhui',
  '35': 'fujian',
  '36': 'jiangxi',
  '37': 'shandong',
  '41': 'henan',
  '42': 'hubei',
  '43': 'hunan',
  '44': 'guangdong',
  '45': 'guangxi',
  '46': 'hainan',
  '50': 'chongqing',
  '51': 'sichuan',
  '52': 'guizhou',
  '53': 'yunnan',
  '54': 'xizang',
  '61': 'shanxi1',
  '62': 'gansu',
  '63': 'qinghai',
  '64': 'ningxia',
  '65': 'xinjiang',
  '71': 'taiwan',
  '81': 'xianggang',
  '82': 'aomen',
};

type Ring = string | number[][];
interface EncodedGeometry {
  type: 'Polygon' | 'MultiPolygon';
  coordinates: Ring[] | Ring[][];
  encodeOffsets?: number[][] | number[][][];
}
interface EncodedCollection {
  UTF8Encoding?: boolean;
  UTF8Scale?: number;
  features: { id?: string; properties: Record<string, unknown>; geometry: EncodedGeometry }[];
}

/** echarts 4's decodePolygon: zig-zag, delta-coded character pairs into [longitude, latitude] points. */
function decodeRing(encoded: string, offsets: number[], scale: number): number[][] {
  const points: number[][] = [];
  let [prevX = 0, prevY = 0] = offsets;
  for (let i = 0; i < encoded.length; i += 2) {
    let x = encoded.charCodeAt(i) - 64;
    let y = encoded.charCodeAt(i + 1) - 64;
    x = (x >> 1) ^ -(x & 1);
    y = (y >> 1) ^ -(y & 1);
    x += prevX;
    y += prevY;
    prevX = x;
    prevY = y;
    points.push([x / scale, y / scale]);
  }
  return points;
}

/** A province file as plain GeoJSON, each feature's division code kept in properties.code. */
export function decodeProvince(json: EncodedCollection) {
  const scale = json.UTF8Scale ?? 1024;
  const features = json.features.map((f) => {
    const g = f.geometry;
    let coordinates: unknown = g.coordinates;
    if (json.UTF8Encoding) {
      coordinates =
        g.type === 'Polygon'
          ? (g.coordinates as Ring[]).map((ring, i) =>
              decodeRing(ring as string, (g.encodeOffsets as number[][])[i] ?? [0, 0], scale),
            )
          : (g.coordinates as Ring[][]).map((polygon, i) =>
              polygon.map((ring, j) =>
                decodeRing(ring as string, (g.encodeOffsets as number[][][])[i]?.[j] ?? [0, 0], scale),
              ),
            );
    }
    return {
      type: 'Feature' as const,
      properties: { ...f.properties, code: f.id ?? '' },
      geometry: { type: g.type, coordinates },
    };
  });
  return { type: 'FeatureCollection' as const, features };
}

const INDEX = 'virtual:province-shapes';
const ONE = 'virtual:province-shape/';

export function provinceShapesPlugin(): Plugin {
  const require = createRequire(import.meta.url);
  const dir = () => join(dirname(require.resolve('echarts-provinces/package.json')), 'map', 'json', 'province');
  return {
    name: 'etp-province-shapes',
    resolveId(id) {
      if (id === INDEX || id.startsWith(ONE)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${INDEX}`) {
        const loaders = Object.keys(PROVINCE_FILES)
          .map((two) => `  '${two}0000': () => import('${ONE}${two}'),`)
          .join('\n');
        return `export const provinceShapes = {\n${loaders}\n};\n`;
      }
      if (id.startsWith(`\0${ONE}`)) {
        const file = PROVINCE_FILES[id.slice(ONE.length + 1)];
        if (!file) throw new Error(`no province shapes for ${id}`);
        const json = JSON.parse(readFileSync(join(dir(), `${file}.json`), 'utf8')) as EncodedCollection;
        return `export default ${JSON.stringify(decodeProvince(json))};\n`;
      }
      return null;
    },
  };
}
