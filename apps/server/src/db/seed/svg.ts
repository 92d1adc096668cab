// Small generated SVG images (logos, avatars, QR-style codes) as data URIs, so demo data never shows a broken image.

function dataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A rounded square badge with up to four characters of the name, e.g. a site's short name. */
export function logoSvg(label: string, color = '#1677ff'): string {
  const text = escapeXml([...label].slice(0, 4).join(''));
  const size = text.length > 2 ? 22 : 30;
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
      `<rect width="96" height="96" rx="20" fill="${color}"/>` +
      `<circle cx="78" cy="18" r="8" fill="#fff" fill-opacity=".35"/>` +
      `<text x="48" y="48" dy=".35em" font-family="sans-serif" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle">${text}</text>` +
      `</svg>`,
  );
}

/** A round avatar with the person's surname. */
export function avatarSvg(name: string, color = '#13a8a8'): string {
  const text = escapeXml([...name][0] ?? '');
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 80 80">` +
      `<circle cx="40" cy="40" r="40" fill="${color}"/>` +
      `<text x="40" y="40" dy=".35em" font-family="sans-serif" font-size="34" fill="#fff" text-anchor="middle">${text}</text>` +
      `</svg>`,
  );
}

const QR_SIZE = 25;

/** A QR-looking pattern (finder squares plus cells derived from the seed text); decorative, not scannable. */
export function qrSvg(seed: string): string {
  let state = [...seed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16_777_619) >>> 0, 2_166_136_261);
  const nextBit = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state % 5 < 2;
  };
  const inFinder = (x: number, y: number) =>
    (x < 8 && y < 8) || (x >= QR_SIZE - 8 && y < 8) || (x < 8 && y >= QR_SIZE - 8);
  let cells = '';
  for (let y = 0; y < QR_SIZE; y++) {
    for (let x = 0; x < QR_SIZE; x++) {
      if (!inFinder(x, y) && nextBit()) cells += `M${x} ${y}h1v1h-1z`;
    }
  }
  const finder = (x: number, y: number) => `M${x} ${y}h7v7h-7zM${x + 1} ${y + 1}v5h5v-5zM${x + 2} ${y + 2}h3v3h-3z`;
  const finders = finder(0, 0) + finder(QR_SIZE - 7, 0) + finder(0, QR_SIZE - 7);
  const box = QR_SIZE + 4;
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="-2 -2 ${box} ${box}" shape-rendering="crispEdges">` +
      `<rect x="-2" y="-2" width="${box}" height="${box}" fill="#fff"/>` +
      `<path fill="#000" fill-rule="evenodd" d="${finders}${cells}"/>` +
      `</svg>`,
  );
}

/** Splits text into lines of at most `width` characters (Chinese text has no spaces to break at). */
function lines(text: string, width: number, max: number): string[] {
  const chars = [...text];
  const out: string[] = [];
  for (let i = 0; i < chars.length && out.length < max; i += width) out.push(chars.slice(i, i + width).join(''));
  if (chars.length > width * max) out[max - 1] = `${[...(out[max - 1] ?? '')].slice(0, width - 1).join('')}…`;
  return out;
}

/**
 * A picture for an article or slide: a gradient with soft shapes, a tag and the title. `width` x `height`
 * (640 x 360 covers, 1200 x 370 carousel slides).
 */
export function coverSvg(
  title: string,
  tag: string,
  colors: [string, string],
  size: { width: number; height: number } = { width: 640, height: 360 },
): string {
  const { width: w, height: h } = size;
  const titleSize = Math.round(h / 9);
  const perLine = Math.max(6, Math.floor((w * 0.8) / titleSize));
  const titleLines = lines(title, perLine, 2);
  const top = h / 2 - ((titleLines.length - 1) * titleSize * 1.3) / 2;
  const text = titleLines
    .map(
      (line, i) =>
        `<text x="${w * 0.08}" y="${top + i * titleSize * 1.3}" dy=".35em" font-family="sans-serif" font-size="${titleSize}" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>` +
      `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
      `<circle cx="${w * 0.86}" cy="${h * 0.2}" r="${h * 0.42}" fill="#fff" fill-opacity=".08"/>` +
      `<circle cx="${w * 0.95}" cy="${h * 0.9}" r="${h * 0.3}" fill="#fff" fill-opacity=".1"/>` +
      `<rect x="${w * 0.08}" y="${h * 0.12}" width="${[...tag].length * titleSize * 0.55 + 24}" height="${titleSize * 0.9}" rx="${titleSize * 0.45}" fill="#fff" fill-opacity=".22"/>` +
      `<text x="${w * 0.08 + 12}" y="${h * 0.12 + titleSize * 0.45}" dy=".35em" font-family="sans-serif" font-size="${Math.round(titleSize * 0.5)}" fill="#fff">${escapeXml(tag)}</text>` +
      text +
      `</svg>`,
  );
}
