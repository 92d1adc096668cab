// Portal content constants, free of schemas so the browser imports them without zod.

/** Uploaded files are served below this path. */
export const UPLOADS_PATH = '/uploads/';

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

export const UPLOAD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const UPLOAD_FILE_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

/** Pictures: an uploaded file, an http(s) address or an inline raster/SVG data URI (shown only through <img>). */
export const IMAGE_URL =
  /^(https?:\/\/[^\s"'<>]+|\/uploads\/[\w./-]+|data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+)$/;
/** Links people follow: http(s) or a path of this site (never javascript:, data: or protocol-relative). */
export const LINK_URL = /^(https?:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/;
