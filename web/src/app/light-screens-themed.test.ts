import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const src = path.resolve(import.meta.dirname, "..");
/** The one plain `lazy` allowed to load the theme's Ant Design: the themed loader itself. */
const themedLoader = path.join(src, "platform/lazy-themed.tsx");

const parsed = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);

/** The module a specifier names: a relative one as a web/src file, a package by its name. */
function resolved(from: string, specifier: string): string {
  if (!specifier.startsWith(".")) return specifier;
  const base = path.resolve(path.dirname(from), specifier);
  const found = ["", ".tsx", ".ts", "/index.tsx", "/index.ts"].map((end) => base + end);
  return found.find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? base;
}

/** The `import("...")` inside `node`, if any. */
function dynamicImport(node: ts.Node): string | undefined {
  if (
    ts.isCallExpression(node) &&
    node.expression.kind === ts.SyntaxKind.ImportKeyword &&
    node.arguments[0] &&
    ts.isStringLiteral(node.arguments[0])
  )
    return node.arguments[0].text;
  return ts.forEachChild(node, dynamicImport);
}

const typeOnly = (node: ts.ImportDeclaration) => {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return !clause.name && !!named && ts.isNamedImports(named) && named.elements.every((e) => e.isTypeOnly);
};

const drawn = new Map<string, string[]>();

/** What a module draws with no theme of its own around it: its runtime imports and its plain `lazy` pieces. */
function drawnWith(file: string): string[] {
  const known = drawn.get(file);
  if (known) return known;
  const modules: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !typeOnly(node) && ts.isStringLiteral(node.moduleSpecifier))
      modules.push(resolved(file, node.moduleSpecifier.text));
    else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      modules.push(resolved(file, node.moduleSpecifier.text));
    else if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "lazy" &&
      file !== themedLoader
    ) {
      const piece = dynamicImport(node);
      if (piece) modules.push(resolved(file, piece));
    }
    ts.forEachChild(node, visit);
  };
  visit(parsed(file));
  drawn.set(file, modules);
  return modules;
}

/** The page modules of the routes marked `light` in app/routes.tsx. */
function lightScreens(): string[] {
  const routes = path.join(src, "app/routes.tsx");
  const pages: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const property = (name: string) =>
        node.properties.find(
          (p): p is ts.PropertyAssignment =>
            ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
        );
      const page = property("page");
      const loaded = page && dynamicImport(page.initializer);
      if (property("light")?.initializer.kind === ts.SyntaxKind.TrueKeyword && loaded)
        pages.push(resolved(routes, loaded));
    }
    ts.forEachChild(node, visit);
  };
  visit(parsed(routes));
  return pages;
}

const antDesign = (module: string) => module === "antd" || module.startsWith("@ant-design/");

/**
 * Each Ant Design import a light screen draws outside any theme (statically or through a plain `lazy`, not
 * `lazyThemed`), as "importing file <- light screen".
 */
function unthemedAntDesign(): string[] {
  const found = new Set<string>();
  for (const screen of lightScreens()) {
    const seen = new Set<string>();
    const walk = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const module of drawnWith(file)) {
        if (antDesign(module)) found.add(`${path.relative(src, file)} <- ${path.relative(src, screen)}`);
        else if (module.startsWith(src) && /\.tsx?$/.test(module)) walk(module);
      }
    };
    walk(screen);
  }
  return [...found].sort();
}

describe("light screens (docs/decisions.md, One way to theme)", () => {
  it("are found in the routes", () => {
    expect(lightScreens().map((page) => path.relative(src, page))).toContain(
      "features/store/stock-transfer.tsx",
    );
  });

  it("draw Ant Design only through lazyThemed, never statically or with a plain lazy", () => {
    expect(unthemedAntDesign()).toEqual([]);
  });
});
