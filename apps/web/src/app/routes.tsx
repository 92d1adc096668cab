// The static route table. Every page is lazy; menu routes join 'main' later.
import { Navigate, type RouteObject, redirect } from 'react-router';
import { lazyPage, type PageModule } from './lazyPage';
import { RootShell } from './RootShell';
import { RouteError } from './RouteError';
import { revalidateGuard, rootLoader } from './rootLoader';

export const MAIN_ROUTE_ID = 'main';

const page = (path: string, titleKey: string, importer: () => Promise<PageModule>): RouteObject => ({
  path,
  handle: { titleKey },
  lazy: lazyPage(importer),
});
const index = (to: string): RouteObject => ({ index: true, loader: () => redirect(to) });

const portalPages: RouteObject[] = [
  page('/portal', 'route.portal', () => import('@/features/portal/screens/PortalPage')),
  page('/szbSignUpForm', 'route.szbSignUpForm', () => import('@/features/signups/screens/SignUpFormPage')),
  page('/newsList', 'route.newsList', () => import('@/features/content/screens/NewsListPage')),
  page('/newsDetail', 'route.newsDetail', () => import('@/features/content/screens/NewsDetailPage')),
  page('/portalFollow', 'route.portalFollow', () => import('@/features/portal/screens/PortalFollowPage')),
  page('/report', 'route.report', () => import('@/features/content/screens/ReportPage')),
  page('/completionTest', 'route.completionTest', () => import('@/features/exams/screens/CompletionTestPage')),
  page('/surveyLink', 'route.surveyLink', () => import('@/features/surveys/screens/SurveyLinkPage')),
  page('/surveyQrcode', 'route.surveyQrcode', () => import('@/features/surveys/screens/SurveyQrcodePage')),
  page('/learningService', 'route.learningService', () => import('@/features/portal/screens/LearningServicePage')),
  page('/board', 'route.board', () => import('@/features/content/screens/BoardPage')),
  page('/collection', 'route.collection', () => import('@/features/collection/screens/CollectionPage')),
  page('/policyList', 'route.policyList', () => import('@/features/content/screens/PolicyListPage')),
  page('/policyDetail', 'route.policyDetail', () => import('@/features/content/screens/PolicyDetailPage')),
  page('/organList', 'route.organList', () => import('@/features/content/screens/OrganListPage')),
  page('/organDetail', 'route.organDetail', () => import('@/features/content/screens/OrganDetailPage')),
  page('/faceRecognition', 'route.faceRecognition', () => import('@/features/face/screens/FaceRecognitionPage')),
  page(
    '/practiceTraining',
    'route.practiceTraining',
    () => import('@/features/institutions/screens/PracticeTrainingPage'),
  ),
  {
    path: '/excellentCase',
    handle: { titleKey: 'route.excellentCase' },
    children: [
      index('/excellentCase/index'),
      page('index', 'route.excellentCase', () => import('@/features/content/screens/ExcellentCaseListPage')),
      page('detail', 'route.excellentCaseDetail', () => import('@/features/content/screens/ExcellentCaseDetailPage')),
    ],
  },
  {
    path: '/competition',
    handle: { titleKey: 'route.competition' },
    children: [
      index('/competition/list'),
      page('list', 'route.competitionList', () => import('@/features/competitions/screens/CompetitionListPage')),
      page(
        'listDetail',
        'route.competitionDetail',
        () => import('@/features/competitions/screens/CompetitionDetailPage'),
      ),
      page(
        'registration',
        'route.competitionRegistration',
        () => import('@/features/competitions/screens/RegistrationPage'),
      ),
      page('serve', 'route.competitionServe', () => import('@/features/competitions/screens/ServePage')),
      page('resultQuery', 'route.competitionResult', () => import('@/features/competitions/screens/ResultQueryPage')),
    ],
  },
];

const mobileCompetition: RouteObject = {
  path: '/mobile/competition',
  lazy: lazyPage(() => import('@/layouts/MobileLayout')),
  handle: { titleKey: 'route.competition' },
  children: [
    index('/mobile/competition/list'),
    page('list', 'route.competitionList', () => import('@/features/competitions/screens/MobileListPage')),
    page('listDetail', 'route.competitionDetail', () => import('@/features/competitions/screens/MobileDetailPage')),
    page('service', 'route.competitionServe', () => import('@/features/competitions/screens/MobileServicePage')),
    page('resultQuery', 'route.competitionResult', () => import('@/features/competitions/screens/MobileResultPage')),
  ],
};

// The completion test itself runs on the exam UI (antd), in the slim phone layout; its identify page stays a portal
// page (no antd).
const completionTest: RouteObject = {
  lazy: lazyPage(() => import('@/layouts/MobileLayout')),
  children: [
    page(
      '/completionTest/detail',
      'route.completionTestDetail',
      () => import('@/features/exams/screens/CompletionTestDetailPage'),
    ),
  ],
};

const sf = (path: string, titleKey: string, importer: () => Promise<PageModule>) => page(path, titleKey, importer);
const studentFront: RouteObject = {
  path: '/studentFront',
  handle: { titleKey: 'route.studentFront' },
  lazy: lazyPage(() => import('@/layouts/student/StudentLayout')),
  children: [
    index('/studentFront/study'),
    // The study page, where a student lands, loads no antd (issue 33); the other pages get its theme and App here.
    sf('study', 'route.study', () => import('@/features/learning/screens/StudyPage')),
    { lazy: lazyPage(() => import('@/layouts/student/StudentAntdShell')), children: studentAntdPages() },
  ],
};

/** The student pages that use antd, inside StudentAntdShell. */
function studentAntdPages(): RouteObject[] {
  return [
    sf('demand', 'route.demand', () => import('@/features/learning/screens/DemandPage')),
    sf('demand/detail', 'route.demandDetail', () => import('@/features/learning/screens/DemandDetailPage')),
    sf('watchLive', 'route.watchLive', () => import('@/features/live/screens/WatchLivePage')),
    sf('theoryTest', 'route.theoryTest', () => import('@/features/exams/screens/TheoryTestPage')),
    sf('testResult', 'route.testResult', () => import('@/features/exams/screens/TestResultPage')),
    sf('practise', 'route.practise', () => import('@/features/exams/screens/PractisePage')),
    sf('info', 'route.info', () => import('@/features/students/screens/InfoPage')),
    sf('report', 'route.studentReport', () => import('@/features/certificates/screens/StudentReportPage')),
    sf('setting', 'route.setting', () => import('@/features/students/screens/SettingPage')),
    sf('manual', 'route.manual', () => import('@/features/students/screens/ManualPage')),
    sf('afterClassHomework', 'route.homework', () => import('@/features/homework/screens/HomeworkPage')),
    // write and preview share one page, which reads the mode from the path.
    sf('afterClassHomework/write', 'route.homeworkWrite', () => import('@/features/homework/screens/HomeworkEditPage')),
    sf(
      'afterClassHomework/preview',
      'route.homeworkPreview',
      () => import('@/features/homework/screens/HomeworkEditPage'),
    ),
  ];
}

const main: RouteObject = {
  id: MAIN_ROUTE_ID,
  lazy: lazyPage(() => import('@/layouts/main/MainLayout')),
  children: [
    {
      path: '/project',
      handle: { titleKey: 'route.project' },
      children: [
        index('/project/course'),
        page('course', 'route.projectCourse', () => import('@/features/courses/screens/CourseView')),
        page('student/theoryTest/result', 'route.examDetail', () => import('@/features/exams/screens/ExamResultView')),
      ],
    },
    page('/feature', 'route.feature', () => import('@/features/operates/screens/FeatureView')),
    page(
      '/account/security',
      'student.accountSettings',
      () => import('@/features/account/screens/AccountSecurityPage'),
    ),
  ],
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootShell />,
    loader: rootLoader,
    shouldRevalidate: revalidateGuard,
    errorElement: <RouteError />,
    HydrateFallback: () => null,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          index('/home'),
          page('/login', 'route.login', () => import('@/features/auth/screens/LoginPage')),
          {
            lazy: lazyPage(() => import('./QueryShell')),
            children: [
              // The public portal pages use no antd: their first load is the product's tightest.
              { lazy: lazyPage(() => import('@/layouts/portal/PortalLayout')), children: portalPages },
              // The competition's phone pages use no antd either (Lighthouse mobile on their list is a target).
              mobileCompetition,
              // The student area brings antd's theme below its layout (the study page uses no antd, issue 33).
              studentFront,
              { lazy: lazyPage(() => import('@/components/AntdProviders')), children: antdRoutes() },
            ],
          },
          // A splat ranks below every other route, so menu routes patched in later still win;
          // the guard patches them before this can render on a refresh of a menu route.
          { path: '*', element: <Navigate to="/404" replace /> },
        ],
      },
    ],
  },
];

/** Every route but /login, the portal pages and the student area: they share antd's theme and locale. */
function antdRoutes(): RouteObject[] {
  return [
    completionTest,
    page('/appLogin', 'route.appLogin', () => import('@/features/auth/screens/AppLoginPage')),
    page('/logoutTransit', 'route.logoutTransit', () => import('@/features/auth/screens/LogoutTransitPage')),
    main,
    page('/bigScreen', 'route.bigScreen', () => import('@/features/dashboard/screens/BigScreenPage')),
    page('/404', 'route.notFound', () => import('@/features/errors/screens/NotFoundPage')),
  ];
}
