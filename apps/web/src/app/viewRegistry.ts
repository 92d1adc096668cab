// The views a server menu may name (VIEW_COMPONENTS), each a screen of its domain loaded on demand (a chunk of its
// own). The menu's names ('system/user', 'train/examTest') stay as the server stores them; this table is the one place
// that joins a name to the domain's screen, so the menu's sections do not decide where domain code lives.
import type { ViewComponent } from '@etp/contracts';
import type { PageModule } from './lazyPage';

const VIEWS: Record<ViewComponent, () => Promise<PageModule>> = {
  'dashboard/index': () => import('@/features/dashboard/views/index'),
  'teacher/home': () => import('@/features/teacher/views/home'),
  'todoTask/task': () => import('@/features/todoTask/views/task'),
  'system/user': () => import('@/features/system/views/user'),
  'system/role': () => import('@/features/system/views/role'),
  'system/menu': () => import('@/features/system/views/menu'),
  'system/dict': () => import('@/features/system/views/dict'),
  'system/region': () => import('@/features/system/views/region'),
  'system/site': () => import('@/features/system/views/site'),
  'system/operate': () => import('@/features/system/views/operate'),
  'monitor/loginLog': () => import('@/features/monitor/views/loginLog'),
  'monitor/auditLog': () => import('@/features/monitor/views/auditLog'),
  'monitor/online': () => import('@/features/monitor/views/online'),
  'content/news': () => import('@/features/content/views/news'),
  'content/policy': () => import('@/features/content/views/policy'),
  'content/organization': () => import('@/features/content/views/organization'),
  'content/case': () => import('@/features/content/views/case'),
  'content/carousel': () => import('@/features/content/views/carousel'),
  'content/link': () => import('@/features/content/views/link'),
  'institution/list': () => import('@/features/institution/views/list'),
  'class/list': () => import('@/features/class/views/list'),
  'class/myClasses': () => import('@/features/class/views/myClasses'),
  'student/list': () => import('@/features/student/views/list'),
  'student/verify': () => import('@/features/student/views/verify'),
  'train/homework': () => import('@/features/homework/screens/HomeworkView'),
  'train/live': () => import('@/features/live/screens/LiveView'),
  'train/testResult': () => import('@/features/exams/screens/TestResultView'),
  'train/examTest': () => import('@/features/exams/screens/ExamTestView'),
  'settlement/claim': () => import('@/features/settlement/views/claim'),
  'settlement/review': () => import('@/features/settlement/views/review'),
  'service/survey': () => import('@/features/service/views/survey'),
  'survey/list': () => import('@/features/survey/views/list'),
  'collection/list': () => import('@/features/collection/views/list'),
  'competition/list': () => import('@/features/competition/views/list'),
  'download/export': () => import('@/features/download/views/export'),
  'announcement/index': () => import('@/features/announcement/views/index'),
  'feature/index': () => import('@/features/feature/views/index'),
  'project/course': () => import('@/features/project/views/course'),
  'project/examResult': () => import('@/features/exams/screens/ExamResultView'),
  'project/question': () => import('@/features/exams/screens/QuestionView'),
  'project/paper': () => import('@/features/exams/screens/PaperView'),
};

/** The loader of a view, or undefined when the name is not a known view. */
export function resolveView(component: string): (() => Promise<PageModule>) | undefined {
  return Object.hasOwn(VIEWS, component) ? VIEWS[component as ViewComponent] : undefined;
}
