// The static route table of SPEC section 2. Every page is lazy; menu routes join 'main' later.
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
  page('/portal', 'route.portal', () => import('@/features/portal/pages/PortalPage')),
  page('/szbSignUpForm', 'route.szbSignUpForm', () => import('@/features/portal/pages/SignUpFormPage')),
  page('/newsList', 'route.newsList', () => import('@/features/portal/pages/NewsListPage')),
  page('/newsDetail', 'route.newsDetail', () => import('@/features/portal/pages/NewsDetailPage')),
  page('/portalFollow', 'route.portalFollow', () => import('@/features/portal/pages/PortalFollowPage')),
  page('/report', 'route.report', () => import('@/features/portal/pages/ReportPage')),
  page('/completionTest', 'route.completionTest', () => import('@/features/portal/pages/CompletionTestPage')),
  page('/surveyLink', 'route.surveyLink', () => import('@/features/portal/pages/SurveyLinkPage')),
  page('/surveyQrcode', 'route.surveyQrcode', () => import('@/features/portal/pages/SurveyQrcodePage')),
  page('/learningService', 'route.learningService', () => import('@/features/portal/pages/LearningServicePage')),
  page('/board', 'route.board', () => import('@/features/portal/pages/BoardPage')),
  page('/collection', 'route.collection', () => import('@/features/portal/pages/CollectionPage')),
  page('/policyList', 'route.policyList', () => import('@/features/portal/pages/PolicyListPage')),
  page('/policyDetail', 'route.policyDetail', () => import('@/features/portal/pages/PolicyDetailPage')),
  page('/organList', 'route.organList', () => import('@/features/portal/pages/OrganListPage')),
  page('/organDetail', 'route.organDetail', () => import('@/features/portal/pages/OrganDetailPage')),
  page('/faceRecognition', 'route.faceRecognition', () => import('@/features/portal/pages/FaceRecognitionPage')),
  page('/practiceTraining', 'route.practiceTraining', () => import('@/features/portal/pages/PracticeTrainingPage')),
  {
    path: '/excellentCase',
    handle: { titleKey: 'route.excellentCase' },
    children: [
      index('/excellentCase/index'),
      page('index', 'route.excellentCase', () => import('@/features/portal/pages/ExcellentCaseListPage')),
      page('detail', 'route.excellentCaseDetail', () => import('@/features/portal/pages/ExcellentCaseDetailPage')),
    ],
  },
  {
    path: '/competition',
    handle: { titleKey: 'route.competition' },
    children: [
      index('/competition/list'),
      page('list', 'route.competitionList', () => import('@/features/competition/pages/CompetitionListPage')),
      page('listDetail', 'route.competitionDetail', () => import('@/features/competition/pages/CompetitionDetailPage')),
      page(
        'registration',
        'route.competitionRegistration',
        () => import('@/features/competition/pages/RegistrationPage'),
      ),
      page('serve', 'route.competitionServe', () => import('@/features/competition/pages/ServePage')),
      page('resultQuery', 'route.competitionResult', () => import('@/features/competition/pages/ResultQueryPage')),
    ],
  },
];

const mobileCompetition: RouteObject = {
  path: '/mobile/competition',
  lazy: lazyPage(() => import('@/layouts/MobileLayout')),
  handle: { titleKey: 'route.competition' },
  children: [
    index('/mobile/competition/list'),
    page('list', 'route.competitionList', () => import('@/features/competition/mobile/MobileListPage')),
    page('listDetail', 'route.competitionDetail', () => import('@/features/competition/mobile/MobileDetailPage')),
    page('service', 'route.competitionServe', () => import('@/features/competition/mobile/MobileServicePage')),
    page('resultQuery', 'route.competitionResult', () => import('@/features/competition/mobile/MobileResultPage')),
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
      () => import('@/features/portal/pages/CompletionTestDetailPage'),
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
    sf('study', 'route.study', () => import('@/features/studentFront/pages/StudyPage')),
    sf('demand', 'route.demand', () => import('@/features/studentFront/pages/DemandPage')),
    sf('demand/detail', 'route.demandDetail', () => import('@/features/studentFront/pages/DemandDetailPage')),
    sf('watchLive', 'route.watchLive', () => import('@/features/studentFront/pages/WatchLivePage')),
    sf('theoryTest', 'route.theoryTest', () => import('@/features/studentFront/pages/TheoryTestPage')),
    sf('testResult', 'route.testResult', () => import('@/features/studentFront/pages/TestResultPage')),
    sf('practise', 'route.practise', () => import('@/features/studentFront/pages/PractisePage')),
    sf('info', 'route.info', () => import('@/features/studentFront/pages/InfoPage')),
    sf('report', 'route.studentReport', () => import('@/features/certificates/student/StudentReportPage')),
    sf('setting', 'route.setting', () => import('@/features/studentFront/pages/SettingPage')),
    sf('manual', 'route.manual', () => import('@/features/studentFront/pages/ManualPage')),
    sf('afterClassHomework', 'route.homework', () => import('@/features/studentFront/pages/HomeworkPage')),
    // write and preview share one page, which reads the mode from the path.
    sf(
      'afterClassHomework/write',
      'route.homeworkWrite',
      () => import('@/features/studentFront/pages/HomeworkEditPage'),
    ),
    sf(
      'afterClassHomework/preview',
      'route.homeworkPreview',
      () => import('@/features/studentFront/pages/HomeworkEditPage'),
    ),
  ],
};

const main: RouteObject = {
  id: MAIN_ROUTE_ID,
  lazy: lazyPage(() => import('@/layouts/main/MainLayout')),
  children: [
    {
      path: '/project',
      handle: { titleKey: 'route.project' },
      children: [
        index('/project/course'),
        page('course', 'route.projectCourse', () => import('@/features/project/views/course')),
        page('student/theoryTest/result', 'route.examDetail', () => import('@/features/project/views/examResult')),
      ],
    },
    page('/feature', 'route.feature', () => import('@/features/feature/views/index')),
    page('/account/security', 'student.accountSettings', () => import('@/features/account/pages/AccountSecurityPage')),
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
          page('/login', 'route.login', () => import('@/features/auth/pages/LoginPage')),
          {
            lazy: lazyPage(() => import('./QueryShell')),
            children: [
              // The public portal pages use no antd: their first load is the product's tightest.
              { lazy: lazyPage(() => import('@/layouts/portal/PortalLayout')), children: portalPages },
              // The competition's phone pages use no antd either (Lighthouse mobile on their list is a target).
              mobileCompetition,
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

/** Every route but /login and the portal pages: they share antd's theme and locale. */
function antdRoutes(): RouteObject[] {
  return [
    completionTest,
    page('/appLogin', 'route.appLogin', () => import('@/features/auth/pages/AppLoginPage')),
    page('/logoutTransit', 'route.logoutTransit', () => import('@/features/auth/pages/LogoutTransitPage')),
    studentFront,
    main,
    page('/bigScreen', 'route.bigScreen', () => import('@/features/bigScreen/pages/BigScreenPage')),
    page('/404', 'route.notFound', () => import('@/features/errors/pages/NotFoundPage')),
  ];
}
