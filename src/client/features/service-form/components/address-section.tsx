import { Trans, useLingui } from '@lingui/react/macro';
import { maskPhone } from '@shared/validation/phone-mask';
import { TextField } from '@client/components/ui/text-field';
import type { ServiceForm } from '../hooks/use-service-form';
import { CountryField } from './country-field';

/** Address and contact details (docs/spec/forms-and-messages.md D.1 'Address'). */
export function AddressSection({ form }: { form: ServiceForm }) {
  const { t } = useLingui();
  const phone = form.text('phone');
  return (
    <section className="service-form__section">
      <h2 className="service-form__heading">
        <Trans>Address</Trans>
      </h2>
      <TextField
        {...form.text('address1')}
        label={t`Address 1`}
        placeholder={t`Broadway & E Colfax Ave`}
      />
      <TextField
        {...form.text('address2')}
        label={t`Address 2`}
        placeholder={t`(Civic Center Park)`}
        required={false}
      />
      <TextField {...form.text('city')} label={t`City`} placeholder={t`Denver`} />
      <TextField {...form.text('state')} label={t`State`} placeholder={t`CO`} />
      <TextField {...form.text('zip')} label={t`Zip`} placeholder="80202" inputMode="text" />
      <CountryField {...form.text('country')} />
      <TextField
        {...phone}
        onChange={(value) => phone.onChange(maskPhone(value))}
        label={t`Phone`}
        type="tel"
        inputMode="tel"
        placeholder="(303) 555-0100"
        autoComplete="tel"
        maxLength={14}
        required={false}
      />
      <TextField
        {...form.text('contactEmail')}
        label={t`Email`}
        type="email"
        inputMode="email"
        placeholder="name@your-nonprofit.org"
        required={false}
      />
      <TextField
        {...form.text('website')}
        label={t`Website`}
        placeholder="https://your-nonprofit.org"
        required={false}
      />
    </section>
  );
}
