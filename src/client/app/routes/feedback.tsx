import { useSessionStore } from '@client/lib/session-store';
import { FeedbackScreen } from '@client/features/feedback/components/feedback-screen';

export function FeedbackRoute() {
  const userId = useSessionStore((state) => state.user?.id ?? null);
  return <FeedbackScreen userId={userId} />;
}
