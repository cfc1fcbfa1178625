import type { FastifyInstance } from 'fastify';
import {
  activeUsersWithRoles,
  recipientById,
  servicesForNotice,
  type Recipient,
} from '@server/db/queries/push';
import type { Role } from '@shared/domain/enums';
import { feedbackToProviderMail, publicBase, serviceApprovedMail } from '../mail/templates';
import { notifierFor, type NotifyDeps } from './notifier';
import { pushText, type PushEvent } from './texts';

const MANAGE_APPROVALS = '/manage_approvals';
const FEEDBACKS = '/feedbacks';
const serviceUrl = (id: string) => `/services/${id}`;

/** Pushes one event to every active holder of `roles` (each person once, in their language). */
async function pushToRoles(
  deps: NotifyDeps,
  roles: Role[],
  event: PushEvent,
  subject: string,
  url: string,
  seen = new Set<string>(),
) {
  const people = (await activeUsersWithRoles(deps.db, roles)).filter((p) => !seen.has(p.id));
  for (const p of people) seen.add(p.id);
  await Promise.all(
    people.map((p) => deps.push.sendToUser(p.id, pushText(event, p.language, subject, url))),
  );
}

/** A logged mail failure must not stop the push (or the other way round). */
async function mailQuietly(deps: NotifyDeps, send: () => Promise<unknown>) {
  await send().catch((err: unknown) => deps.log.error({ err }, 'notification mail failed'));
}

/**
 * After POST /services committed: administrators hear of a service waiting for approval, leads of
 * a volunteer-added one (docs/push.md). An administrator who is also a lead hears once.
 */
export function notifyServiceCreated(app: FastifyInstance, serviceId: string): Promise<void> {
  return notifierFor(app).run('service-created', async (deps) => {
    const [service] = await servicesForNotice(deps.db, [serviceId]);
    if (!service) return;
    const seen = new Set<string>();
    if (!service.isApproved) {
      await pushToRoles(deps, ['ADMINISTRATOR'], 'pending', service.name, MANAGE_APPROVALS, seen);
    }
    if (service.addedByVolunteer) {
      await pushToRoles(
        deps,
        ['VOLUNTEER LEAD'],
        'volunteer',
        service.name,
        MANAGE_APPROVALS,
        seen,
      );
    }
  });
}

/** Services that were waiting and are approved now: each owner gets a push and an e-mail. */
export function notifyServicesApproved(app: FastifyInstance, serviceIds: string[]): Promise<void> {
  return notifierFor(app).run('service-approved', async (deps) => {
    const approved = (await servicesForNotice(deps.db, serviceIds)).filter((s) => s.isApproved);
    for (const service of approved) {
      const owner = service.userId ? await recipientById(deps.db, service.userId) : null;
      if (!owner) continue;
      const url = serviceUrl(service.id);
      await deps.push.sendToUser(owner.id, pushText('approved', owner.language, service.name, url));
      await mailQuietly(deps, () =>
        deps.mailer.send(
          serviceApprovedMail(
            owner.email,
            { serviceName: service.name, serviceUrl: `${publicBase(deps.config)}${url}` },
            owner.language,
          ),
        ),
      );
    }
  });
}

export interface FeedbackNotice {
  type: 'SERVICE' | 'APP';
  serviceId: string | null;
  subject: string;
  message: string;
}

/**
 * New feedback: on a service, its owner gets a push and the feedback by e-mail, administrators a
 * push; on the app, administrators a push.
 */
export function notifyFeedback(app: FastifyInstance, feedback: FeedbackNotice): Promise<void> {
  return notifierFor(app).run('feedback', async (deps) => {
    if (feedback.type === 'APP' || !feedback.serviceId) {
      await pushToRoles(deps, ['ADMINISTRATOR'], 'appFeedback', feedback.subject, FEEDBACKS);
      return;
    }
    const [service] = await servicesForNotice(deps.db, [feedback.serviceId]);
    if (!service) return;
    const owner: Recipient | null = service.userId
      ? await recipientById(deps.db, service.userId)
      : null;
    const seen = new Set<string>();
    if (owner) {
      seen.add(owner.id);
      const url = serviceUrl(service.id);
      await deps.push.sendToUser(
        owner.id,
        pushText('serviceFeedback', owner.language, service.name, url),
      );
      const text = feedback.subject
        ? `${feedback.subject}\n\n${feedback.message}`
        : feedback.message;
      await mailQuietly(deps, () =>
        deps.mailer.send(
          feedbackToProviderMail(
            owner.email,
            {
              serviceName: service.name,
              feedback: text,
              serviceUrl: `${publicBase(deps.config)}${url}`,
            },
            owner.language,
          ),
        ),
      );
    }
    await pushToRoles(deps, ['ADMINISTRATOR'], 'serviceFeedback', service.name, FEEDBACKS, seen);
  });
}
