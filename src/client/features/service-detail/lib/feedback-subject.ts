/** docs/spec/forms-and-messages.md D.3: the subject is the service's name, or this when it has none. */
const NAMELESS_SUBJECT = 'Shelter Service';

export function feedbackSubject(serviceName: string): string {
  return serviceName.trim() || NAMELESS_SUBJECT;
}
