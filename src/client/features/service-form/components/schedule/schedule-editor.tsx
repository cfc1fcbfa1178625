import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ScheduleList } from '@shared/validation/schedule-entry';
import { describeEntry } from '../../lib/schedule/describe-entry';
import { draftFromEntry, newDraft, type ScheduleEntryValue } from '../../lib/schedule/entry-draft';
import { scheduleLocale } from '../../lib/schedule/entry-labels';
import { ScheduleEntryItem } from './schedule-entry-item';
import { ScheduleEntryPanel } from './schedule-entry-panel';
import { useFocusRequest } from '../../hooks/use-focus-request';

export type { ScheduleEntryValue } from '../../lib/schedule/entry-draft';

export interface ScheduleEditorProps {
  list: ScheduleList; // 'opening' = Schedule panel, 'closed' = closed days
  entries: readonly ScheduleEntryValue[]; // the form's current list, as the server takes it
  onChange: (entries: ScheduleEntryValue[]) => void;
  /** Translated error for the whole list (e.g. from the form's submit), shown under the heading. */
  error?: string;
}

/** Which entry the editor panel is open for: `index` null adds a new one. */
interface Editing {
  index: number | null;
  /** Remounts the panel, so each opening starts from its own values. */
  opening: number;
}

/**
 * The Schedule or Holidays closed days panel of the service form (docs/spec/forms-and-messages.md D.2): the
 * entries in words, each with Edit and Delete, and Add. The list is shown in stored order and each
 * button acts on its index in that same array: the original deleted by the index of a sorted view
 * and so removed the wrong entry (D.2, 'Bug').
 */
export function ScheduleEditor({ list, entries, onChange, error }: ScheduleEditorProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [editing, setEditing] = useState<Editing | null>(null);
  const focus = useFocusRequest();
  const locale = scheduleLocale(i18n);

  const open = (index: number | null) =>
    setEditing((current) => ({ index, opening: (current?.opening ?? 0) + 1 }));

  const close = (index: number | null) => {
    setEditing(null);
    focus.request(index === null ? { kind: 'add' } : { kind: 'edit', index });
  };

  const save = (entry: ScheduleEntryValue) => {
    const index = editing?.index ?? null;
    onChange(
      index === null ? [...entries, entry] : entries.map((old, i) => (i === index ? entry : old)),
    );
    close(index);
  };

  const remove = (index: number) => {
    const rest = entries.filter((_, i) => i !== index);
    onChange(rest);
    // An open editor keeps pointing at the same entry; it closes if that entry is the one removed.
    if (editing?.index === index) setEditing(null);
    else if (editing?.index != null && editing.index > index)
      setEditing({ ...editing, index: editing.index - 1 });
    focus.request(
      rest.length > 0 ? { kind: 'edit', index: Math.min(index, rest.length - 1) } : { kind: 'add' },
    );
  };

  const editingEntry = editing?.index == null ? undefined : entries[editing.index];

  return (
    <section className="schedule-editor" aria-labelledby={headingId}>
      {/* h3: the service form shows both panels under its 'Hours' h2 (hours-section.tsx). */}
      <h3 id={headingId} className="schedule-editor__title">
        {list === 'opening' ? <Trans>Schedule</Trans> : <Trans>Holidays closed days</Trans>}
      </h3>
      {error && (
        <p className="field-error schedule-editor__error" role="alert">
          {error}
        </p>
      )}
      {entries.length > 0 ? (
        <ul className="schedule-editor__list">
          {entries.map((entry, index) => (
            <ScheduleEntryItem
              // Entries have no ids; the index is what Edit and Delete act on.
              key={index}
              description={describeEntry(entry, list, locale) ?? t`Entry that cannot be read`}
              editId={focus.editId(index)}
              onEdit={() => open(index)}
              onDelete={() => remove(index)}
            />
          ))}
        </ul>
      ) : (
        <p className="schedule-editor__empty">
          {list === 'opening' ? (
            <Trans>No opening hours yet.</Trans>
          ) : (
            <Trans>No closed days yet.</Trans>
          )}
        </p>
      )}
      {editing ? (
        <ScheduleEntryPanel
          key={editing.opening}
          list={list}
          isEdit={editing.index !== null}
          initial={editingEntry ? draftFromEntry(editingEntry, list) : newDraft(list)}
          onSave={save}
          onCancel={() => close(editing.index)}
        />
      ) : (
        <button
          id={focus.addId}
          type="button"
          className="button button--secondary schedule-editor__add"
          onClick={() => open(null)}
        >
          {list === 'opening' ? <Trans>Add opening hours</Trans> : <Trans>Add closed days</Trans>}
        </button>
      )}
    </section>
  );
}
