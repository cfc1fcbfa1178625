import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { maskPhone } from '@shared/validation/phone-mask';
import { profileSchema, type ProfileBody } from '@shared/validation/users';
import { TextField } from '@client/components/ui/text-field';
import { useNavigate } from '@client/lib/router';
import { useSessionStore, type SessionUser } from '@client/lib/session-store';
import { showToast } from '@client/lib/toast-store';
import { useZodForm } from '@client/lib/use-zod-form';
import { PATHS } from '@client/lib/paths';
import { updateProfile } from '../api';
import { useAccountRequest } from '../hooks/use-account-request';
import { toSessionUser } from '../lib/session-user';
import { ErrorAlert } from './error-alert';
import { PhoneField } from './phone-field';

/**
 * Display name and phone, both optional; the e-mail is shown read-only (docs/spec/product-spec.md §5 'Profile').
 * Success stores the answered user and goes home with a toast (§8 'Profile update success').
 */
export function UpdateProfileForm({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const emailId = useId();
  const form = useZodForm(profileSchema, {
    displayName: user.displayName,
    phone: maskPhone(user.phone ?? ''),
  });
  const request = useAccountRequest();

  const onValid = (body: ProfileBody) =>
    request.run(async () => {
      const updated = await updateProfile(body);
      useSessionStore.getState().setUser(toSessionUser(updated));
      showToast(t`User Profile Updated Successfully`);
      navigate(PATHS.home);
    });

  return (
    <form className="account-form" noValidate onSubmit={form.handleSubmit(onValid)}>
      <ErrorAlert text={request.error} />
      <TextField
        {...form.field('displayName')}
        label={t`Community Service Name`}
        placeholder={t`Ex: Hotel California`}
        autoComplete="organization"
        required={false}
      />
      <div className="form-field">
        <label htmlFor={emailId} className="form-field__label">
          <Trans>Email</Trans>
        </label>
        <input
          id={emailId}
          type="email"
          className="form-field__input account-form__read-only"
          value={user.email}
          readOnly
        />
      </div>
      <PhoneField {...form.field('phone')} />
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={request.busy}
      >
        <Trans>Update Profile</Trans>
      </button>
    </form>
  );
}
