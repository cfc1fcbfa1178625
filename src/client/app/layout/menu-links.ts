import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { PATHS } from '@client/lib/paths';

export interface MenuLink {
  to: string;
  label: MessageDescriptor;
  /** An address outside the app (Donate), opened as a plain link. */
  external?: boolean;
  /** The report-notifications count shown on this entry (docs/spec/product-spec.md §2 "Access rules"). */
  badge?: BadgeKey;
}

/** The six counts of POST /api/auth/report-notifications that §2 shows on menu entries. */
export const BADGE_KEYS = [
  'countManagedServices',
  'countUnReadFeedbacks',
  'countManagedShelters',
  'countNotApprovedServices',
  'countVolunteers',
  'countTotalUsers',
] as const;
export type BadgeKey = (typeof BADGE_KEYS)[number];

export interface MenuGroup {
  id: string;
  heading: MessageDescriptor;
  links: readonly MenuLink[];
}

/**
 * What the menu needs to know about the person (docs/spec/product-spec.md §2 "Access rules", §4, §6): the
 * rights of shared/domain/rights.ts, which the route guards and the server ask too. The server
 * gives a pending or deactivated account no right, whatever its roles (docs/api.md "Who may do
 * what"), so none of these holds without approval.
 */
export interface MenuViewer {
  isLogin: boolean;
  isAdmin: boolean;
  /** Manage approvals and volunteers: administrators and volunteer leads. */
  isAdminOrLead: boolean;
  /** Add and manage services, feedbacks: everyone signed in but an unapproved volunteer (§4). */
  mayManageServices: boolean;
  /** Update shelter beds: §6 gives it to non-volunteers (and administrators). */
  mayCountBeds: boolean;
  /** Administrators, super users and volunteer leads read regions, liaisons and coordinators. */
  isStaff: boolean;
}

const FIND_HELP: readonly MenuLink[] = [
  { to: PATHS.home, label: msg`Find help nearby` },
  { to: PATHS.crisisLines, label: msg`Crisis lines` },
  { to: PATHS.myFavorites, label: msg`My favorites` },
  { to: PATHS.chatbot, label: msg`Chat and questions` },
];

// §6: adding and managing services and their feedbacks are for everyone but pending volunteers;
// shelter beds for non-volunteers.
const ADD_AND_MANAGE: readonly MenuLink[] = [
  { to: PATHS.addService, label: msg`Add a service` },
  { to: PATHS.manageServices, label: msg`Manage services`, badge: 'countManagedServices' },
];
const BEDS: MenuLink = {
  to: PATHS.availableBeds,
  label: msg`Update shelter beds`,
  badge: 'countManagedShelters',
};
const FEEDBACKS: MenuLink = {
  to: PATHS.feedbacks,
  label: msg`Feedbacks`,
  badge: 'countUnReadFeedbacks',
};

const ACCOUNT: readonly MenuLink[] = [
  { to: PATHS.updateProfile, label: msg`Update profile` },
  { to: PATHS.changePassword, label: msg`Change password` },
];

const LEAD: readonly MenuLink[] = [
  { to: PATHS.manageApprovals, label: msg`Manage approvals`, badge: 'countNotApprovedServices' },
  { to: PATHS.manageVolunteers, label: msg`Manage volunteers`, badge: 'countVolunteers' },
];

const STAFF: readonly MenuLink[] = [
  { to: PATHS.regions, label: msg`Regions` },
  { to: PATHS.homelessLiaisons, label: msg`Homeless liaisons` },
  { to: PATHS.regionalCoordinators, label: msg`Regional coordinators` },
];

const ADMIN: readonly MenuLink[] = [
  { to: PATHS.manageUsers, label: msg`Manage users`, badge: 'countTotalUsers' },
  { to: PATHS.managePerms, label: msg`Manage perms` },
  { to: PATHS.manageAccess, label: msg`Manage access` },
  { to: PATHS.manageSuperusers, label: msg`Manage super users` },
  { to: PATHS.manageFaqs, label: msg`Chatbot questions` },
  { to: PATHS.manageStaticPages, label: msg`Static pages` },
  { to: PATHS.hsdsImport, label: msg`Import listings` },
];

const ABOUT: readonly MenuLink[] = [
  { to: PATHS.introduce, label: msg`Show tutorial` },
  { to: PATHS.feedback, label: msg`Give feedback` },
  { to: PATHS.about, label: msg`About Refugio` },
  { to: PATHS.termsOfUse, label: msg`Terms of use` },
  { to: PATHS.privacyPolicy, label: msg`Privacy policy` },
  { to: PATHS.accountDeletionPolicy, label: msg`Account deletion policy` },
];

export const LOGIN_MENU_LINK: MenuLink = { to: PATHS.login, label: msg`Log in or sign up` };

/**
 * The address of the Donate entry, set per installation at build time (§2 shows no path for it);
 * only https addresses, and none means no Donate entry at all.
 */
export function donateUrl(raw: unknown = import.meta.env.VITE_DONATE_URL): string | null {
  return typeof raw === 'string' && /^https:\/\/\S+$/.test(raw.trim()) ? raw.trim() : null;
}

/** A count as the menu shows it: §9 caps the display at 9999. */
export function badgeText(count: number): string {
  return count > MAX_BADGE ? `${MAX_BADGE}+` : String(count);
}
const MAX_BADGE = 9999;

/** The link groups of the side menu for this person, in order; empty groups are left out. */
export function menuGroupsFor(
  viewer: MenuViewer,
  donate: string | null = donateUrl(),
): MenuGroup[] {
  const own = viewer.mayManageServices
    ? [...ADD_AND_MANAGE, ...(viewer.mayCountBeds ? [BEDS] : []), FEEDBACKS]
    : [];
  const administration = [
    ...(viewer.isAdminOrLead ? LEAD : []),
    ...(viewer.isStaff ? STAFF : []),
    ...(viewer.isAdmin ? ADMIN : []),
  ];
  const about = [
    ...ABOUT,
    ...(donate ? [{ to: donate, label: msg`Donate`, external: true }] : []),
    ...(viewer.isLogin ? [] : [LOGIN_MENU_LINK]),
  ];
  const groups: MenuGroup[] = [
    { id: 'find-help', heading: msg`Find help`, links: FIND_HELP },
    {
      id: 'your-services',
      heading: msg`Your services`,
      links: viewer.isLogin ? [...own, ...ACCOUNT] : [],
    },
    { id: 'administration', heading: msg`Administration`, links: administration },
    { id: 'about', heading: msg`Refugio`, links: about },
  ];
  return groups.filter((group) => group.links.length > 0);
}
