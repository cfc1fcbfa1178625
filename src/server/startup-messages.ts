import type { SeededAdmin } from '@server/db/seed/admin';

/** Prints the generated administrator password the one time it exists (it is stored only hashed). */
export function printAdminOnce(admin: SeededAdmin | null): void {
  if (!admin) return;
  const lines = admin.generatedPassword
    ? [
        'First administrator created.',
        `  e-mail:   ${admin.email}`,
        `  password: ${admin.generatedPassword}`,
        'This password is shown only now. Sign in and change it, or set ADMIN_EMAIL/ADMIN_PASSWORD.',
      ]
    : ['First administrator created.', `  e-mail: ${admin.email} (password from ADMIN_PASSWORD)`];
  const width = Math.max(...lines.map((l) => l.length)) + 4;
  const bar = '*'.repeat(width);
  process.stdout.write(
    `\n${bar}\n${lines.map((l) => `* ${l.padEnd(width - 4)} *`).join('\n')}\n${bar}\n\n`,
  );
}
