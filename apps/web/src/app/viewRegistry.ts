// The views a server menu may name (VIEW_COMPONENTS), each a screen of its domain loaded on demand (a chunk of its
// own). The menu's names ('system/user', 'train/examTest') stay as the server stores them; this table is the one place
// that joins a name to the domain's screen, so the menu's sections do not decide where domain code lives.
import type { ViewComponent } from '@etp/contracts';
import type { PageModule } from './lazyPage';

const VIEWS: Record<ViewComponent, () => Promise<PageModule>> = {
  'dashboard/index': () => import('@/features/dashboard/screens/DashboardView'),
  'teacher/home': () => import('@/features/teachers/screens/TeacherHomeView'),
  'todoTask/task': () => import('@/features/teachers/screens/TodoTaskView'),
  'system/user': () => import('@/features/users/screens/UserView'),
  'system/role': () => import('@/features/roles/screens/RoleView'),
  'system/menu': () => import('@/features/menus/screens/MenuView'),
  'system/dict': () => import('@/features/dicts/screens/DictView'),
  'system/region': () => import('@/features/regions/screens/RegionView'),
  'system/site': () => import('@/features/sites/screens/SiteView'),
  'system/operate': () => import('@/features/operates/screens/OperateView'),
  'monitor/loginLog': () => import('@/features/logs/screens/LoginLogView'),
  'monitor/auditLog': () => import('@/features/logs/screens/AuditLogView'),
  'monitor/online': () => import('@/features/sessions/screens/OnlineView'),
  'content/news': () => import('@/features/content/screens/NewsView'),
  'content/policy': () => import('@/features/content/screens/PolicyView'),
  'content/organization': () => import('@/features/content/screens/OrganizationView'),
  'content/case': () => import('@/features/content/screens/CaseView'),
  'content/carousel': () => import('@/features/content/screens/CarouselView'),
  'content/link': () => import('@/features/content/screens/LinkView'),
  'institution/list': () => import('@/features/institutions/screens/InstitutionsView'),
  'class/list': () => import('@/features/classes/screens/ClassListView'),
  'class/myClasses': () => import('@/features/classes/screens/MyClassesView'),
  'student/list': () => import('@/features/students/screens/StudentListView'),
  'student/verify': () => import('@/features/students/screens/StudentVerifyView'),
  'train/homework': () => import('@/features/homework/screens/HomeworkView'),
  'train/live': () => import('@/features/live/screens/LiveView'),
  'train/testResult': () => import('@/features/exams/screens/TestResultView'),
  'train/examTest': () => import('@/features/exams/screens/ExamTestView'),
  'certificates/list': () => import('@/features/certificates/screens/CertificatesView'),
  'monitoring/clientIssues': () => import('@/features/monitoring/screens/ClientIssuesView'),
  'monitoring/pageViews': () => import('@/features/monitoring/screens/PageViewsView'),
  'settlement/claim': () => import('@/features/settlement/screens/ClaimView'),
  'settlement/review': () => import('@/features/settlement/screens/ReviewView'),
  'settlement/config': () => import('@/features/settlement/screens/ConfigView'),
  'service/survey': () => import('@/features/settlement/screens/ServiceSurveyView'),
  'survey/list': () => import('@/features/surveys/screens/SurveysView'),
  'collection/list': () => import('@/features/collection/screens/CollectionListView'),
  'competition/list': () => import('@/features/competitions/screens/CompetitionsView'),
  'download/export': () => import('@/features/exports/screens/ExportsView'),
  'announcement/index': () => import('@/features/announcements/screens/AnnouncementsView'),
  'feature/index': () => import('@/features/operates/screens/FeatureView'),
  'project/course': () => import('@/features/courses/screens/CourseView'),
  'project/examResult': () => import('@/features/exams/screens/ExamResultView'),
  'project/question': () => import('@/features/exams/screens/QuestionView'),
  'project/paper': () => import('@/features/exams/screens/PaperView'),
};

/** The loader of a view, or undefined when the name is not a known view. */
export function resolveView(component: string): (() => Promise<PageModule>) | undefined {
  return Object.hasOwn(VIEWS, component) ? VIEWS[component as ViewComponent] : undefined;
}
