// Filter values of the public lists.

/** Filter values, equal to the contracts' lists (see PORTAL_API in ./articles on why they are copied). */
export const NEWS_CATEGORIES = ['工作动态', '通知公告', '培训资讯', '媒体聚焦'] as const;
export const CASE_CATEGORIES = ['返乡创业', '大学生创业', '退役军人创业', '巾帼创业', '电商创业'] as const;
export const POLICY_LEVELS = ['national', 'province', 'city'] as const;
export const INSTITUTION_KINDS = ['training', 'practical_training'] as const;
export const BOARD_STATES = ['opening', 'finished'] as const;
