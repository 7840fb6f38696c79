import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { ScreenKey } from '../features/placeholders';
import { CATCH_ALL_ID } from './catchAll';
import RootLayout from './RootLayout';

const HomePage = lazy(() => import('../features/public/HomePage'));
const LoginPage = lazy(() => import('../features/public/LoginPage'));
const NotFoundPage = lazy(() => import('../features/public/NotFoundPage'));
const ProtocolPage = lazy(() => import('../features/public/ProtocolPage'));
const AboutUsPage = lazy(() => import('../features/public/AboutUsPage'));
const UsersetPage = lazy(() => import('../features/account/UsersetPage'));
const TeamDetailsPage = lazy(() => import('../features/school/TeamDetailsPage'));
const PlaceholderPage = lazy(() => import('../features/placeholders/PlaceholderPage'));
const ResourceLibraryPage = lazy(() => import('../features/resources/ResourceLibraryPage'));
const ResourcePreviewPage = lazy(() => import('../features/resources/PreviewPage'));
const SelectQuestionPage = lazy(() => import('../features/assemble/SelectQuestionPage'));
const TeamMemberPage = lazy(() => import('../features/school/member/TeamMemberPage'));
const TeamGroupPage = lazy(() => import('../features/school/group/TeamGroupPage'));
const InvitePage = lazy(() => import('../features/school/invite/InvitePage'));
const EditPage = lazy(() => import('../features/papers/editor/EditPage'));
const PaperSetPage = lazy(() => import('../features/papers/settings/PaperSetPage'));
const IntellectPage = lazy(() => import('../features/papers/intellect/IntellectPage'));
const PracticePage = lazy(() => import('../features/papers/practice/PracticePage'));
const PersonPaperPage = lazy(() => import('../features/papers/cloud/PersonPaperPage'));
const RecycleBinPage = lazy(() => import('../features/papers/cloud/RecycleBinPage'));
const libraryPage = (name: 'SchoolPaperPage' | 'PlatformSharingPage' | 'GoodsPaperPage') =>
  lazy(() => import('../features/papers/library/LibraryPages').then((m) => ({ default: m[name] })));
const SchoolPaperPage = libraryPage('SchoolPaperPage');
const PlatformSharingPage = libraryPage('PlatformSharingPage');
const GoodsPaperPage = libraryPage('GoodsPaperPage');
const PlatformSharingDetailPage = lazy(() => import('../features/papers/library/PlatformSharingDetailPage'));
const SchoolTestQuestionsPage = lazy(() => import('../features/papers/library/SchoolTestQuestionsPage'));
const PaperSettingPage = lazy(() => import('../features/papers/library/PaperSettingPage'));
const PaperListPage = lazy(() => import('../features/assignments/PaperListPage'));
const AnswerCardPage = lazy(() => import('../features/sheets/AnswerCardPage'));
const PrintPaperPage = lazy(() => import('../features/print/PrintPaperPage'));
const PrintCodesPage = lazy(() => import('../features/print-codes/PrintCodesPage'));
const ScanPage = lazy(() => import('../features/scan/ScanPage'));
const PrintGradePage = lazy(() => import('../features/print-codes/PrintGradePage'));
const CorrectPage = lazy(() => import('../features/marking/CorrectPage'));
const WritePage = lazy(() => import('../features/marking/WritePage'));
const MistakesPage = lazy(() => import('../features/mistakes/MistakesPage'));
const dataCenterPage = (name: 'SubjectPage' | 'CorrectScorePage' | 'AverageScorePage') =>
  lazy(() => import('../features/data-center').then((m) => ({ default: m[name] })));
const DataSubjectPage = dataCenterPage('SubjectPage');
const DataCorrectScorePage = dataCenterPage('CorrectScorePage');
const DataAverageScorePage = dataCenterPage('AverageScorePage');
const BigDataPage = lazy(() => import('../features/big-screen/BigDataPage'));
const LargeScreenPage = lazy(() => import('../features/big-screen/LargeScreenPage'));
const GradeAnalysisPage = lazy(() => import('../features/analysis/GradePage'));
const ClassAnalysisPage = lazy(() => import('../features/analysis/ClassPage'));
const PersonAnalysisPage = lazy(() => import('../features/analysis/PersonPage'));
const AssistantOverviewPage = lazy(() => import('../features/analysis/assistant/OverviewPage'));
const AssistantCommentaryPage = lazy(() => import('../features/analysis/assistant/CommentaryPage'));
const AssistantDetailsPage = lazy(() => import('../features/analysis/assistant/DetailsPage'));
const AssistantPaperReportPage = lazy(() => import('../features/analysis/assistant/PaperReportPage'));
const booksPage = (name: 'NumberBookPage' | 'BookDetailPage' | 'BookPreviewPage') =>
  lazy(() => import('../features/books').then((m) => ({ default: m[name] })));
const NumberBookPage = booksPage('NumberBookPage');
const BookDetailPage = booksPage('BookDetailPage');
const BookPreviewPage = booksPage('BookPreviewPage');
const MyPlanCoursePage = lazy(() =>
  import('../features/lesson-plans').then((m) => ({ default: m.MyPlanCoursePage })),
);

const screen = (path: string, key: ScreenKey): RouteObject => ({
  path,
  element: <PlaceholderPage screen={key} />,
});

const redirect = (to: string): RouteObject => ({ index: true, element: <Navigate to={to} replace /> });

/** Spec §2 route table. Paths match case-insensitively, so /paperList opens /paperlist. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/userset', element: <UsersetPage /> },
      { path: '/protocol', element: <ProtocolPage /> },
      { path: '/edit', element: <EditPage /> },
      { path: '/paperset', element: <PaperSetPage /> },
      { path: '/scan', element: <ScanPage /> },
      { path: '/team/details', element: <TeamDetailsPage /> },
      { path: '/team/member', element: <TeamMemberPage /> },
      { path: '/team/group', element: <TeamGroupPage /> },
      { path: '/invite', element: <InvitePage /> },
      screen('/schoolmaterials', 'schoolMaterials'),
      screen('/paperbinding', 'paperBinding'),
      {
        path: '/analysis',
        children: [
          redirect('/analysis/grade'),
          { path: 'grade', element: <GradeAnalysisPage /> },
          { path: 'class', element: <ClassAnalysisPage /> },
          // ?print=class turns it into the class's one-page-per-student handouts.
          { path: 'person', element: <PersonAnalysisPage /> },
        ],
      },
      { path: '/correct', element: <CorrectPage /> },
      { path: '/write', element: <WritePage /> },
      { path: '/paperlist', element: <PaperListPage /> },
      // Not in the spec's route table, but among its navigation-hidden screens: the 答题卡 designer.
      { path: '/answerCard', element: <AnswerCardPage /> },
      { path: '/pringtingtest', element: <PrintPaperPage kind="exam" /> },
      { path: '/printing', element: <PrintPaperPage kind="homework" /> },
      { path: '/printgrade', element: <PrintGradePage kind="homework" /> },
      { path: '/printanswer', element: <PrintPaperPage kind="answer" /> },
      { path: '/printcode', element: <PrintCodesPage kind="qr" /> },
      { path: '/printBarcode', element: <PrintCodesPage kind="barcode" /> },
      { path: '/printgradetest', element: <PrintGradePage kind="exam" /> },
      { path: '/aboutUs', element: <AboutUsPage /> },
      { path: '/bigData', element: <BigDataPage /> },
      { path: '/largescreen', element: <LargeScreenPage /> },
      {
        path: '/assistant',
        children: [
          redirect('/assistant/analysis'),
          { path: 'analysis', element: <AssistantOverviewPage /> },
          { path: 'commentary', element: <AssistantCommentaryPage /> },
          { path: 'details', element: <AssistantDetailsPage /> },
          { path: 'papaerReport', element: <AssistantPaperReportPage /> },
        ],
      },
      { path: '/dataCenter/subject', element: <DataSubjectPage /> },
      { path: '/dataCenter/correctScore', element: <DataCorrectScorePage /> },
      { path: '/dataCenter/averageScore', element: <DataAverageScorePage /> },
      { path: '/rehearseCoustom', element: <MistakesPage /> },
      {
        path: '/rehearse',
        children: [
          redirect('/rehearse/SelectQuestionPaper'),
          { path: 'SelectQuestionPaper', element: <SelectQuestionPage /> },
          { path: 'intellectTestPaper', element: <IntellectPage /> },
          { path: 'SynchronizationClass', element: <PracticePage /> },
          { path: 'GoodsPaper', element: <GoodsPaperPage /> },
          { path: 'MistakesExercise', element: <MistakesPage /> },
        ],
      },
      {
        path: '/planCourseCenter',
        children: [
          // The spec gives no index page; the first child is the natural landing.
          redirect('/planCourseCenter/numberBook'),
          { path: 'numberBook', element: <NumberBookPage /> },
          { path: 'planCourseResource', element: <ResourceLibraryPage /> },
          { path: 'myPlanCourse', element: <MyPlanCoursePage /> },
          { path: 'bookDetail', element: <BookDetailPage /> },
        ],
      },
      { path: '/OnlyOfficeReady', element: <ResourcePreviewPage /> },
      { path: '/bookPreview', element: <BookPreviewPage /> },
      { path: '/404', element: <NotFoundPage /> },
      {
        path: '/cloudResources',
        children: [
          redirect('/cloudResources/personPaper'),
          { path: 'personPaper', element: <PersonPaperPage /> },
          { path: 'schoolPaper', element: <SchoolPaperPage /> },
          { path: 'schoolTestQuestions', element: <SchoolTestQuestionsPage /> },
          { path: 'platformSharing', element: <PlatformSharingPage /> },
          { path: 'platformSharingDetail', element: <PlatformSharingDetailPage /> },
          { path: 'recycleBin', element: <RecycleBinPage /> },
          { path: 'paperSetting', element: <PaperSettingPage /> },
        ],
      },
      { id: CATCH_ALL_ID, path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
