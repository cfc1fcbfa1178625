import { generatePath } from '@client/lib/router';
import { FeedbackInboxScreen } from '@client/features/feedback-inbox/components/feedback-inbox-screen';
import { PATHS } from '@client/lib/paths';

const servicePathOf = (id: string) => generatePath(PATHS.serviceDetail, { id });

export function FeedbacksRoute() {
  return <FeedbackInboxScreen servicePathOf={servicePathOf} />;
}
