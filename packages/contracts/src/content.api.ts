// Portal content: its management (/a/v1) and public (/p/v1) paths, and the content
// constants. Schema-free, so the browser imports them without zod.

/**
 * Management paths; items live at `${path}/{id}` with `/publish`, `/unpublish`, `/pin` below, and `${path}/order`.
 */
export const CONTENT_API = {
  news: '/a/v1/news',
  policies: '/a/v1/policies',
  cases: '/a/v1/cases',
  carousel: '/a/v1/carousel',
  links: '/a/v1/links',
  organizations: '/a/v1/organizations',
} as const;

/** The public portal's paths (no token); lists at the path, details at `${path}/{id}`. */
export const PORTAL_API = {
  news: '/p/v1/news',
  policies: '/p/v1/policies',
  organizations: '/p/v1/organizations',
  cases: '/p/v1/cases',
  carousel: '/p/v1/carousel',
  links: '/p/v1/links',
  board: '/p/v1/board',
  report: '/p/v1/report',
} as const;

export const CONTENT_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const POLICY_LEVELS = ['national', 'province', 'city'] as const;
export const INSTITUTION_KINDS = ['training', 'practical_training'] as const;
/** The public board: classes about to open (approved or running) and finished ones. */
export const BOARD_STATES = ['opening', 'finished'] as const;

/** Categories the back-office offers; the server takes any short text. */
export const NEWS_CATEGORIES = ['工作动态', '通知公告', '培训资讯', '媒体聚焦'] as const;
export const POLICY_CATEGORIES = ['创业补贴', '创业担保贷款', '税费减免', '场地支持', '培训补贴'] as const;
export const CASE_CATEGORIES = ['返乡创业', '大学生创业', '退役军人创业', '巾帼创业', '电商创业'] as const;

/** Pictures: an uploaded file, an http(s) address or an inline raster/SVG data URI (shown only through <img>). */
export const IMAGE_URL =
  /^(https?:\/\/[^\s"'<>]+|\/uploads\/[\w./-]+|data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+)$/;
/** Links people follow: http(s) or a path of this site (never javascript:, data: or protocol-relative). */
export const LINK_URL = /^(https?:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/;
