import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { STORAGE_KEYS, STORAGE_VERSION } from '@client/lib/storage-keys';
import { E2E_ADMIN, randomTag, signIn, signUpThroughApi, type Session } from '../e2e-accounts';
import { smtpSinkPorts, type CapturedMail } from './smtp-sink';

export type Language = 'en' | 'es';
export const LANGUAGES: readonly Language[] = ['en', 'es'];

export { randomTag };

/** A person who signed up through the API (setup, not what the test is about). */
export async function newAccount(request: APIRequestContext, password = 'first-password') {
  const { email, tag } = await signUpThroughApi(request, 'person', password);
  return { email, password, tag };
}

/** The language a person chose earlier, as tests/e2e/public-routes.spec.ts sets it. */
export async function chooseLanguage(context: BrowserContext, language: Language): Promise<void> {
  await context.addInitScript(
    ({ keys, version, chosen }) => {
      localStorage.setItem(keys.version, version);
      localStorage.setItem(keys.language, chosen);
    },
    { keys: STORAGE_KEYS, version: STORAGE_VERSION, chosen: language },
  );
}

/** The administrator's session from the API (sign-in allows 10 a minute: share it). */
export const adminSession = (request: APIRequestContext) =>
  signIn(request, E2E_ADMIN.email, E2E_ADMIN.password);

/** A session from the API, signed in on this device (isAdmin as the app derives it). */
export async function sessionOnDevice(page: Page, session: Session): Promise<void> {
  const isAdmin = session.user.roles.includes('ADMINISTRATOR');
  await page.addInitScript(
    ({ keys, value }) => {
      if (localStorage.getItem(keys.session)) return;
      localStorage.setItem(keys.session, value);
    },
    {
      keys: STORAGE_KEYS,
      value: JSON.stringify({ state: { ...session, isLogin: true, isAdmin }, version: 0 }),
    },
  );
}

/** The session this device holds, as the app stored it (docs/spec/product-spec.md §4). */
export async function storedLogin(page: Page): Promise<boolean> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    const stored = raw ? (JSON.parse(raw) as { state?: { isLogin?: boolean } }) : null;
    return stored?.state?.isLogin === true;
  }, STORAGE_KEYS.session);
}

const catalog = new Map<string, string>();

/** msgid → msgstr of one .po file (strings may continue on following lines). */
const SPANISH_CATALOGS = 'src/client/locales/es';

function readPo(file: string): void {
  if (!existsSync(file)) return;
  for (const block of readFileSync(file, 'utf8').split(/\n\s*\n/)) {
    const parts: Record<string, string> = {};
    let key = '';
    for (const line of block.split('\n')) {
      const start = /^(msgid|msgstr) (".*")$/.exec(line);
      if (start) {
        key = start[1]!;
        parts[key] = JSON.parse(start[2]!) as string;
      } else if (key && line.startsWith('"')) parts[key] += JSON.parse(line) as string;
    }
    if (parts.msgid && parts.msgstr) catalog.set(parts.msgid, parts.msgstr);
  }
}

/**
 * The Spanish words of an English message id, read from the catalogs the app is built from, so a
 * test fails when a message shows untranslated without copying the catalog's wording.
 */
export function spanish(id: string): string {
  if (catalog.size === 0) {
    // Every Spanish catalog lingui.config.ts makes (the first screen's, the other visitor
    // screens', the signed-in people's): a message moved between them is still found.
    for (const name of readdirSync(SPANISH_CATALOGS).filter((file) => file.endsWith('.po'))) {
      readPo(`${SPANISH_CATALOGS}/${name}`);
    }
  }
  const words = catalog.get(id);
  if (!words) throw new Error(`No Spanish translation of "${id}"`);
  return words;
}

/** The words of `id` in `language`. */
export const inLanguage = (language: Language, id: string) =>
  language === 'en' ? id : spanish(id);

/** The reset link mailed to `email`, once the SMTP capture holds it. */
export async function mailedResetLink(request: APIRequestContext, email: string): Promise<URL> {
  const url = `http://127.0.0.1:${smtpSinkPorts(Number(process.env.E2E_PORT ?? 8181)).http}/messages`;
  let link = '';
  await expect
    .poll(async () => {
      const mails = (await (await request.get(url)).json()) as CapturedMail[];
      // The newest reset link to that address: the same person also gets a welcome e-mail.
      const links = mails
        .filter((m) => m.to.includes(email.toLowerCase()))
        .map((m) => m.text.match(/https?:\/\/\S+\/auth\/resetPassword\?\S+/)?.[0] ?? '')
        .filter(Boolean);
      link = links.at(-1) ?? '';
      return link;
    })
    .not.toBe('');
  return new URL(link);
}
