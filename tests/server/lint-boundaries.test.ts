import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The house rule of docs/spec/conventions.md lives in lint, not in memory: prove the rule fires.
const eslint = new ESLint();

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('import boundaries', () => {
  it('stop the client from importing the server', async () => {
    const ids = await ruleIds(
      'src/client/lib/bad.ts',
      "import { buildApp } from '../../server/app';\nexport const x = buildApp;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('stop the server from importing the client', async () => {
    const ids = await ruleIds(
      'src/server/bad.ts',
      "import { apiRequest } from '../client/lib/api-client';\nexport const x = apiRequest;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('stop shared code from importing the server or the client', async () => {
    const ids = await ruleIds(
      'src/shared/bad.ts',
      "import { loadConfig } from '../server/config';\nexport const x = loadConfig;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('let the service worker import shared code and the outbox flush only', async () => {
    const bad = await ruleIds(
      'sw/bad.ts',
      "import { i18n } from '../src/client/lib/i18n';\nexport const x = i18n;\n",
    );
    expect(bad).toContain('import-x/no-restricted-paths');
    const server = await ruleIds(
      'sw/bad.ts',
      "import { buildApp } from '../src/server/app';\nexport const x = buildApp;\n",
    );
    expect(server).toContain('import-x/no-restricted-paths');
    const flush = await ruleIds(
      'sw/good.ts',
      "import { flushOutbox } from '../src/client/sync/outbox';\nexport const x = flushOutbox;\n",
    );
    expect(flush).not.toContain('import-x/no-restricted-paths');
  });

  it('allow the client to import shared code', async () => {
    const ids = await ruleIds(
      'src/client/lib/good.ts',
      "import { distanceMiles } from '../../shared/geo/distance';\nexport const x = distanceMiles;\n",
    );
    expect(ids).not.toContain('import-x/no-restricted-paths');
  });
});

describe('client layers (docs/architecture.md "Client layers")', () => {
  const RULE = 'import-x/no-restricted-paths';
  const importing = (from: string) => `import * as m from '${from}';\nexport const x = m;\n`;

  it('stop a feature from importing another feature, by alias, relative path or import()', async () => {
    const file = 'src/client/features/services/lib/bad.ts';
    expect(await ruleIds(file, importing('@client/features/account/api'))).toContain(RULE);
    expect(await ruleIds(file, importing('../../account/api'))).toContain(RULE);
    const lazy = "export const x = () => import('@client/features/chatbot/store');\n";
    expect(await ruleIds(file, lazy)).toContain(RULE);
  });

  it('stop a feature from importing app/', async () => {
    const ids = await ruleIds(
      'src/client/features/account/components/bad.tsx',
      importing('@client/app/route-table'),
    );
    expect(ids).toContain(RULE);
  });

  it('stop shared components from importing a feature or app/', async () => {
    const file = 'src/client/components/service/bad.tsx';
    expect(await ruleIds(file, importing('@client/features/services/store'))).toContain(RULE);
    expect(await ruleIds(file, importing('../../app/route-table'))).toContain(RULE);
  });

  it('keep domain writes out of shared components', async () => {
    const ids = await ruleIds(
      'src/client/components/feedback/bad.ts',
      importing('@client/sync/local-writes'),
    );
    expect(ids).toContain(RULE);
  });

  it('stop lib/, db/ and sync/ from importing screen code', async () => {
    for (const file of ['src/client/lib/bad.ts', 'src/client/db/bad.ts', 'src/client/sync/bad.ts'])
      expect(await ruleIds(file, importing('@client/components/ui/text-field')), file).toContain(
        RULE,
      );
  });

  it('keep the early-taps script apart from the app it runs before', async () => {
    const file = 'src/client/early-taps/bad.ts';
    for (const from of ['@client/lib/i18n', '@shared/domain/enums', '../components/ui/text-field'])
      expect(await ruleIds(file, importing(from)), from).toContain(RULE);
    expect(await ruleIds(file, importing('./protocol'))).not.toContain(RULE);
    // The app may read what the script and it agree on.
    expect(
      await ruleIds('src/client/components/good.tsx', importing('@client/early-taps/protocol')),
    ).not.toContain(RULE);
  });

  it('let a feature import its own folder, components/, lib/, db/, sync/ and the routes', async () => {
    const file = 'src/client/features/services/components/good.tsx';
    for (const from of [
      '../store',
      '@client/features/services/lib/order',
      '@client/components/service/service-card',
      '@client/lib/paths',
      '@client/db/database',
      '@client/sync/page-engine',
      '@shared/domain/enums',
    ])
      expect(await ruleIds(file, importing(from)), from).not.toContain(RULE);
  });

  it('let app/ compose features', async () => {
    const ids = await ruleIds(
      'src/client/app/routes/good.tsx',
      importing('@client/features/services/components/home-screen'),
    );
    expect(ids).not.toContain(RULE);
  });
});

describe('server SQL', () => {
  const query = (where: string) =>
    `import { sql } from 'drizzle-orm';\nconst a = 'x';\nexport const q = sql\`${where}\`;\n`;

  it("refuses pg_trgm's operators, which can wedge PGlite", async () => {
    for (const op of ['%', '<%', '%>', '<<%', '%>>']) {
      const ids = await ruleIds('src/server/db/queries/bad.ts', query(`\${a} ${op} \${a}`));
      expect(ids, op).toContain('no-restricted-syntax');
    }
  });

  it('allows similarity(), LIKE patterns and the cube distance', async () => {
    for (const where of [
      'similarity(${a}, ${a}) >= 0.3',
      "${a} LIKE 'den%'",
      '${a} <-> ${a}',
      'mod(${a}, 2) = 0',
    ]) {
      const ids = await ruleIds('src/server/db/queries/good.ts', query(where));
      expect(ids, where).not.toContain('no-restricted-syntax');
    }
  });
});

describe('server rights', () => {
  const rolesImport = (from: string) =>
    `import { isAdmin } from '${from}';\nexport const x = isAdmin;\n`;

  it('keep raw role predicates out of routes and plugins', async () => {
    for (const [file, from] of [
      ['src/server/routes/services/bad.ts', '../../../shared/domain/roles'],
      ['src/server/routes/bad.ts', '../../shared/domain/roles'],
      ['src/server/plugins/bad.ts', '../../shared/domain/roles'],
      ['src/server/routes/bad.ts', '@shared/domain/roles'],
    ] as const) {
      expect(await ruleIds(file, rolesImport(from)), file).toContain('no-restricted-imports');
    }
    const editorRole = await ruleIds(
      'src/server/routes/services/bad.ts',
      "import { serviceEditorRole } from '../../../shared/validation/service-roles';\nexport const x = serviceEditorRole;\n",
    );
    expect(editorRole).toContain('no-restricted-imports');
  });

  it('let routes ask the policy, and the policy read roles', async () => {
    const route = await ruleIds(
      'src/server/routes/services/good.ts',
      "import { may } from '../../services/auth/rights';\nexport const x = may;\n",
    );
    expect(route).not.toContain('no-restricted-imports');
    const policy = await ruleIds(
      'src/server/services/auth/good.ts',
      rolesImport('../../../shared/domain/roles'),
    );
    expect(policy).not.toContain('no-restricted-imports');
  });
});
