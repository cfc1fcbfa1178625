import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo, type KeyboardEvent } from 'react';
import type { ScheduleList } from '@shared/validation/schedule-entry';
import { TextField } from '@client/components/ui/text-field';
import { useZodForm } from '@client/lib/use-zod-form';
import {
  draftSchema,
  type EntryDraft,
  type ScheduleEntryValue,
} from '../../lib/schedule/entry-draft';
import {
  dayOptions,
  periodOptions,
  scheduleLocale,
  typeOptions,
} from '../../lib/schedule/entry-labels';
import { SelectField } from './select-field';
import { TIME_OPTIONS } from '../../lib/schedule/time-options';

interface Props {
  list: ScheduleList;
  initial: EntryDraft;
  /** True when it changes an existing entry (the title says so). */
  isEdit: boolean;
  onSave: (entry: ScheduleEntryValue) => void;
  onCancel: () => void;
}

/** The picker's times, plus a stored time off the 5-minute grid so editing never loses it. */
function timeOptions(current: string) {
  const times = TIME_OPTIONS.includes(current) ? TIME_OPTIONS : [current, ...TIME_OPTIONS];
  return times.map((time) => ({ value: time, label: time }));
}

/**
 * The editor of one entry (docs/spec/forms-and-messages.md D.2), inline in the service form. Not a <form>: it
 * sits inside the service form and forms cannot nest, so Enter in a date field saves the entry
 * here instead of submitting the whole service. Validated by the shared entry schema.
 */
export function ScheduleEntryPanel({ list, initial, isEdit, onSave, onCancel }: Props) {
  const { t, i18n } = useLingui();
  const schema = useMemo(() => draftSchema(list), [list]);
  const form = useZodForm(schema, initial);
  const titleId = useId();
  const locale = scheduleLocale(i18n);
  const { type } = form.values;
  const hasDay = type === 'WEEKLY' || type === 'MONTHLY';
  const hasTimes = hasDay || type === 'DATE_RANGE';
  const typeId = form.idOf('type');

  // The panel opens on a person's click or key press: put them on its first control.
  useEffect(() => document.getElementById(typeId)?.focus(), [typeId]);

  const save = () => {
    const result = form.submit();
    if (result.ok) onSave(result.data);
    else form.focus(result.firstInvalid);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      save();
    }
  };

  const title =
    list === 'opening'
      ? isEdit
        ? t`Edit opening hours`
        : t`New opening hours`
      : isEdit
        ? t`Edit closed days`
        : t`New closed days`;

  return (
    // The key handling only adds shortcuts (Enter saves, Escape cancels); the buttons do the same.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <fieldset className="schedule-editor__panel" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <h4 id={titleId} className="schedule-editor__panel-title">
        {title}
      </h4>
      <SelectField
        {...form.field('type')}
        label={t`Schedule type`}
        options={typeOptions(list, i18n)}
      />
      {type === 'MONTHLY' && (
        <SelectField {...form.field('period')} label={t`Period`} options={periodOptions(locale)} />
      )}
      {hasDay && <SelectField {...form.field('day')} label={t`Day`} options={dayOptions(locale)} />}
      {type === 'DATE_RANGE' && (
        <div className="schedule-editor__pair">
          <TextField {...form.field('startDate')} type="date" label={t`Start date`} />
          <TextField {...form.field('endDate')} type="date" label={t`End date`} />
        </div>
      )}
      {hasTimes && (
        <div className="schedule-editor__pair">
          <SelectField
            {...form.field('startTime')}
            label={t`Start time`}
            options={timeOptions(form.values.startTime)}
          />
          <SelectField
            {...form.field('endTime')}
            label={t`End time`}
            options={timeOptions(form.values.endTime)}
          />
        </div>
      )}
      <div className="schedule-editor__actions">
        <button type="button" className="button button--primary" onClick={save}>
          <Trans>Save entry</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </fieldset>
  );
}
