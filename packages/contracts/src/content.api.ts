// Portal content: the managed kinds, their management (/a/v1) and public (/p/v1) paths, and the content
// constants. Schema-free, so the browser imports them without zod.
import { HTTP_URL_SOURCE, SAME_SITE_PATH_SOURCE } from './text-rules.ts';

/** The managed kinds of portal content: one name for server and browser (the paths stay plural). */
export const CONTENT_KINDS = ['news', 'policy', 'case', 'carousel', 'link'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
/** Articles have rich text, categories, a pin, a view count and previous/next; slides and links do not. */
export const ARTICLE_KINDS = ['news', 'policy', 'case'] as const satisfies readonly ContentKind[];
export type ArticleKindName = (typeof ARTICLE_KINDS)[number];
export const isArticleKind = (kind: ContentKind): kind is ArticleKindName =>
  (ARTICLE_KINDS as readonly ContentKind[]).includes(kind);

/**
 * Management paths, keyed by content kind (`CONTENT_API[kind]`; the paths stay plural), plus the institutions'
 * pages. Items live at `${path}/{id}` with `/publish`, `/unpublish`, `/pin` below, and `${path}/order`.
 */
export const CONTENT_API = {
  news: '/a/v1/news',
  policy: '/a/v1/policies',
  case: '/a/v1/cases',
  carousel: '/a/v1/carousel',
  link: '/a/v1/links',
  organization: '/a/v1/organizations',
} as const satisfies Record<ContentKind, string> & Record<string, string>;

/** The public portal's paths (no token), keyed like CONTENT_API; lists at the path, details at `${path}/{id}`. */
export const PORTAL_API = {
  news: '/p/v1/news',
  policy: '/p/v1/policies',
  case: '/p/v1/cases',
  carousel: '/p/v1/carousel',
  link: '/p/v1/links',
  organization: '/p/v1/organizations',
  board: '/p/v1/board',
} as const satisfies Record<ContentKind, string> & Record<string, string>;

export const CONTENT_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const POLICY_LEVELS = ['national', 'province', 'city'] as const;
export const INSTITUTION_KINDS = ['training', 'practical_training'] as const;
export type InstitutionKind = (typeof INSTITUTION_KINDS)[number];
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
export const LINK_URL = new RegExp(`^(${HTTP_URL_SOURCE}|${SAME_SITE_PATH_SOURCE})$`);
