// A user-agent string as a person reads it: "Chrome 156 / Windows 10" (browser, major version, system), parsed by
// bowser; a program rather than a browser ("node", "curl/8.5.0", "okhttp/4") is named as a program.
import Bowser from 'bowser';
import i18n from 'i18next';

/** Bowser's long names shortened to what people call them. */
const SHORT_NAMES: Record<string, string> = {
  'Microsoft Edge': 'Edge',
  'Samsung Internet for Android': 'Samsung Internet',
  'Chrome Headless': 'Chrome',
  'Internet Explorer': 'IE',
};
/** Clients that are programs (scripts, SDKs, the server's own calls): their name is the first word of the string. */
const PROGRAMS = /^(node|undici|curl|wget|okhttp|python|axios|go-http-client|java|postman|insomnia|got|deno|bun)\b/i;

const major = (version: string | undefined) => version?.split('.')[0] ?? '';

function system(os: Bowser.Parser.OSDetails, ua: string): string {
  if (/HarmonyOS|OpenHarmony/.test(ua)) return 'HarmonyOS';
  if (!os.name) return '';
  if (os.name === 'Windows' && os.versionName) return `Windows ${os.versionName}`;
  if (os.name === 'macOS') return 'macOS';
  if ((os.name === 'iOS' || os.name === 'Android') && os.version) return `${os.name} ${major(os.version)}`;
  return os.name;
}

/** 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) ... Chrome/156.0.0.0 Safari/537.36' -> 'Chrome 156 / Windows 10'. */
export function describeUserAgent(ua: string | null | undefined): string {
  if (!ua) return '';
  const program = PROGRAMS.exec(ua.trim());
  if (program) return i18n.t('device.program', { name: program[1]?.toLowerCase(), defaultValue: program[1] });
  const parsed = Bowser.parse(ua);
  const name = parsed.browser.name ? (SHORT_NAMES[parsed.browser.name] ?? parsed.browser.name) : '';
  const browser = name ? `${name} ${major(parsed.browser.version)}`.trim() : '';
  const os = system(parsed.os, ua);
  if (!browser && !os) return ua.length > 40 ? `${ua.slice(0, 40)}…` : ua;
  return [browser, os].filter(Boolean).join(' / ');
}
