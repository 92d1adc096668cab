// Prints the face engine's decisions and distances on the photographs that installed packages ship (and Debian's
// facedetect and python3-skimage examples when present): the figures the engine README quotes. Run from apps/server:
//   node --import tsx scripts/face-distances.ts [--debian-root /]
// Same person: the face-api author (webcam screenshot, human's FaceID screenshot, the thumbnails human matched to
// him). Different people: everyone else, one crop per person cut from the group photos at full size.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { createFaceEngine, type FaceEngine, type FaceResult } from '../src/modules/face/engine/index.ts';

const { values } = parseArgs({ options: { 'debian-root': { type: 'string', default: '/' } } });
const THRESHOLD = 0.5;

function packageDir(name: string): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`${name} is not installed`);
  }
}
const FACE_API = join(packageDir('@vladmandic/face-api'), 'demo');
const HUMAN = join(packageDir('@vladmandic/human'), 'assets');
const DEBIAN = {
  hopper: join(values['debian-root'], 'usr/share/doc/facedetect/examples/grace_hopper_512x512.jpg'),
  iceBlock: join(values['debian-root'], 'usr/share/doc/facedetect/examples/640px-IceBlockNearJoekullsarlon.jpg'),
  astronaut: join(values['debian-root'], 'usr/lib/python3/dist-packages/skimage/data/astronaut.png'),
};

/** One person per crop of face-api's group photos (full size: left, top, width, height), no other face inside. */
const GROUP_CROPS: [string, number, number, number, number][] = [
  ['sample1', 272, 163, 461, 623],
  ['sample1', 689, 238, 485, 593],
  ['sample1', 1314, 7, 528, 626],
  ['sample2', 239, 0, 397, 593],
  ['sample2', 781, 33, 392, 606],
  ['sample2', 1292, 0, 503, 590],
  ['sample3', 426, 112, 518, 705],
  ['sample3', 899, 0, 572, 753],
  ['sample3', 1379, 68, 441, 727],
  ['sample4', 128, 0, 421, 627],
  ['sample4', 515, 0, 485, 517],
  ['sample4', 853, 0, 440, 589],
  ['sample4', 1161, 0, 377, 582],
  ['sample5', 239, 619, 448, 779],
  ['sample5', 515, 291, 332, 497],
  ['sample5', 686, 0, 359, 458],
  ['sample5', 986, 9, 412, 615],
  ['sample5', 1274, 173, 430, 705],
  ['sample6', 81, 235, 547, 756],
  ['sample6', 553, 75, 415, 798],
  ['sample6', 1030, 81, 489, 727],
  ['sample6', 1339, 56, 508, 710],
];

interface Capture {
  name: string;
  /** Who is in it: captures with the same person are compared as the same person. */
  person: string;
  image: () => Promise<Buffer>;
}

const file = (path: string) => async () => readFileSync(path);
const webcam = () => readFileSync(join(FACE_API, 'screenshot-webcam.png'));

function captures(): { man: Capture[]; degraded: Capture[]; thumbnails: Capture[]; others: Capture[] } {
  const man: Capture[] = [
    { name: 'webcam screenshot', person: 'man', image: file(join(FACE_API, 'screenshot-webcam.png')) },
    {
      name: 'webcam, 640x480 JPEG cut (the bench frame)',
      person: 'man',
      image: () =>
        sharp(webcam()).extract({ left: 100, top: 80, width: 640, height: 480 }).jpeg({ quality: 85 }).toBuffer(),
    },
    { name: 'FaceID screenshot', person: 'man', image: file(join(HUMAN, 'screenshot-faceid.jpg')) },
  ];
  const degraded: Capture[] = [
    {
      name: 'webcam, 200 px wide',
      person: 'man',
      image: () => sharp(webcam()).resize({ width: 200 }).png().toBuffer(),
    },
    {
      name: 'webcam, 120 px wide',
      person: 'man',
      image: () => sharp(webcam()).resize({ width: 120 }).png().toBuffer(),
    },
    { name: 'webcam, blur 1.5', person: 'man', image: () => sharp(webcam()).blur(1.5).png().toBuffer() },
    { name: 'webcam, blur 3', person: 'man', image: () => sharp(webcam()).blur(3).png().toBuffer() },
  ];
  // human's face-match screenshot: the first row of extracted faces, ranked by human as closest to him (the
  // face-painted one left out).
  const facematch = join(HUMAN, 'screenshot-facematch.jpg');
  const thumbnails: Capture[] = Array.from({ length: 18 }, (_, i) => i)
    .filter((i) => i !== 9)
    .map((i) => ({
      name: `face-match thumbnail ${i}`,
      person: 'man',
      // With a black margin like the screenshot's own background: a face filling the whole picture is not how
      // a capture looks, and detectors miss it.
      image: () =>
        sharp(facematch)
          .extract({ left: Math.round((i * 1920) / 18), top: 283, width: 104, height: 106 })
          .extend({ top: 52, bottom: 52, left: 52, right: 52, background: '#000' })
          .png()
          .toBuffer(),
    }));
  const others: Capture[] = GROUP_CROPS.map(([photo, left, top, width, height], i) => ({
    name: `${photo} person at x ${left}`,
    person: `group ${i}`,
    image: () =>
      sharp(join(FACE_API, `${photo}.jpg`))
        .extract({ left, top, width, height })
        .png()
        .toBuffer(),
  }));
  if (existsSync(DEBIAN.hopper)) others.push({ name: 'Grace Hopper', person: 'hopper', image: file(DEBIAN.hopper) });
  if (existsSync(DEBIAN.astronaut)) {
    others.push({ name: 'astronaut (skimage)', person: 'astronaut', image: file(DEBIAN.astronaut) });
  }
  return { man, degraded, thumbnails, others };
}

/** Whole photographs as shipped: what the engine decides on each. */
function wholePhotos(): Capture[] {
  const photos: [string, string][] = [
    ...[1, 2, 3, 4, 5, 6].map((i): [string, string] => [`face-api sample${i}.jpg`, join(FACE_API, `sample${i}.jpg`)]),
    ['face-api screenshot-webcam.png', join(FACE_API, 'screenshot-webcam.png')],
    ['face-api screenshot-images.png', join(FACE_API, 'screenshot-images.png')],
    ...[
      'samples.jpg',
      'screenshot-facedetect.jpg',
      'screenshot-faceid.jpg',
      'screenshot-facematch.jpg',
      'screenshot-vrm.jpg',
    ].map((name): [string, string] => [`human ${name}`, join(HUMAN, name)]),
    ['facedetect grace_hopper_512x512.jpg', DEBIAN.hopper],
    ['facedetect 640px-IceBlockNearJoekullsarlon.jpg', DEBIAN.iceBlock],
    ['skimage astronaut.png', DEBIAN.astronaut],
  ];
  return photos
    .filter(([, path]) => existsSync(path))
    .map(([name, path]) => ({ name, person: name, image: file(path) }));
}

const fmt = (n: number | undefined) => (n === undefined ? '-' : n.toFixed(3));
function describeLine(name: string, r: FaceResult): string {
  const box = r.box ? `${r.box.width}x${r.box.height}` : '-';
  const verdict = r.ok ? 'ok' : r.reason;
  return `| ${name} | ${verdict} | ${r.faces} | ${box} | ${r.sharpness === undefined ? '-' : Math.round(r.sharpness)} |`;
}

/** Camera conditions applied to a single-person photo: the detector should still find that one face. */
const CONDITIONS: [string, (image: Buffer) => Promise<Buffer>][] = [
  ['as is', async (image) => image],
  ['mirrored', (image) => sharp(image).flop().png().toBuffer()],
  ['turned 15°', (image) => sharp(image).rotate(15, { background: '#808080' }).png().toBuffer()],
  ['turned -25°', (image) => sharp(image).rotate(-25, { background: '#808080' }).png().toBuffer()],
  ['turned 35°', (image) => sharp(image).rotate(35, { background: '#808080' }).png().toBuffer()],
  ['dark (brightness 0.3)', (image) => sharp(image).modulate({ brightness: 0.3 }).png().toBuffer()],
  ['low contrast', (image) => sharp(image).linear(0.35, 80).png().toBuffer()],
  ['grey', (image) => sharp(image).greyscale().png().toBuffer()],
  ['JPEG quality 10', (image) => sharp(image).jpeg({ quality: 10 }).toBuffer()],
  ['blur 1', (image) => sharp(image).blur(1).png().toBuffer()],
];

/**
 * Close-ups and a face cut by the frame's edge, around the face the engine found: the face filling `fill` of a
 * 640x480 frame's height, or the frame starting at 35% of the face's width.
 */
async function framings(engine: FaceEngine, image: Buffer): Promise<[string, Buffer][]> {
  const found = await engine.describe(image);
  if (!found.box) return [];
  const { box, width, height } = found;
  // The analysed copy first: sharp keeps only the last resize of a pipeline.
  const analysed = await sharp(image).resize({ width, height }).png().toBuffer();
  const out: [string, Buffer][] = [];
  for (const fill of [0.7, 0.95]) {
    const h = Math.min(height, Math.round(box.height / fill));
    const w = Math.min(width, Math.round((h * 4) / 3));
    const left = Math.max(0, Math.min(width - w, Math.round(box.x + box.width / 2 - w / 2)));
    const top = Math.max(0, Math.min(height - h, Math.round(box.y + box.height / 2 - h / 2)));
    const frame = sharp(analysed).extract({ left, top, width: w, height: h }).resize(640, 480, { fit: 'fill' });
    out.push([`close-up, face ${fill * 100}% of the height`, await frame.png().toBuffer()]);
  }
  const left = Math.round(box.x + box.width * 0.35);
  const cut = sharp(analysed).extract({ left, top: 0, width: width - left, height });
  out.push(['cut by the left edge', await cut.png().toBuffer()]);
  return out;
}

async function conditions(engine: FaceEngine): Promise<void> {
  const singles: [string, string][] = [
    ['webcam screenshot', join(FACE_API, 'screenshot-webcam.png')],
    ['FaceID screenshot', join(HUMAN, 'screenshot-faceid.jpg')],
    ['Grace Hopper', DEBIAN.hopper],
    ['astronaut', DEBIAN.astronaut],
  ];
  console.log('\n## Single-person photos under camera conditions (faces found, engine defaults)\n');
  console.log(
    `| photo | ${[...CONDITIONS.map(([name]) => name), 'close-up 70%', 'close-up 95%', 'edge cut'].join(' | ')} |`,
  );
  console.log(`|---|${'---|'.repeat(CONDITIONS.length + 3)}`);
  let tried = 0;
  let missed = 0;
  for (const [name, path] of singles.filter(([, path]) => existsSync(path))) {
    const image = readFileSync(path);
    const variants: Buffer[] = [];
    for (const [, apply] of CONDITIONS) variants.push(await apply(image));
    for (const [, framed] of await framings(engine, image)) variants.push(framed);
    const cells: string[] = [];
    for (const variant of variants) {
      const r = await engine.describe(variant);
      tried++;
      if (r.faces !== 1) missed++;
      cells.push(String(r.faces));
    }
    console.log(`| ${name} | ${cells.join(' | ')} |`);
  }
  console.log(`\nOne face found in ${tried - missed} of ${tried}.`);
}

async function run(engine: FaceEngine, lenient: FaceEngine): Promise<void> {
  console.log('## Decisions on whole photographs (engine defaults)\n');
  console.log('| photo | decision | faces | box | sharpness |\n|---|---|---|---|---|');
  for (const photo of wholePhotos()) console.log(describeLine(photo.name, await engine.describe(await photo.image())));

  const { man, degraded, thumbnails, others } = captures();
  // Distances are taken with the size and sharpness gates off, so refused captures still count; the decision
  // with the defaults is shown next to each, and refused ones are starred in the lists of pairs.
  const descriptors = new Map<Capture, number[]>();
  const refused = new Set<Capture>();
  console.log('\n## Captures compared (decision with the defaults; measures and descriptor with the gates off)\n');
  console.log('| capture | decision | faces | box | sharpness |\n|---|---|---|---|---|');
  for (const capture of [...man, ...degraded, ...thumbnails, ...others]) {
    const image = await capture.image();
    const strict = await engine.describe(image);
    const r = await lenient.describe(image);
    if (!strict.ok) refused.add(capture);
    console.log(describeLine(`${capture.name}${strict.ok ? '' : ` (default: ${strict.reason})`}`, r));
    if (r.ok) descriptors.set(capture, r.descriptor);
  }
  const named = (c: Capture) => `${c.name}${refused.has(c) ? '*' : ''}`;

  const [screenshot, frame, faceId] = man.map((c) => descriptors.get(c));
  const d = (a?: number[], b?: number[]) => (a && b ? engine.compare(a, b) : undefined);
  console.log('\n## Same person\n');
  console.log(`| pair | distance |\n|---|---|`);
  console.log(`| webcam screenshot vs FaceID screenshot | ${fmt(d(screenshot, faceId))} |`);
  console.log(`| webcam 640x480 cut vs FaceID screenshot | ${fmt(d(frame, faceId))} |`);
  console.log(`| webcam screenshot vs its 640x480 cut | ${fmt(d(screenshot, frame))} |`);
  for (const c of degraded)
    console.log(
      `| webcam screenshot vs ${c.name.replace('webcam, ', '')} | ${fmt(d(screenshot, descriptors.get(c)))} |`,
    );
  const thumbs = thumbnails.flatMap((c) => {
    const v = d(screenshot, descriptors.get(c));
    return v === undefined ? [] : [v];
  });
  const over = thumbs.filter((v) => v >= THRESHOLD).length;
  console.log(
    `| webcam screenshot vs ${thumbs.length} face-match thumbnails | ${fmt(Math.min(...thumbs))}-${fmt(Math.max(...thumbs))} (${over} at or above ${THRESHOLD}) |`,
  );

  console.log('\n## Different people\n');
  for (const [who, descriptor] of [
    ['webcam man', screenshot],
    ['FaceID man', faceId],
  ] as const) {
    const rows = others.flatMap((c) => {
      const v = d(descriptor, descriptors.get(c));
      return v === undefined ? [] : [{ name: named(c), v }];
    });
    rows.sort((a, b) => a.v - b.v);
    const lowest = rows.slice(0, 3).map((r) => `${fmt(r.v)} ${r.name}`);
    console.log(
      `${who} vs ${rows.length} other people: ${fmt(rows[0]?.v)}-${fmt(rows.at(-1)?.v)}; lowest ${lowest.join(', ')}`,
    );
  }
  const pairs: { a: string; b: string; v: number; both: boolean }[] = [];
  const usable = others.filter((c) => descriptors.has(c));
  for (let i = 0; i < usable.length; i++) {
    for (let j = i + 1; j < usable.length; j++) {
      const a = usable[i] as Capture;
      const b = usable[j] as Capture;
      const both = !refused.has(a) && !refused.has(b);
      pairs.push({ a: named(a), b: named(b), v: d(descriptors.get(a), descriptors.get(b)) as number, both });
    }
  }
  pairs.sort((x, y) => x.v - y.v);
  const under = pairs.filter((p) => p.v < THRESHOLD);
  const accepted = pairs.filter((p) => p.both);
  console.log(
    `${pairs.length} pairs among those people: ${fmt(pairs[0]?.v)}-${fmt(pairs.at(-1)?.v)}, ${under.length} under ${THRESHOLD} (${under.filter((p) => p.both).length} of them with both captures accepted by the defaults; lowest of those ${fmt(accepted[0]?.v)}); lowest (* refused by the defaults):`,
  );
  for (const p of pairs.slice(0, 5)) console.log(`  ${fmt(p.v)}  ${p.a} / ${p.b}`);
}

const engine = createFaceEngine({ size: 1 });
const lenient = createFaceEngine({ size: 1, minFaceSize: 1, minSharpness: 0 });
try {
  await run(engine, lenient);
  await conditions(engine);
} finally {
  await Promise.all([engine.close(), lenient.close()]);
}
