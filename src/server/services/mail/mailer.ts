/** One outgoing e-mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends mail. `kind` says where it goes: 'smtp' delivers, 'file' writes an .eml under
 * DATA_DIR/mail so a local install without SMTP can still finish a password reset.
 */
export interface Mailer {
  readonly kind: 'smtp' | 'file';
  /** Rejects when the mail could not be handed over; callers decide what the request answers. */
  send(message: MailMessage): Promise<{ location?: string }>;
}
