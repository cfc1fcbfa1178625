import { UpdateProfileScreen } from '@client/features/account/components/update-profile-screen';

export function UpdateProfileRoute() {
  return <UpdateProfileScreen />;
}
