// The templates live in ./templates (docs/push.md); this path stays for existing imports.
export { resetPasswordMail, type MailLanguage } from './templates';
