// Business constants and limits, defined once for server and browser.

export const APP_VERSION = '1.0.1';
export const REQUEST_TIMEOUT_MS = 18_000;
export const TOKEN_REFRESH_WINDOW_S = 600;
export const LOADING_CLOSE_DELAY_MS = 100;
export const BACK_TO_TOP_THRESHOLD_PX = 500;
export const BACK_TO_TOP_STEP_PX = 250;
export const PREVENT_RECLICK_MS = 3000;
export const GUIDE_HIGHLIGHT_MS = 3000;
export const ERROR_TOAST_MS = 5000;
export const MOBILE_BREAKPOINT_PX = 992;
export const SIDEBAR_WIDTH_PX = 240;
export const NAVBAR_OVERFLOW_THRESHOLDS_PX = [430, 560] as const;
export const QR_CODE_SIZE_PX = 180;
export const CAROUSEL_HEIGHT_PX = 370;
export const CAROUSEL_AUTOPLAY = false;
export const SITE_SWITCH_DELAY_MS = 200;
export const QUERY_TOKEN_RELOAD_DELAY_MS = 500;
export const POLICY_HOTLINE = '12333';
export const TOKEN_PREFIX = 'Bearer ';
export const PAGE_TITLE = '创业培训教学服务平台';
/** The browser's cookies that the server reads when it paints a page first: the session's token, the language. */
export const TOKEN_COOKIE = 'Admin-Token';
export const LANGUAGE_COOKIE = 'language';
/** The sites' time zone: every time on screen and in a spreadsheet is shown in it. */
export const SITE_TIME_ZONE = 'Asia/Shanghai';
export const REPLAY_CHECKOUT_EVERY_EVENTS = 100;
export const REPLAY_CHECKOUT_EVERY_MS = 900_000;

/** Body codes that count as success. */
export const SUCCESS_CODES = [200, 201, 204] as const;

/** Default and largest page size of every paginated list. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** Wildcard permission: the holder may do everything. */
export const ALL_PERMISSION = '*:*:*';
