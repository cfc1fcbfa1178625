import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '@client/components/ui/text-field';
import type { ServiceForm } from '../hooks/use-service-form';

/** Social media links (docs/spec/forms-and-messages.md D.1), all optional. */
export function SocialSection({ form }: { form: ServiceForm }) {
  const { t } = useLingui();
  return (
    <section className="service-form__section">
      <h2 className="service-form__heading">
        <Trans>Social media links</Trans>
      </h2>
      <TextField
        {...form.text('facebook')}
        label={t`Facebook`}
        placeholder="https://www.facebook.com/abc.xyz"
        required={false}
      />
      <TextField
        {...form.text('twitter')}
        label={t`Twitter`}
        placeholder="https://twitter.com/abc.xyz"
        required={false}
      />
      <TextField
        {...form.text('instagram')}
        label={t`Instagram`}
        placeholder="https://www.instagram.com/abc.xyz"
        required={false}
      />
      <TextField
        {...form.text('youtube')}
        label={t`YouTube`}
        placeholder="https://www.youtube.com/abc.xyz"
        required={false}
      />
    </section>
  );
}
