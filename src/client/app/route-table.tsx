import type { ReactElement } from 'react';
import type { GuardedAccess } from './guards/access';
import { lazyPage, managementPage } from './lazy-page';
import { PATHS } from '@client/lib/paths';

/**
 * Who may open a screen (docs/spec/product-spec.md §2): 'exempt' screens open even on a first visit, 'public'
 * ones after the introduction, the others are guarded (./guards/access.ts).
 */
export type RouteAccess = 'exempt' | 'public' | GuardedAccess;

export interface AppRoute {
  path: string;
  access: RouteAccess;
  page: ReactElement;
}

// docs/spec/product-spec.md §2, route by route. Each screen is its own module under ./routes, loaded when first
// opened. §2 lists /manage_access and /manage_superusers without a rule; they manage permissions,
// which §6 gives to administrators, so they sit behind the admin guard. Regions, liaisons and
// coordinators are read by staff and written by administrators (docs/api/content.md). Adding and
// managing services and feedbacks need an approved account, shelter beds a non-volunteer one
// (§4, §6): the same shared rules the server's guards ask (guards/access.ts).
export const ROUTES: readonly AppRoute[] = [
  {
    path: PATHS.introduce,
    access: 'exempt',
    page: lazyPage(() => import('./routes/introduce'), 'IntroduceRoute'),
  },
  {
    path: PATHS.accountDeletionPolicy,
    access: 'exempt',
    page: lazyPage(() => import('./routes/account-deletion-policy'), 'AccountDeletionPolicyRoute'),
  },
  {
    path: PATHS.home,
    access: 'public',
    page: lazyPage(() => import('./routes/home'), 'HomeRoute'),
  },
  {
    path: PATHS.serviceDetail,
    access: 'public',
    page: lazyPage(() => import('./routes/service-detail'), 'ServiceDetailRoute'),
  },
  {
    path: PATHS.myFavorites,
    access: 'public',
    page: lazyPage(() => import('./routes/my-favorites'), 'MyFavoritesRoute'),
  },
  {
    path: PATHS.crisisLines,
    access: 'public',
    page: lazyPage(() => import('./routes/crisis-lines'), 'CrisisLinesRoute'),
  },
  {
    path: PATHS.about,
    access: 'public',
    page: lazyPage(() => import('./routes/about'), 'AboutRoute'),
  },
  {
    path: PATHS.termsOfUse,
    access: 'public',
    page: lazyPage(() => import('./routes/terms-of-use'), 'TermsOfUseRoute'),
  },
  {
    path: PATHS.privacyPolicy,
    access: 'public',
    page: lazyPage(() => import('./routes/privacy-policy'), 'PrivacyPolicyRoute'),
  },
  {
    path: PATHS.feedback,
    access: 'public',
    page: lazyPage(() => import('./routes/feedback'), 'FeedbackRoute'),
  },
  {
    path: PATHS.chatbot,
    access: 'public',
    page: lazyPage(() => import('./routes/chatbot'), 'ChatbotRoute'),
  },
  {
    path: PATHS.forgotPassword,
    access: 'public',
    page: managementPage('ForgotPasswordRoute'),
  },
  {
    path: PATHS.resetPassword,
    access: 'public',
    page: managementPage('ResetPasswordRoute'),
  },
  {
    path: PATHS.twitterCallback,
    access: 'public',
    page: managementPage('TwitterCallbackRoute'),
  },
  {
    path: PATHS.login,
    access: 'logged-out',
    page: managementPage('LoginRoute'),
  },
  {
    path: PATHS.addService,
    access: 'manage',
    page: managementPage('AddServiceRoute'),
  },
  {
    path: PATHS.manageServices,
    access: 'manage',
    page: managementPage('ManageServicesRoute'),
  },
  {
    path: PATHS.editService,
    access: 'manage',
    page: managementPage('EditServiceRoute'),
  },
  {
    path: PATHS.changePassword,
    access: 'login',
    page: managementPage('ChangePasswordRoute'),
  },
  {
    path: PATHS.feedbacks,
    access: 'manage',
    page: managementPage('FeedbacksRoute'),
  },
  {
    path: PATHS.availableBeds,
    access: 'beds',
    page: managementPage('AvailableBedsRoute'),
  },
  {
    path: PATHS.updateProfile,
    access: 'login',
    page: managementPage('UpdateProfileRoute'),
  },
  {
    path: PATHS.newCrisisLine,
    access: 'admin',
    page: managementPage('NewCrisisLineRoute'),
  },
  {
    path: PATHS.editCrisisLine,
    access: 'admin',
    page: managementPage('EditCrisisLineRoute'),
  },
  {
    path: PATHS.manageUsers,
    access: 'admin',
    page: managementPage('ManageUsersRoute'),
  },
  {
    path: PATHS.manageAccess,
    access: 'admin',
    page: managementPage('ManageAccessRoute'),
  },
  {
    path: PATHS.manageSuperusers,
    access: 'admin',
    page: managementPage('ManageSuperusersRoute'),
  },
  {
    path: PATHS.managePerms,
    access: 'admin',
    page: managementPage('ManagePermsRoute'),
  },
  {
    path: PATHS.manageFaqs,
    access: 'admin',
    page: managementPage('ManageFaqsRoute'),
  },
  {
    path: PATHS.hsdsImport,
    access: 'admin',
    page: managementPage('HsdsImportRoute'),
  },
  {
    path: PATHS.manageStaticPages,
    access: 'admin',
    page: managementPage('ManageStaticPagesRoute'),
  },
  {
    path: PATHS.editStaticPage,
    access: 'admin',
    page: managementPage('EditStaticPageRoute'),
  },
  {
    path: PATHS.manageApprovals,
    access: 'admin-or-lead',
    page: managementPage('ManageApprovalsRoute'),
  },
  {
    path: PATHS.manageVolunteers,
    access: 'admin-or-lead',
    page: managementPage('ManageVolunteersRoute'),
  },
  {
    path: PATHS.userDetail,
    access: 'admin-or-lead',
    page: managementPage('UserDetailRoute'),
  },
  {
    path: PATHS.regions,
    access: 'staff',
    page: managementPage('RegionsRoute'),
  },
  {
    path: PATHS.homelessLiaisons,
    access: 'staff',
    page: managementPage('HomelessLiaisonsRoute'),
  },
  {
    path: PATHS.regionalCoordinators,
    access: 'staff',
    page: managementPage('RegionalCoordinatorsRoute'),
  },
];

export const notFoundPage = lazyPage(() => import('./routes/not-found'), 'NotFoundRoute');

/** Whether a route's path (static segments and `:name` parameters) matches a pathname. */
const pathMatches = (path: string, pathname: string) =>
  new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}/?$`).test(pathname);

/** The page a pathname opens, as the router's Switch picks it: the first route that matches. */
export function pageOf(pathname: string): ReactElement {
  return ROUTES.find((route) => pathMatches(route.path, pathname))?.page ?? notFoundPage;
}
