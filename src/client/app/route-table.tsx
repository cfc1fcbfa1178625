import type { RouteObject } from 'react-router-dom';
import { FirstVisitGate } from './guards/first-visit-gate';
import { RequireAccess } from './guards/require-access';
import { AppLayout } from './layout/app-layout';
import { lazyPage } from './lazy-page';
import { PATHS } from './paths';
import { RouteError } from './route-error';

// product-spec §2, route by route. Each screen is its own module under ./routes.
const publicRoutes: RouteObject[] = [
  { path: PATHS.home, element: lazyPage(() => import('./routes/home'), 'HomeRoute') },
  {
    path: PATHS.serviceDetail,
    element: lazyPage(() => import('./routes/service-detail'), 'ServiceDetailRoute'),
  },
  {
    path: PATHS.myFavorites,
    element: lazyPage(() => import('./routes/my-favorites'), 'MyFavoritesRoute'),
  },
  {
    path: PATHS.crisisLines,
    element: lazyPage(() => import('./routes/crisis-lines'), 'CrisisLinesRoute'),
  },
  { path: PATHS.about, element: lazyPage(() => import('./routes/about'), 'AboutRoute') },
  {
    path: PATHS.termsOfUse,
    element: lazyPage(() => import('./routes/terms-of-use'), 'TermsOfUseRoute'),
  },
  {
    path: PATHS.privacyPolicy,
    element: lazyPage(() => import('./routes/privacy-policy'), 'PrivacyPolicyRoute'),
  },
  { path: PATHS.feedback, element: lazyPage(() => import('./routes/feedback'), 'FeedbackRoute') },
  { path: PATHS.chatbot, element: lazyPage(() => import('./routes/chatbot'), 'ChatbotRoute') },
  {
    path: PATHS.forgotPassword,
    element: lazyPage(() => import('./routes/forgot-password'), 'ForgotPasswordRoute'),
  },
  {
    path: PATHS.resetPassword,
    element: lazyPage(() => import('./routes/reset-password'), 'ResetPasswordRoute'),
  },
  {
    path: PATHS.twitterCallback,
    element: lazyPage(() => import('./routes/twitter-callback'), 'TwitterCallbackRoute'),
  },
];

const loggedOutRoutes: RouteObject[] = [
  { path: PATHS.login, element: lazyPage(() => import('./routes/login'), 'LoginRoute') },
];

const loginRoutes: RouteObject[] = [
  {
    path: PATHS.addService,
    element: lazyPage(() => import('./routes/add-service'), 'AddServiceRoute'),
  },
  {
    path: PATHS.manageServices,
    element: lazyPage(() => import('./routes/manage-services'), 'ManageServicesRoute'),
  },
  {
    path: PATHS.editService,
    element: lazyPage(() => import('./routes/edit-service'), 'EditServiceRoute'),
  },
  {
    path: PATHS.changePassword,
    element: lazyPage(() => import('./routes/change-password'), 'ChangePasswordRoute'),
  },
  {
    path: PATHS.feedbacks,
    element: lazyPage(() => import('./routes/feedbacks'), 'FeedbacksRoute'),
  },
  {
    path: PATHS.availableBeds,
    element: lazyPage(() => import('./routes/available-beds'), 'AvailableBedsRoute'),
  },
  {
    path: PATHS.updateProfile,
    element: lazyPage(() => import('./routes/update-profile'), 'UpdateProfileRoute'),
  },
];

// §2 lists /manage_access and /manage_superusers without a rule; they manage permissions, which §6
// gives to administrators, so they sit behind the admin guard.
const adminRoutes: RouteObject[] = [
  {
    path: PATHS.newCrisisLine,
    element: lazyPage(() => import('./routes/new-crisis-line'), 'NewCrisisLineRoute'),
  },
  {
    path: PATHS.editCrisisLine,
    element: lazyPage(() => import('./routes/edit-crisis-line'), 'EditCrisisLineRoute'),
  },
  {
    path: PATHS.manageUsers,
    element: lazyPage(() => import('./routes/manage-users'), 'ManageUsersRoute'),
  },
  {
    path: PATHS.manageAccess,
    element: lazyPage(() => import('./routes/manage-access'), 'ManageAccessRoute'),
  },
  {
    path: PATHS.manageSuperusers,
    element: lazyPage(() => import('./routes/manage-superusers'), 'ManageSuperusersRoute'),
  },
  {
    path: PATHS.managePerms,
    element: lazyPage(() => import('./routes/manage-perms'), 'ManagePermsRoute'),
  },
  {
    path: PATHS.manageFaqs,
    element: lazyPage(() => import('./routes/manage-faqs'), 'ManageFaqsRoute'),
  },
  {
    path: PATHS.manageStaticPages,
    element: lazyPage(() => import('./routes/manage-static-pages'), 'ManageStaticPagesRoute'),
  },
  {
    path: PATHS.editStaticPage,
    element: lazyPage(() => import('./routes/edit-static-page'), 'EditStaticPageRoute'),
  },
];

const adminOrLeadRoutes: RouteObject[] = [
  {
    path: PATHS.manageApprovals,
    element: lazyPage(() => import('./routes/manage-approvals'), 'ManageApprovalsRoute'),
  },
  {
    path: PATHS.manageVolunteers,
    element: lazyPage(() => import('./routes/manage-volunteers'), 'ManageVolunteersRoute'),
  },
  {
    path: PATHS.userDetail,
    element: lazyPage(() => import('./routes/user-detail'), 'UserDetailRoute'),
  },
];

// Regions, liaisons and coordinators are read by staff and written by administrators (docs/api/content.md).
const staffRoutes: RouteObject[] = [
  {
    path: PATHS.regions,
    element: lazyPage(() => import('./routes/regions'), 'RegionsRoute'),
  },
  {
    path: PATHS.homelessLiaisons,
    element: lazyPage(() => import('./routes/homeless-liaisons'), 'HomelessLiaisonsRoute'),
  },
  {
    path: PATHS.regionalCoordinators,
    element: lazyPage(() => import('./routes/regional-coordinators'), 'RegionalCoordinatorsRoute'),
  },
];

// §2: the only two screens a first-time visitor may open without going through /introduce.
const firstVisitExemptRoutes: RouteObject[] = [
  {
    path: PATHS.introduce,
    element: lazyPage(() => import('./routes/introduce'), 'IntroduceRoute'),
  },
  {
    path: PATHS.accountDeletionPolicy,
    element: lazyPage(
      () => import('./routes/account-deletion-policy'),
      'AccountDeletionPolicyRoute',
    ),
  },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        // A second boundary inside the layout keeps the header and menu when a screen fails.
        errorElement: <RouteError />,
        children: [
          ...firstVisitExemptRoutes,
          {
            element: <FirstVisitGate />,
            children: [
              ...publicRoutes,
              { element: <RequireAccess access="logged-out" />, children: loggedOutRoutes },
              { element: <RequireAccess access="login" />, children: loginRoutes },
              { element: <RequireAccess access="admin" />, children: adminRoutes },
              { element: <RequireAccess access="admin-or-lead" />, children: adminOrLeadRoutes },
              { element: <RequireAccess access="staff" />, children: staffRoutes },
              { path: '*', element: lazyPage(() => import('./routes/not-found'), 'NotFoundRoute') },
            ],
          },
        ],
      },
    ],
  },
];
