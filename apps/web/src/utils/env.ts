// Which deployment this page runs in, read from the page host.
export type DeployEnv = 'dev' | 'test' | 'pre' | 'pro';

export function deployEnvFor(hostname: string): DeployEnv {
  if (hostname === 'localhost' || hostname.endsWith('.localhost') || /^127\.|^192\.168\./.test(hostname)) return 'dev';
  if (/(^|[.-])test([.-]|$)/.test(hostname)) return 'test';
  if (/(^|[.-])pre([.-]|$)/.test(hostname)) return 'pre';
  return 'pro';
}

/**
 * API base per environment. Every deployment serves the API from the same origin as the
 * page (the Fastify server serves the SPA), so the base is '' unless VITE_API_BASE_<ENV>
 * says otherwise at build time.
 */
export function apiBaseFor(hostname: string): string {
  const env = deployEnvFor(hostname);
  const overrides: Record<DeployEnv, string | undefined> = {
    dev: import.meta.env.VITE_API_BASE_DEV,
    test: import.meta.env.VITE_API_BASE_TEST,
    pre: import.meta.env.VITE_API_BASE_PRE,
    pro: import.meta.env.VITE_API_BASE_PRO,
  };
  return overrides[env] ?? '';
}

/** Annual-report site per environment; dev uses the test site. */
const ANNUAL_REPORT_SITES: Record<DeployEnv, string> = {
  dev: 'https://report-test.etp-platform.cn',
  test: 'https://report-test.etp-platform.cn',
  pre: 'https://report-pre.etp-platform.cn',
  pro: 'https://report.etp-platform.cn',
};

export function annualReportLink(hostname: string, secret: string, origin: string): string {
  const url = new URL(ANNUAL_REPORT_SITES[deployEnvFor(hostname)]);
  url.searchParams.set('secret', secret);
  url.searchParams.set('origin', origin);
  url.searchParams.set('source', 'web_pc');
  return url.toString();
}

/** Links starting with http, https, mailto or tel are external. */
export const isExternal = (path: string) => /^(https?:|mailto:|tel:)/.test(path);
