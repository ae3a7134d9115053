import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { APP_NAMES } from './apps.mjs';

// The import rules of eslint.config.js, on code planted at real paths of the repository (linted
// as text, nothing written): each rule must fail on what it forbids and pass what is allowed.
const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const eslint = new ESLint({ cwd: ROOT });

async function importRules(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return result!.messages.map((message) => message.ruleId ?? message.message).filter((rule) => /import/.test(rule));
}

/** A real module of the folder (relative to it): the rules resolve what they check. */
function moduleIn(folder: string): string {
  const file = readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' }).sort().find((name) => /\.tsx?$/.test(name) && !/\.(test|d)\./.test(name));
  if (!file) throw new Error(`no module in ${folder}`);
  return file.split(path.sep).join('/');
}

/** An app's first feature folder, and a module in it, in its app/ and in its common/. */
function layersOf(app: string) {
  const feature = readdirSync(path.join(ROOT, app, 'src/features'), { withFileTypes: true }).find((entry) => entry.isDirectory())!.name;
  return { feature, featureModule: `${feature}/${moduleIn(`${app}/src/features/${feature}`)}`, appModule: moduleIn(`${app}/src/app`), commonModule: moduleIn(`${app}/src/common`) };
}

describe('import boundaries', () => {
  it('fail on a cycle: a shared module that imports a feature which imports it back', async () => {
    // NavBar imports shared/nav-links.ts; planting this import there closes the loop.
    const rules = await importRules('shell/src/common/nav-links.ts', "import { NavBar } from '../features/navigation/NavBar.tsx';\nexport const used = NavBar;\n");
    expect(rules).toContain('import-x/no-cycle');
  });

  it('fail when a feature imports another feature, in any app', async () => {
    expect(await importRules('shell/src/features/navigation/probe.ts', "export { searchHref } from '../site-search/search-path.ts';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await importRules('remote-admin/src/features/dashboard/probe.ts', "export { default } from '../login/AdminLogin.tsx';\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('let a feature import its own files and the shared ones, and the app compose features', async () => {
    expect(await importRules('shell/src/features/navigation/probe.ts', "export { NAV_LINKS } from '../../common/nav-links.ts';\nexport { NavBar } from './NavBar.tsx';\n")).toEqual([]);
    expect(await importRules('shell/src/app/probe.ts', "export { NavBar } from '../features/navigation/NavBar.tsx';\nexport { SearchPage } from '../features/site-search/SearchPage.tsx';\n")).toEqual([]);
  });

  describe.each(APP_NAMES)('the layers of %s: app/ → features/ → common/, never back', (app) => {
    const { feature, featureModule, appModule, commonModule } = layersOf(app);

    it('fail when common/ imports a feature or app/', async () => {
      expect(await importRules(`${app}/src/common/probe.ts`, `export * from '../features/${featureModule}';\n`)).toContain('import-x/no-restricted-paths');
      expect(await importRules(`${app}/src/common/probe.ts`, `export * from '../app/${appModule}';\n`)).toContain('import-x/no-restricted-paths');
      // Its tests too: a test of common/ that needs a feature belongs to the feature.
      expect(await importRules(`${app}/src/common/probe.test.ts`, `export * from '../features/${featureModule}';\n`)).toContain('import-x/no-restricted-paths');
    });

    it('fail when a feature imports app/', async () => {
      expect(await importRules(`${app}/src/features/${feature}/probe.ts`, `export * from '../../app/${appModule}';\n`)).toContain('no-restricted-imports');
    });

    it('let app/ import features and common/, features import common/, and common/ itself', async () => {
      const common = `export * from '../../common/${commonModule}';\n`;
      expect(await importRules(`${app}/src/app/probe.ts`, `export * from '../features/${featureModule}';\nexport * from '../common/${commonModule}';\n`)).toEqual([]);
      expect(await importRules(`${app}/src/features/${feature}/probe.ts`, common)).toEqual([]);
      expect(await importRules(`${app}/src/common/nested/probe.ts`, common)).toEqual([]);
    });
  });

  it('fail when an app imports another app, from its app/ or its features', async () => {
    expect(await importRules('shell/src/app/probe.ts', "export { default } from '../../../remote-admin/src/app/AdminApp.tsx';\n")).toContain('no-restricted-imports');
    expect(await importRules('shell/src/features/navigation/probe.ts', "export { default } from '@studyhub/remote-admin';\n")).toContain('no-restricted-imports');
  });

  it('fail when an app reaches Redux but through shared-api', async () => {
    for (const file of ['remote-public/src/app/probe.tsx', 'remote-admin/src/features/login/probe.tsx']) {
      expect(await importRules(file, "export { Provider } from 'react-redux';\n")).toContain('no-restricted-imports');
      expect(await importRules(file, "export type { SerializedError } from '@reduxjs/toolkit';\n")).toContain('no-restricted-imports');
      expect(await importRules(file, "export { StoreProvider, useAppSelector } from '@studyhub/shared-api';\n")).toEqual([]);
    }
  });

  it('fail when an app, its tests included, reaches the router but through shared-api', async () => {
    for (const file of ['shell/src/app/probe.tsx', 'remote-resources/src/features/notes/probe.tsx', 'remote-public/src/app/probe.test.tsx']) {
      expect(await importRules(file, "export { Link } from 'react-router-dom';\n")).toContain('no-restricted-imports');
      expect(await importRules(file, "export { useNavigate } from 'react-router';\n")).toContain('no-restricted-imports');
      expect(await importRules(file, "export { Link, useNavigate } from '@studyhub/shared-api';\n")).toEqual([]);
    }
    expect(await importRules('remote-public/src/app/probe.test.tsx', "export { MemoryRouter } from '@studyhub/shared-testing';\n")).toEqual([]);
  });

  it('let only test code import the testing module, and no shared package it builds on', async () => {
    const testing = "export { renderPage } from '@studyhub/shared-testing';\n";
    for (const file of ['remote-admin/src/features/login/probe.tsx', 'shell/src/app/probe.tsx', 'shared-ui/src/probe.ts', 'shared-api/src/probe.ts']) {
      expect(await importRules(file, testing)).toContain('no-restricted-imports');
    }
    for (const file of ['remote-admin/src/features/login/probe.test.tsx', 'remote-public/src/app/probe.test.tsx', 'shell/src/features/site-search/testing/probe.ts']) {
      expect(await importRules(file, testing)).toEqual([]);
    }
    expect(await importRules('remote-admin/src/features/login/probe.test.tsx', "export { default } from '../../app/AdminApp.tsx';\n")).toContain('no-restricted-imports');
    expect(await importRules('shared-testing/src/probe.ts', "export { default } from '@studyhub/remote-admin';\n")).toContain('no-restricted-imports');
  });
});
