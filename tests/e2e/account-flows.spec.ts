import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, markAccessed } from './shell-helpers';
import { signIn, signInOnDevice } from './e2e-accounts';
import {
  LANGUAGES,
  chooseLanguage,
  inLanguage,
  mailedResetLink,
  newAccount,
  storedLogin,
} from './support/e2e-forms-helpers';

// The account screens of the accounts and management screens (docs/screens.md "Management screens") through the UI. Their validation messages show inline, under
// the field they are about (aria-describedby, so the field's accessible description), in English
// and in Spanish. Then the password flows, in English: a reset mailed through the real SMTP
// path (the server sends to the capture of tests/e2e/support/smtp-sink.ts), and a change of
// password, which ends every session (docs/api/auth.md) and so logs the person out.

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** A toast of the polite live region (src/client/components/ui/toaster.tsx). */
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.beforeEach(async ({ context, baseURL }) => {
  await markAccessed(context, baseURL!);
});

test('a person resets a forgotten password from the mailed link and logs in with the new one', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const person = await newAccount(request);

  await page.goto('/forgot_password');
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toast(page, 'Please check your Email to Reset Password')).toBeVisible();

  // The link the server mailed (its origin is the server's own address), opened on this device.
  const link = await mailedResetLink(request, person.email);
  expect(link.pathname).toBe('/auth/resetPassword');
  expect(link.searchParams.get('email')).toBe(person.email);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('Enter new password').fill('second-password');
  await page.getByLabel('Confirm Password').fill('second-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toast(page, 'Reset password successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer opens the account; the new one does.
  await logIn(page, person.email, person.password);
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toContainText(
    'Please check your Email or Password and Try Again.',
  );
  await logIn(page, person.email, 'second-password');
  await expect(toast(page, `Welcome user ${person.email}`)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  expect(await storedLogin(page)).toBe(true);

  // The link works once (docs/api/auth.md: a token is spent by its use).
  const reused = await request.post('/api/auth/password', {
    data: {
      email: person.email,
      token: link.searchParams.get('token'),
      password: 'third-password',
    },
  });
  expect(reused.status()).toBe(400);
});

test('changing the password logs the person out, and the new password works', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const person = await newAccount(request);

  await page.goto('/login');
  await logIn(page, person.email, person.password);
  await expect(page).toHaveURL((url) => url.pathname === '/');

  await page.goto('/change_password');
  await page.getByLabel('Current Password').fill(person.password);
  await page.getByLabel('New Password').fill('changed-password');
  await page.getByLabel('Confirm Password').fill('changed-password');
  await page.getByRole('button', { name: 'Change Password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, 'Signed out successfully')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Log in' })).toBeVisible();
  expect(await storedLogin(page)).toBe(false);

  await logIn(page, person.email, person.password);
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toContainText(
    'Please check your Email or Password and Try Again.',
  );
  await logIn(page, person.email, 'changed-password');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  expect(await storedLogin(page)).toBe(true);
});

for (const language of LANGUAGES) {
  test.describe(`account form messages in ${language}`, () => {
    /** The words of an English message id in this language. */
    const w = (id: string) => inLanguage(language, id);
    /** The inline message under the field labelled `label`. */
    const expectFieldError = (page: Page, label: string, message: string) =>
      expect(page.getByLabel(w(label), { exact: true })).toHaveAccessibleDescription(w(message));

    test.beforeEach(async ({ context }) => {
      await chooseLanguage(context, language);
    });

    test('sign-up asks for each field and the terms, then for a valid e-mail and password', async ({
      page,
    }) => {
      await page.goto('/login');
      await page.getByRole('tab', { name: w('Sign up') }).click();
      const submit = page.getByRole('button', { name: w('Sign up'), exact: true });
      await submit.click();
      await expectFieldError(
        page,
        'Community Service Name',
        'Please input your Community Service Name.',
      );
      await expectFieldError(page, 'Email', 'Please input your email.');
      await expectFieldError(page, 'Password', 'Please input your password');
      await expectFieldError(
        page,
        'Accept Terms of Use & Privacy Policy',
        'Please accept Terms & Privacy to continue.',
      );

      await page.getByLabel(w('Email'), { exact: true }).fill('not-an-email');
      await page.getByLabel(w('Password'), { exact: true }).fill('12345');
      await submit.click();
      await expectFieldError(page, 'Email', 'Please input valid Email.');
      await expectFieldError(page, 'Password', 'Password must be at least 6 characters long.');
      // The form with its messages showing is as accessible as the empty one.
      await expectNoAxeViolations(page);
    });

    test('log-in asks for the e-mail and password, and says when they do not match', async ({
      page,
      request,
    }) => {
      const person = await newAccount(request);
      await page.goto('/login');
      const submit = page.getByRole('button', { name: w('Log in'), exact: true });
      await submit.click();
      await expectFieldError(page, 'Email', 'Please input your email.');
      await expectFieldError(page, 'Password', 'Please input your password');

      await page.getByLabel(w('Email'), { exact: true }).fill(person.email);
      await page.getByLabel(w('Password'), { exact: true }).fill('not-the-password');
      await submit.click();
      await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
        w('Please check your Email or Password and Try Again.'),
      );
    });

    test('forgot password asks for a valid e-mail', async ({ page }) => {
      await page.goto('/forgot_password');
      const submit = page.getByRole('button', { name: w('Reset Password') });
      await submit.click();
      await expectFieldError(page, 'Email', 'Please input your email.');
      await page.getByLabel(w('Email'), { exact: true }).fill('someone@');
      await submit.click();
      await expectFieldError(page, 'Email', 'Please input valid Email.');
    });

    test('reset password asks for the new password twice, equal, and refuses a link without a token', async ({
      page,
    }) => {
      await page.goto('/auth/resetPassword?token=made-up-token&email=someone%40refugio.test');
      const submit = page.getByRole('button', { name: w('Reset Password') });
      await submit.click();
      await expectFieldError(page, 'Enter new password', 'Please input your new password');
      await expectFieldError(page, 'Confirm Password', 'Please input your confirm password');
      await page.getByLabel(w('Enter new password')).fill('new-password');
      await page.getByLabel(w('Confirm Password')).fill('other-password');
      await submit.click();
      await expectFieldError(
        page,
        'Confirm Password',
        'New Password did not Match. Please check and try again.',
      );
      // A well-formed link whose token the server does not know.
      await page.getByLabel(w('Confirm Password')).fill('new-password');
      await submit.click();
      await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
        w('This reset link is not valid. Please request a new one.'),
      );

      await page.goto('/auth/resetPassword');
      await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
        w('This reset link is not valid. Please request a new one.'),
      );
    });

    test('change password asks for each password, equal new ones, and the right current one', async ({
      page,
      request,
    }) => {
      const person = await newAccount(request);
      await signInOnDevice(page, await signIn(request, person.email, person.password));
      await page.goto('/change_password');
      const submit = page.getByRole('button', { name: w('Change Password') });
      await submit.click();
      await expectFieldError(page, 'Current Password', 'Please input your current password');
      await expectFieldError(page, 'New Password', 'Please input your new password');
      await expectFieldError(page, 'Confirm Password', 'Please input your confirm password');

      await page.getByLabel(w('Current Password')).fill('not-the-password');
      await page.getByLabel(w('New Password')).fill('new-password');
      await page.getByLabel(w('Confirm Password')).fill('other-password');
      await submit.click();
      await expectFieldError(
        page,
        'Confirm Password',
        'New Password did not Match. Please check and try again.',
      );
      await page.getByLabel(w('Confirm Password')).fill('new-password');
      await submit.click();
      await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
        w('Please check your current password and try again.'),
      );
      await expectNoAxeViolations(page);
      expect(await storedLogin(page)).toBe(true);
    });

    test('update profile takes empty optional fields and says so', async ({ page, request }) => {
      const person = await newAccount(request);
      await signInOnDevice(page, await signIn(request, person.email, person.password));
      await page.goto('/update_profile');
      const name = page.getByLabel(w('Community Service Name'), { exact: true });
      await expect(name).toHaveValue(`Person ${person.tag}`);
      await name.fill('');
      await page.getByRole('button', { name: w('Update Profile') }).click();
      // Both fields are optional (docs/spec/product-spec.md §5 'Profile'): no inline message, a success toast.
      await expect(
        page.getByRole('status').filter({ hasText: w('User Profile Updated Successfully') }),
      ).toBeVisible();
      await expect(page.locator('.field-error')).toHaveCount(0);
    });
  });
}
