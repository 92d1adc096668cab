// Routes anyone may open without a token.
export const PUBLIC_PATHS = [
  '/portal',
  '/szbSignUpForm',
  '/newsList',
  '/newsDetail',
  '/portalFollow',
  '/report',
  '/completionTest',
  '/completionTest/detail',
  '/surveyLink',
  '/surveyQrcode',
  '/board',
  '/collection',
  '/policyList',
  '/policyDetail',
  '/organList',
  '/organDetail',
  '/faceRecognition',
  '/practiceTraining',
  '/login',
  '/logoutTransit',
  '/appLogin',
  '/404',
] as const;

/** Sections whose every sub-page is public. */
export const PUBLIC_PREFIXES = ['/competition', '/mobile/competition', '/excellentCase'] as const;

export function isPublicPath(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if ((PUBLIC_PATHS as readonly string[]).includes(clean)) return true;
  return PUBLIC_PREFIXES.some((prefix) => clean === prefix || clean.startsWith(`${prefix}/`));
}

/** Routes that show the floating side panel, never on the second site. */
export const SIDE_PANEL_PATHS = ['/portal', '/policyList', '/policyDetail', '/organList', '/organDetail'] as const;
export const showsSidePanel = (path: string, variant: string | undefined) =>
  variant !== 'second' && (SIDE_PANEL_PATHS as readonly string[]).includes(path);
