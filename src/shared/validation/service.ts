// The service form and the POST/PUT /services body (docs/spec/product-spec.md §5 'Service form', §6;
// docs/spec/forms-and-messages.md D.1; docs/spec/api-contract.md §2.3). One factory, parameterised by who is editing.
import { z } from 'zod';
import { whenValid } from './fields';
import { MESSAGES } from './messages';
import { forbiddenServiceFields, type ServiceEditorRole } from './service-roles';
import { serviceShape } from './service-shape';

export interface ServiceFormOptions {
  role: ServiceEditorRole;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What the person could not have meant is removed before validation, so it can neither fail nor be
 * stored: fields the role may not set (docs/spec/product-spec.md §6), bed counts of a service that is not a
 * shelter (the fields are hidden then), and the schedules of a contact-for-hours service (the panels
 * are hidden and empty lists are sent, docs/spec/forms-and-messages.md D.1).
 */
function prepare(input: unknown, role: ServiceEditorRole): unknown {
  if (!isRecord(input)) return input;
  const body: Record<string, unknown> = { ...input };
  for (const field of forbiddenServiceFields(role)) delete body[field];
  const types = body['type'];
  if (!Array.isArray(types) || !types.includes('SHELTER')) {
    delete body['totalBeds'];
    delete body['availableBeds'];
  }
  if (body['isContact'] === true) {
    body['schedules'] = [];
    body['closeSchedules'] = [];
  }
  return body;
}

const fields = z.object(serviceShape);
type ServiceFields = z.output<typeof fields>;
type Ctx = z.RefinementCtx<ServiceFields>;

/** serviceSummary is asked for once a type is ticked (docs/spec/product-spec.md §5). */
function checkSummary(body: ServiceFields, ctx: Ctx): void {
  if (body.type.length > 0 && !body.serviceSummary) {
    ctx.addIssue({
      code: 'custom',
      path: ['serviceSummary'],
      message: MESSAGES.SERVICE_DETAIL_REQUIRED,
    });
  }
}

/** A schedule unless isContact is on (docs/spec/product-spec.md §5). */
function checkSchedule(body: ServiceFields, ctx: Ctx): void {
  if (!body.isContact && body.schedules.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['schedules'], message: MESSAGES.SCHEDULE_REQUIRED });
  }
}

/**
 * A shelter's beds, when the role may set them (prepare() removed them otherwise): total required
 * and ≥ 1, available ≤ total, compared as numbers (docs/spec/product-spec.md §5).
 */
function checkBeds(body: ServiceFields, ctx: Ctx): void {
  if (!body.type.includes('SHELTER')) return;
  if (body.totalBeds === undefined) {
    ctx.addIssue({ code: 'custom', path: ['totalBeds'], message: MESSAGES.TOTAL_BEDS_REQUIRED });
    return;
  }
  if (body.availableBeds !== undefined && body.availableBeds > body.totalBeds) {
    ctx.addIssue({
      code: 'custom',
      path: ['availableBeds'],
      message: MESSAGES.BEDS_AVAILABLE_OVER_TOTAL,
    });
  }
}

/** The header text is required when the critical header is on (docs/spec/forms-and-messages.md D.1). */
function checkCritical(body: ServiceFields, ctx: Ctx): void {
  if (body.isCriticalHeader && !body.criticalDescription) {
    ctx.addIssue({
      code: 'custom',
      path: ['criticalDescription'],
      message: MESSAGES.CRITICAL_DESCRIPTION_REQUIRED,
    });
  }
}

/**
 * The service form for `role`. Each cross-field rule runs as soon as the fields it reads are valid,
 * so one submit shows every error. Unknown keys are dropped (docs/spec/api-contract.md §12).
 */
export function serviceFormSchema({ role }: ServiceFormOptions) {
  const shelterRole = role !== 'volunteer';
  return z.preprocess(
    (input) => prepare(input, role),
    fields
      .superRefine(checkSummary, { when: whenValid('type', 'serviceSummary') })
      .superRefine(checkSchedule, { when: whenValid('isContact', 'schedules') })
      .superRefine(
        (body, ctx) => {
          if (shelterRole) checkBeds(body, ctx);
        },
        { when: whenValid('type', 'totalBeds', 'availableBeds') },
      )
      .superRefine(checkCritical, {
        when: whenValid('isCriticalHeader', 'criticalDescription'),
      }),
  );
}
export type ServiceBody = z.output<ReturnType<typeof serviceFormSchema>>;
