export { escapeHtml, publicBase, type MailLanguage } from './compose';
export { feedbackToProviderMail } from './feedback-to-provider';
export { resetPasswordMail } from './reset-password';
export { serviceApprovedMail } from './service-approved';
export { welcomeMail } from './welcome';
