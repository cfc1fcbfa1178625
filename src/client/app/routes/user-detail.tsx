import { UserDetailScreen } from '@client/features/users/components/user-detail-screen';
import { useParams } from '@client/lib/router';

export function UserDetailRoute() {
  const { id = '' } = useParams();
  // A new id is a new record: remount so no state of the previous user survives.
  return <UserDetailScreen key={id} id={id} />;
}
