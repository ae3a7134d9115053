// Which named exports of a package the apps import, read from their sources. The federation
// build tree-shakes each shared singleton to this union, so every app gets the same copy.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { APP_NAMES } from './apps.mjs';

const ROOT = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const SOURCE_ROOTS = [...APP_NAMES, 'shared-ui', 'shared-api'].map((dir) => path.join(ROOT, dir, 'src'));
const SOURCE = /\.(m|c)?[jt]sx?$/;
const SKIPPED = /\.(test|stories)\.[jt]sx?$|\/testing\//;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') && !SKIPPED.test(file)) yield file;
  }
}

/** The value names one import or export declaration takes from its module; `undefined` for all of them. */
function namesTaken(node) {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return undefined; // `import 'pkg'`: runs the whole module
    if (clause.isTypeOnly) return [];
    const bindings = clause.namedBindings;
    if (clause.name || !bindings || ts.isNamespaceImport(bindings)) return undefined;
    return bindings.elements.filter((element) => !element.isTypeOnly).map((element) => (element.propertyName ?? element.name).text);
  }
  // An export declaration with a module specifier: `export { … } from` or `export * from`.
  if (node.isTypeOnly) return [];
  if (!node.exportClause || ts.isNamespaceExport(node.exportClause)) return undefined;
  return node.exportClause.elements.filter((element) => !element.isTypeOnly).map((element) => (element.propertyName ?? element.name).text);
}

/** Every way `text` takes something from `pkg`: static imports and re-exports, and `import()`. */
function uses(text, file, pkg) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const from = (specifier) => specifier && ts.isStringLiteralLike(specifier) && specifier.text === pkg;
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && from(node.moduleSpecifier)) found.push(namesTaken(node));
    // A dynamic import hands over the whole module object: nothing may be left out.
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && from(node.arguments[0])) found.push(undefined);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The value exports of `pkg` that the apps' sources import or re-export, sorted; `undefined` when
 * some file takes the whole module (`import * as`, a default import, a side-effect import,
 * `export *` or `import()`), because then nothing can be left out. Read with the TypeScript
 * parser, so quotes, comments and line breaks cannot hide an import. `roots` are the source
 * folders to read (the apps' `src`).
 */
export function usedExports(pkg, roots = SOURCE_ROOTS) {
  const names = new Set();
  for (const root of roots) {
    for (const file of sourceFiles(root)) {
      const text = readFileSync(file, 'utf8');
      // Parsing is the slow part; a file that never spells the name cannot import it.
      if (!text.includes(pkg)) continue;
      for (const taken of uses(text, file, pkg)) {
        if (taken === undefined) return undefined;
        for (const name of taken) names.add(name);
      }
    }
  }
  return [...names].sort();
}
