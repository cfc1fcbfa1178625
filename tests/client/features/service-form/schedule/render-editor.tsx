import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { useState } from 'react';
import { vi } from 'vitest';
import {
  ScheduleEditor,
  type ScheduleEntryValue,
} from '@client/features/service-form/components/schedule/schedule-editor';
import { activateLocale, i18n, type Locale } from '@client/lib/i18n';
import type { ScheduleList } from '@shared/validation/schedule-entry';

interface Options {
  list?: ScheduleList;
  entries?: ScheduleEntryValue[];
  locale?: Locale;
  error?: string;
}

/**
 * The editor inside a service form that owns the list, as the service form will use it. The outer
 * <form> lets a test prove that keys in the entry editor never submit the whole service.
 */
export async function renderEditor(options: Options = {}) {
  await activateLocale(options.locale ?? 'en');
  const onChange = vi.fn<(entries: ScheduleEntryValue[]) => void>();
  const onSubmit = vi.fn();
  function Host() {
    const [entries, setEntries] = useState<ScheduleEntryValue[]>(options.entries ?? []);
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <ScheduleEditor
          list={options.list ?? 'opening'}
          entries={entries}
          error={options.error}
          onChange={(next) => {
            onChange(next);
            setEntries(next);
          }}
        />
      </form>
    );
  }
  render(
    <I18nProvider i18n={i18n}>
      <Host />
    </I18nProvider>,
  );
  /** The list the editor last handed to the form. */
  const last = () => onChange.mock.lastCall?.[0];
  return { onChange, onSubmit, last };
}
