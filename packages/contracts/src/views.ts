// Every view a server menu item may name in `component`. The web app's view table
// (`apps/web/src/app/viewRegistry.ts`, typed by this list) names the screen of each, and
// the seed may only use these names, so a menu never points at a missing page.

export const VIEW_COMPONENTS = [
  'dashboard/index', // data dashboard (/home) for admin and regional administrators
  'teacher/home', // teacher personal centre (/home for teachers)
  'todoTask/task', // teacher to-do tasks (/todoTask/task/index)
  'system/user',
  'system/role',
  'system/menu',
  'system/dict',
  'system/region',
  'system/site',
  'system/operate',
  'monitor/loginLog',
  'monitor/auditLog',
  'monitor/online',
  'monitoring/clientIssues', // browser errors grouped into issues, their reports and replays
  'monitoring/pageViews', // page views per route and day, with the trend
  'content/news',
  'content/policy',
  'content/organization',
  'content/case',
  'content/carousel',
  'content/link',
  'institution/list',
  'class/list',
  'class/myClasses',
  'student/list',
  'student/verify',
  'train/homework',
  'train/live',
  'train/testResult',
  'train/examTest', // publish tests: theory or completion (link + QR), withdraw
  'settlement/claim',
  'settlement/review',
  'settlement/config', // the admin's subsidy standards, review chains per region, holiday calendar and settings
  'service/survey',
  'certificates/list', // certificates: the list in scope, revoke; the courses' requirements (admin)
  'survey/list',
  'collection/list',
  'competition/list', // competitions: create, publish, registrations, judging, results per stage
  'download/export',
  'announcement/index',
  'feature/index',
  'project/course',
  'project/examResult',
  'project/question', // the question bank: list, drawer, spreadsheet import and export
  'project/paper', // exam papers: fixed or drawn by rules
] as const;
export type ViewComponent = (typeof VIEW_COMPONENTS)[number];

/** Component names that are layouts: `Layout` is the main layout, `ParentView` a nested outlet. */
export const LAYOUT_COMPONENT = 'Layout';
export const PARENT_VIEW_COMPONENT = 'ParentView';
