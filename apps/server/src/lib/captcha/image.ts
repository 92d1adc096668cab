// Draws a captcha as an SVG data URI: each character from the stroke font (glyphs.ts), scaled, rotated and
// skewed on its own, the whole line bent by a wave, with crossing curves and dots as noise. Pure TypeScript, no
// native drawing library; the strokes are paths (no <text>), so the answer is not in the markup.
import { randomInt } from 'node:crypto';
import { CAPTCHA_ALPHABET, GLYPHS, type Point } from './glyphs.ts';

export const CAPTCHA_WIDTH = 160;
export const CAPTCHA_HEIGHT = 56;

/** Random characters of the captcha alphabet (crypto-random: the answer must not be guessable). */
export function captchaText(length: number): string {
  return Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

// The shapes only need to differ from one image to the next; Math.random is enough for them.
const between = (min: number, max: number) => min + Math.random() * (max - min);
const fixed = (n: number) => n.toFixed(1);
const polyline = (points: readonly Point[]) =>
  points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${fixed(x)} ${fixed(y)}`).join('');

/** The SVG markup of `text` (characters of CAPTCHA_ALPHABET). */
export function captchaSvg(text: string): string {
  const hue = randomInt(360);
  const cell = CAPTCHA_WIDTH / (text.length + 0.8);
  // One wave bends every character and the noise curves alike.
  const wave = { amplitude: between(2, 4), length: between(70, 130), phase: between(0, Math.PI * 2) };
  const bend = ([x, y]: Point): Point => [
    x + Math.sin(y / 9 + wave.phase) * 1.5,
    y + wave.amplitude * Math.sin((x / wave.length) * Math.PI * 2 + wave.phase),
  ];

  const characters = [...text].map((char, index) => {
    const glyph = GLYPHS[char];
    if (!glyph) throw new Error(`no glyph for ${char}`);
    const scale = between(2.7, 3.4);
    const angle = between(-0.35, 0.35);
    const skew = between(-0.25, 0.25);
    const centre: Point = [cell * (index + 0.9) + between(-3, 3), CAPTCHA_HEIGHT / 2 + between(-4, 4)];
    const place = ([gx, gy]: Point): Point => {
      const x = (gx - 3 + (gy - 5) * skew) * scale;
      const y = (gy - 5) * scale;
      return bend([
        centre[0] + x * Math.cos(angle) - y * Math.sin(angle),
        centre[1] + x * Math.sin(angle) + y * Math.cos(angle),
      ]);
    };
    const colour = `hsl(${(hue + randomInt(-60, 61) + 360) % 360},${randomInt(55, 80)}%,${randomInt(22, 36)}%)`;
    const d = glyph.map((stroke) => polyline(stroke.map(place))).join('');
    return `<path d="${d}" stroke="${colour}" stroke-width="${fixed(between(2.4, 3.2))}"/>`;
  });

  const curves = Array.from({ length: 3 }, (_, i) => {
    const y = () => between(8, CAPTCHA_HEIGHT - 8);
    const points: Point[] = [
      [0, y()],
      [between(30, 60), y()],
      [between(100, 130), y()],
      [CAPTCHA_WIDTH, y()],
    ];
    const [a, b, c, d] = points.map(bend);
    const colour = i === 0 ? `hsl(${hue},60%,30%)` : `hsl(${randomInt(360)},45%,${randomInt(45, 65)}%)`;
    const width = i === 0 ? 1.2 : between(1, 2);
    return `<path d="M${a?.map(fixed).join(' ')}C${[b, c, d].map((p) => p?.map(fixed).join(' ')).join(',')}" stroke="${colour}" stroke-width="${fixed(width)}"/>`;
  });
  const dots = Array.from(
    { length: 30 },
    () =>
      `<circle cx="${fixed(between(0, CAPTCHA_WIDTH))}" cy="${fixed(between(0, CAPTCHA_HEIGHT))}" r="${fixed(between(0.6, 1.6))}" fill="hsl(${randomInt(360)},40%,${randomInt(40, 70)}%)"/>`,
  );

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">` +
    `<rect width="100%" height="100%" fill="hsl(${hue},45%,95%)"/>` +
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round">${[...curves.slice(1), ...characters, curves[0]].join('')}</g>` +
    `${dots.join('')}</svg>`
  );
}

/** The captcha as an <img src> value. */
export const captchaImage = (text: string) =>
  `data:image/svg+xml;base64,${Buffer.from(captchaSvg(text)).toString('base64')}`;
