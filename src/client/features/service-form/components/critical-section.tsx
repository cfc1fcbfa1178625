import { useLingui } from '@lingui/react/macro';
import { TextField } from '@client/components/ui/text-field';
import type { ServiceForm } from '../hooks/use-service-form';
import { CheckboxField } from './checkbox-field';

/**
 * The critical header (super users and administrators, docs/spec/product-spec.md §6): a one-sentence text and
 * an expiry, 11:59 PM today by default, or 'never expires' (docs/spec/forms-and-messages.md D.1).
 */
export function CriticalSection({ form }: { form: ServiceForm }) {
  const { t } = useLingui();
  const { isCriticalHeader, isCriticalNeverExpire, expiryDate, expiryTime } = form.state;
  const expiryError = form.errorOf('criticalExpiredAt');
  const expiryErrorId = form.idOf('criticalExpiredAt-error');
  return (
    <section className="service-form__section">
      <h2 className="service-form__heading">{t`Critical services`}</h2>
      <CheckboxField
        id={form.idOf('isCriticalHeader')}
        label={t`Add this Service to Header`}
        checked={isCriticalHeader}
        onChange={(on) => form.update({ isCriticalHeader: on })}
      />
      {isCriticalHeader && (
        <>
          <TextField
            {...form.text('criticalDescription')}
            label={t`Header description`}
            placeholder={t`One-Sentence Description`}
          />
          <CheckboxField
            id={form.idOf('isCriticalNeverExpire')}
            label={t`Never Expires`}
            checked={isCriticalNeverExpire}
            onChange={(on) => form.update({ isCriticalNeverExpire: on })}
          />
          {!isCriticalNeverExpire && (
            <div className="service-form__row">
              <div className="form-field">
                <label htmlFor={form.idOf('criticalExpiredAt')} className="form-field__label">
                  {t`Expiry Date`}
                </label>
                <input
                  id={form.idOf('criticalExpiredAt')}
                  className="form-field__input"
                  type="date"
                  value={expiryDate}
                  aria-invalid={expiryError ? true : undefined}
                  aria-describedby={expiryError ? expiryErrorId : undefined}
                  onChange={(event) => form.update({ expiryDate: event.target.value })}
                />
              </div>
              <div className="form-field">
                <label htmlFor={form.idOf('expiryTime')} className="form-field__label">
                  {t`Expiry Time`}
                </label>
                <input
                  id={form.idOf('expiryTime')}
                  className="form-field__input"
                  type="time"
                  step={300}
                  value={expiryTime}
                  onChange={(event) => form.update({ expiryTime: event.target.value })}
                />
              </div>
            </div>
          )}
          {expiryError && (
            <p id={expiryErrorId} className="field-error">
              {expiryError}
            </p>
          )}
        </>
      )}
    </section>
  );
}
