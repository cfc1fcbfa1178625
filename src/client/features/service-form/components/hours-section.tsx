import { useLingui } from '@lingui/react/macro';
import { ScheduleEditor } from './schedule/schedule-editor';
import type { ServiceForm } from '../hooks/use-service-form';
import { CheckboxField } from './checkbox-field';

/**
 * Opening hours and closed days, or 'contact for hours' instead (docs/spec/forms-and-messages.md D.1 'Contact
 * Group': when ticked the panels are hidden and empty lists are sent). Volunteers have no contact
 * toggle (docs/spec/product-spec.md §6).
 */
export function HoursSection({
  form,
  contactAllowed,
}: {
  form: ServiceForm;
  contactAllowed: boolean;
}) {
  const { t } = useLingui();
  const { isContact, schedules, closeSchedules } = form.state;
  const showSchedules = !(contactAllowed && isContact);
  return (
    <section className="service-form__section">
      <h2 className="service-form__heading">{t`Hours`}</h2>
      {contactAllowed && (
        <CheckboxField
          id={form.idOf('isContact')}
          label={t`Please contact this service for hours`}
          checked={isContact}
          onChange={(on) => form.update({ isContact: on })}
        />
      )}
      {showSchedules && (
        <>
          {/* Focus targets of a schedule error; each editor brings its own h2. */}
          <div id={form.idOf('schedules')} tabIndex={-1} className="service-form__anchor">
            <ScheduleEditor
              list="opening"
              entries={schedules}
              onChange={(entries) => form.update({ schedules: entries })}
              error={form.errorOf('schedules')}
            />
          </div>
          <div id={form.idOf('closeSchedules')} tabIndex={-1} className="service-form__anchor">
            <ScheduleEditor
              list="closed"
              entries={closeSchedules}
              onChange={(entries) => form.update({ closeSchedules: entries })}
              error={form.errorOf('closeSchedules')}
            />
          </div>
        </>
      )}
    </section>
  );
}
