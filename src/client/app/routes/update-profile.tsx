import { UpdateProfileScreen } from '../../features/account/components/update-profile-screen';

export function UpdateProfileRoute() {
  return <UpdateProfileScreen />;
}
