// The signed-in people's screens (accounts and management), by their route modules' exports. They
// are reached through this one lazy chunk, not from the route table every start runs: each dynamic
// import carries the list of chunks Vite preloads with it, and these routes' lists (their forms,
// TanStack Query, …) grew the start-up JavaScript with every new management chunk
// (docs/architecture.md "The first screen"). lazy-page.tsx's managementPage loads this chunk with
// the management catalog and the query client.
import type { ComponentType } from 'react';

export const MANAGEMENT_PAGES = {
  ForgotPasswordRoute: () => import('./routes/forgot-password').then((m) => m.ForgotPasswordRoute),
  ResetPasswordRoute: () => import('./routes/reset-password').then((m) => m.ResetPasswordRoute),
  TwitterCallbackRoute: () =>
    import('./routes/twitter-callback').then((m) => m.TwitterCallbackRoute),
  LoginRoute: () => import('./routes/login').then((m) => m.LoginRoute),
  AddServiceRoute: () => import('./routes/add-service').then((m) => m.AddServiceRoute),
  ManageServicesRoute: () => import('./routes/manage-services').then((m) => m.ManageServicesRoute),
  EditServiceRoute: () => import('./routes/edit-service').then((m) => m.EditServiceRoute),
  ChangePasswordRoute: () => import('./routes/change-password').then((m) => m.ChangePasswordRoute),
  FeedbacksRoute: () => import('./routes/feedbacks').then((m) => m.FeedbacksRoute),
  AvailableBedsRoute: () => import('./routes/available-beds').then((m) => m.AvailableBedsRoute),
  UpdateProfileRoute: () => import('./routes/update-profile').then((m) => m.UpdateProfileRoute),
  NewCrisisLineRoute: () => import('./routes/new-crisis-line').then((m) => m.NewCrisisLineRoute),
  EditCrisisLineRoute: () => import('./routes/edit-crisis-line').then((m) => m.EditCrisisLineRoute),
  ManageUsersRoute: () => import('./routes/manage-users').then((m) => m.ManageUsersRoute),
  ManageAccessRoute: () => import('./routes/manage-access').then((m) => m.ManageAccessRoute),
  ManageSuperusersRoute: () =>
    import('./routes/manage-superusers').then((m) => m.ManageSuperusersRoute),
  ManagePermsRoute: () => import('./routes/manage-perms').then((m) => m.ManagePermsRoute),
  ManageFaqsRoute: () => import('./routes/manage-faqs').then((m) => m.ManageFaqsRoute),
  HsdsImportRoute: () => import('./routes/hsds-import').then((m) => m.HsdsImportRoute),
  ManageStaticPagesRoute: () =>
    import('./routes/manage-static-pages').then((m) => m.ManageStaticPagesRoute),
  EditStaticPageRoute: () => import('./routes/edit-static-page').then((m) => m.EditStaticPageRoute),
  ManageApprovalsRoute: () =>
    import('./routes/manage-approvals').then((m) => m.ManageApprovalsRoute),
  ManageVolunteersRoute: () =>
    import('./routes/manage-volunteers').then((m) => m.ManageVolunteersRoute),
  UserDetailRoute: () => import('./routes/user-detail').then((m) => m.UserDetailRoute),
  RegionsRoute: () => import('./routes/regions').then((m) => m.RegionsRoute),
  HomelessLiaisonsRoute: () =>
    import('./routes/homeless-liaisons').then((m) => m.HomelessLiaisonsRoute),
  RegionalCoordinatorsRoute: () =>
    import('./routes/regional-coordinators').then((m) => m.RegionalCoordinatorsRoute),
} satisfies Record<string, () => Promise<ComponentType>>;

export type ManagementPageName = keyof typeof MANAGEMENT_PAGES;
