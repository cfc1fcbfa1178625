import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { PATHS } from '../paths';

export interface MenuLink {
  to: string;
  label: MessageDescriptor;
}

// The public entries of the side menu; role-dependent entries (§2 "Access rules") come later.
export const PUBLIC_MENU_LINKS: readonly MenuLink[] = [
  { to: PATHS.home, label: msg`Find help nearby` },
  { to: PATHS.crisisLines, label: msg`Crisis lines` },
  { to: PATHS.myFavorites, label: msg`My favorites` },
  { to: PATHS.chatbot, label: msg`Ask a question` },
  { to: PATHS.feedback, label: msg`Give feedback` },
  { to: PATHS.introduce, label: msg`Show tutorial` },
  { to: PATHS.about, label: msg`About Refugio` },
  { to: PATHS.termsOfUse, label: msg`Terms of use` },
  { to: PATHS.privacyPolicy, label: msg`Privacy policy` },
  { to: PATHS.accountDeletionPolicy, label: msg`Account deletion policy` },
];

export const LOGIN_MENU_LINK: MenuLink = { to: PATHS.login, label: msg`Log in or sign up` };
