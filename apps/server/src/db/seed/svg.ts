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
