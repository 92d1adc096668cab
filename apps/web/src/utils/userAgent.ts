// A user-agent string as a person reads it: "Chrome 156 / Windows" (browser, major version, system).

const BROWSERS: [name: string, pattern: RegExp][] = [
  // Order matters: Edge, Opera and the Chinese browsers also say Chrome; Chrome also says Safari.
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /(?:OPR|Opera)\/(\d+)/],
  ['WeChat', /MicroMessenger\/(\d+)/],
  ['QQ Browser', /QQBrowser\/(\d+)/],
  ['UC Browser', /UCBrowser\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//],
  ['Internet Explorer', /(?:MSIE |Trident\/.*rv:)(\d+)/],
];

const SYSTEMS: [name: string, pattern: RegExp][] = [
  ['HarmonyOS', /HarmonyOS|OpenHarmony/],
  ['Android', /Android/],
  ['iOS', /iPhone|iPad|iPod/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X|Macintosh/],
  ['Chrome OS', /CrOS/],
  ['Linux', /Linux/],
];

/** 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) ... Chrome/156.0.0.0 Safari/537.36' -> 'Chrome 156 / Windows'. */
export function describeUserAgent(ua: string | null | undefined): string {
  if (!ua) return '';
  const browser = BROWSERS.map(([name, pattern]) => {
    const match = pattern.exec(ua);
    return match ? `${name} ${match[1]}` : '';
  }).find(Boolean);
  const system = SYSTEMS.find(([, pattern]) => pattern.test(ua))?.[0];
  if (!browser && !system) return ua.length > 40 ? `${ua.slice(0, 40)}…` : ua;
  return [browser, system].filter(Boolean).join(' / ');
}
