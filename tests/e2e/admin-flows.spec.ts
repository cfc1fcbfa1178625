import { expect, test as base } from '@playwright/test';
import { auth, E2E_ADMIN, signIn, type Session } from './e2e-accounts';
import {
  createUser,
  newDevice,
  randomTag,
  signInThroughUi,
  submitLogin,
} from './support/admin-helpers';
import { markAccessed } from './shell-helpers';

// the accounts and management screens (docs/screens.md "Management screens"), "Must show": an administrator, signed in through /login, manages users, crisis lines,
// feedback and static pages (docs/spec/product-spec.md §2, §4, §6; docs/api/users.md, docs/api/content.md).

/** Every test starts with the administrator signed in through /login; `admin` is that session. */
const test = base.extend<{ admin: Session }>({
  admin: async ({ page, context, baseURL }, use) => {
    await markAccessed(context, baseURL!);
    await use(await signInThroughUi(page, E2E_ADMIN.email, E2E_ADMIN.password));
  },
});
// Each flow signs in through the UI first; the shared 2-core machine is slow.
test.describe.configure({ timeout: 60_000 });

test('an administrator changes a user’s role and deactivates them, who can then not sign in', async ({
  page,
  admin,
  browser,
  baseURL,
  request,
}) => {
  const user = await createUser(request, admin, 'USER', 'provider');
  const before = await signIn(request, user.email, user.password);

  await page.goto(`/users/${user.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();
  await expect(page.getByLabel('Community Service Name')).toHaveValue(user.displayName);
  await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Super user' });
  await page.getByRole('radio', { name: 'Inactive' }).check();
  await expect(
    page.getByText('When you save, this person will be signed out on every device.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('User Profile Updated Successfully')).toBeVisible();

  // What was stored, read back by a fresh load of the screen.
  await page.reload();
  await expect(page.getByLabel('Community Service Name')).toHaveValue(user.displayName);
  await expect(page.getByLabel('Role', { exact: true })).toHaveValue('SUPER USER');
  await expect(page.getByRole('radio', { name: 'Inactive' })).toBeChecked();

  // Deactivation ended the session the user already had ...
  const profile = await request.get('/api/auth/profile', { headers: auth(before) });
  expect(profile.status()).toBe(401);
  // ... and the /login screen now shows the server's refusal and keeps them out.
  const userPage = await newDevice(browser, baseURL!);
  await submitLogin(userPage, user.email, user.password);
  await expect(userPage.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'This account is inactive. Please contact the app admin to activate it.',
  );
  await expect(userPage).toHaveURL(/\/login$/);
  await userPage.context().close();
});

test('an administrator edits a crisis line and the directory shows the change', async ({
  page,
  admin,
  request,
}) => {
  const tag = randomTag();
  const created = await request.post('/api/crisis-lines', {
    headers: auth(admin),
    data: {
      name: `Night Line ${tag}`,
      description: 'Someone to talk to at night.',
      phone: '(303) 555-0199',
      area: 'Colorado',
      time: '8 PM - 6 AM',
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/crisis_lines/${id}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Crisis Line' })).toBeVisible();
  await expect(page.getByLabel('Crisis line name')).toHaveValue(`Night Line ${tag}`);
  await page.getByLabel('Crisis line name').fill(`Day and Night Line ${tag}`);
  await page.getByLabel('Hours', { exact: true }).fill('24/7');
  await page.getByLabel('Area').fill('Denver metro');
  await page.getByRole('button', { name: 'Update Crisis Line' }).click();
  await expect(page.getByText('Crisis Line Updated Successfully')).toBeVisible();

  await expect(page).toHaveURL(/\/crisis_lines$/);
  const line = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 2, name: `Day and Night Line ${tag}` }),
  });
  await expect(line).toBeVisible();
  await expect(line.getByText('Denver metro')).toBeVisible();
  await expect(line.getByText('24/7')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Night Line ${tag}`, exact: true })).toHaveCount(
    0,
  );
});

test('an administrator archives a feedback, then deletes it from the archive', async ({
  page,
  admin,
  request,
}) => {
  const tag = randomTag();
  const subject = `Hours are wrong ${tag}`;
  // About a demo service: each feedback route allows 10 sends per client per 10 minutes, and the
  // public feedback screen (with its tests) sends to the app route.
  const services = await request.get('/api/services?limit=1');
  expect(services.status(), await services.text()).toBe(200);
  const [service] = (await services.json()) as { id: string }[];
  const sent = await request.post('/api/feedbacks/service', {
    data: {
      service: service!.id,
      email: `visitor-${tag}@refugio.test`,
      subject,
      message: 'The opening hours on the door differ from the app.',
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const { id } = (await sent.json()) as { id: string };

  await page.goto('/feedbacks');
  await expect(page.getByRole('tab', { name: 'App Feedback' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tab', { name: 'Service Feedback' }).click();
  await expect(page.getByRole('tab', { name: 'Service Feedback' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const inbox = page.getByRole('tabpanel');
  await expect(inbox.getByRole('heading', { name: subject })).toBeVisible();
  await inbox.getByRole('button', { name: `Move ${subject} to archive` }).click();
  const archiveQuestion = page.getByRole('alertdialog', {
    name: 'Do you want to archive this Feedback?',
  });
  await archiveQuestion.getByRole('button', { name: 'Move to archive' }).click();
  await expect(page.getByText('This feedback was archived successfully!')).toBeVisible();
  await expect(inbox.getByRole('heading', { name: subject })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Archive' }).click();
  await expect(inbox.getByRole('heading', { name: subject })).toBeVisible();
  await expect(inbox.getByRole('button', { name: `Move ${subject} to archive` })).toHaveCount(0);
  await inbox.getByRole('button', { name: `Delete ${subject}` }).click();
  const deleteQuestion = page.getByRole('alertdialog', {
    name: 'Do you want to delete this Feedback?',
  });
  await deleteQuestion.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('This feedback was deleted successfully!')).toBeVisible();
  await expect(inbox.getByRole('heading', { name: subject })).toHaveCount(0);

  const gone = await request.get(`/api/feedbacks/${id}`, { headers: auth(admin) });
  expect(gone.status()).toBe(404);
});

test('an administrator saves a static page with unsafe HTML and only the safe part is kept', async ({
  page,
  admin,
  request,
}) => {
  // Other specs of a run read /about: the seeded page is put back at the end.
  const original = await request.get('/api/static-pages/ABOUT');
  expect(original.status(), await original.text()).toBe(200);
  const seeded = (await original.json()) as Record<string, string | null>;
  const tag = randomTag();
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  const unsafe =
    `<h2>Who we are ${tag}</h2><p>We help people find shelter ${tag}.</p>` +
    `<script>alert(1)</script><img src="x" onerror="alert(2)">` +
    `<p onclick="alert(3)">Call us ${tag}</p>`;

  await page.goto('/manage_pages/ABOUT');
  const content = page.getByLabel('Content (HTML)');
  await expect(content).not.toHaveValue('');
  await content.fill(unsafe);
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(
    page.getByText(
      'Saved. Some HTML was not allowed and was removed: the fields now show what was stored.',
    ),
  ).toBeVisible();

  // The field shows what the server stored: the text stays, the unsafe parts are gone.
  await expect(content).toHaveValue(new RegExp(`We help people find shelter ${tag}`));
  const stored = await content.inputValue();
  expect(stored).toContain(`Who we are ${tag}`);
  expect(stored).toContain(`Call us ${tag}`);
  for (const part of ['<script', 'alert(', '<img', 'onerror', 'onclick']) {
    expect(stored).not.toContain(part);
  }

  // The public page shows the saved text and nothing of what was removed.
  await page.goto('/about');
  const body = page.locator('.static-page__content');
  await expect(body.getByRole('heading', { level: 2, name: `Who we are ${tag}` })).toBeVisible();
  await expect(body.getByText(`We help people find shelter ${tag}.`)).toBeVisible();
  await expect(body.getByText(`Call us ${tag}`)).toBeVisible();
  await expect(body.locator('script, img, [onclick], [onerror]')).toHaveCount(0);
  await expect(body).not.toContainText('alert(');
  expect(alerts).toEqual([]);

  const restored = await request.put('/api/static-pages/ABOUT', {
    headers: auth(admin),
    data: {
      name: seeded['name'],
      content: seeded['content'],
      nameEs: seeded['nameEs'] ?? undefined,
      contentEs: seeded['contentEs'] ?? undefined,
    },
  });
  expect(restored.status(), await restored.text()).toBe(200);
});
