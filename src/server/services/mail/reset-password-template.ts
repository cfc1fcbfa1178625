// The templates live in ./templates (issue #8 item 5); this path stays for existing imports.
export { resetPasswordMail, type MailLanguage } from './templates';
