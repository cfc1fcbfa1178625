import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type KeyboardEvent } from 'react';
import type { BedsRow } from '../lib/merge-shelters';
import { relativeTime } from '@client/lib/relative-time';

interface Props {
  row: BedsRow;
  now: number;
  onSave: (row: BedsRow, value: number) => Promise<boolean>;
}

/** The text in the field, the count it started from, and the last value this row queued. */
interface Draft {
  base: number;
  text: string;
  saved?: number;
}

/** One shelter: − / number / + that save by themselves, the total, and whether it waits. */
export function BedRow({ row, now, onSave }: Props) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const name = row.name;
  const total = row.totalBeds;
  const [draft, setDraft] = useState<Draft>({
    base: row.availableBeds,
    text: `${row.availableBeds}`,
  });
  // A new count from IndexedDB (queued, confirmed or pulled) replaces what the field shows.
  if (draft.base !== row.availableBeds)
    setDraft({ base: row.availableBeds, text: `${row.availableBeds}` });

  const save = (value: number) => {
    const shown = row.availableBeds;
    setDraft({ base: shown, text: `${value}`, saved: value });
    void onSave(row, value).then((queued) => {
      if (!queued) setDraft({ base: shown, text: `${shown}` });
    });
  };

  // Quick taps count from what the field shows, before IndexedDB has answered with the last one.
  const step = (by: number) => {
    const typed = Number.parseInt(draft.text, 10);
    save((Number.isNaN(typed) ? row.availableBeds : typed) + by);
  };

  const commitField = () => {
    const text = draft.text.trim();
    const value = text === '' ? -1 : Number(text);
    if (value === draft.saved || (draft.saved === undefined && value === row.availableBeds)) return;
    save(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commitField();
  };

  const ago = row.observedAt ? relativeTime(i18n.locale, row.observedAt, now) : null;

  return (
    <li className="beds-row">
      <h2 className="beds-row__name">{name}</h2>
      <div className="beds-row__controls">
        <button
          type="button"
          className="beds-row__step"
          aria-label={t`Fewer available beds at ${name}`}
          onClick={() => step(-1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <label htmlFor={inputId} className="visually-hidden">
          {t`Available beds at ${name}`}
        </label>
        <input
          id={inputId}
          className="beds-row__input"
          type="number"
          inputMode="numeric"
          min={0}
          max={total}
          step={1}
          value={draft.text}
          onChange={(event) => setDraft({ ...draft, text: event.target.value })}
          onBlur={commitField}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="beds-row__step"
          aria-label={t`More available beds at ${name}`}
          onClick={() => step(1)}
        >
          <span aria-hidden="true">+</span>
        </button>
        <span className="beds-row__total">{t`of ${total} total`}</span>
      </div>
      <p className="beds-row__meta">
        {row.pending && (
          <span className="beds-row__pending">
            <Trans>Waiting to be sent</Trans>
          </span>
        )}
        {ago !== null && <span className="beds-row__updated">{t`Updated ${ago}`}</span>}
      </p>
    </li>
  );
}
