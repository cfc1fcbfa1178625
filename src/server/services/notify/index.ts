export { notifierFor, Notifier, type NotifyDeps } from './notifier';
export { notifyFeedback, notifyServiceCreated, notifyServicesApproved } from './events';
export { notifyWelcome, type WelcomeUser } from './welcome';
