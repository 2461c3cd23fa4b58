import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { badgeVariants } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";

/**
 * The page code joins class names without resolving conflicts (`cn` is clsx alone, which saves
 * every page tailwind-merge's 9 kB: docs/decisions/0091). Two classes setting the same property
 * would then be decided by the stylesheet's order, not by the author. This test reads every class
 * list the app writes, in each of its alternatives (both sides of a condition, each variant of the
 * kit), and asks tailwind-merge, here only, whether any class would be overridden.
 */

const appFolder = join(import.meta.dirname, "../..");
const variantFunctions = { buttonVariants, badgeVariants } as const;
const kit = sourceFiles(join(appFolder, "components/ui")).map((file) =>
  ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX),
);
/** Each kit function's options, as its `cva(base, { variants: { … } })` declares them. */
const variantOptions = Object.fromEntries(
  kit.flatMap((source) =>
    source.statements.filter(ts.isVariableStatement).flatMap((statement) =>
      statement.declarationList.declarations.flatMap((declaration) => {
        const call = declaration.initializer;
        const config = call && ts.isCallExpression(call) && call.expression.getText() === "cva" ? call.arguments[1] : undefined;
        const variants = config && ts.isObjectLiteralExpression(config) ? objectProperty(config, "variants") : undefined;
        if (!variants) return [];
        const options = Object.fromEntries(
          variants.properties.map((option) => [
            option.name!.getText(),
            ts.isPropertyAssignment(option) && ts.isObjectLiteralExpression(option.initializer)
              ? option.initializer.properties.map((value) => value.name!.getText())
              : [],
          ]),
        );
        return [[declaration.name.getText(), options] as const];
      }),
    ),
  ),
) as Record<keyof typeof variantFunctions, Record<string, string[]>>;
const joiners = new Set(["cn", "clsx"]);
/** Beyond this many alternatives one list stops being expanded (none comes near). */
const alternativesLimit = 512;

type Alternatives = string[];

function objectProperty(object: ts.ObjectLiteralExpression, name: string): ts.ObjectLiteralExpression | undefined {
  const property = object.properties.find((candidate) => candidate.name?.getText() === name);
  return property && ts.isPropertyAssignment(property) && ts.isObjectLiteralExpression(property.initializer) ? property.initializer : undefined;
}
type Scope = Map<string, ts.Expression>;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

function join2(left: Alternatives, right: Alternatives): Alternatives {
  const joined = left.flatMap((a) => right.map((b) => [a, b].filter(Boolean).join(" ")));
  return [...new Set(joined)].slice(0, alternativesLimit);
}

/** The class lists an expression may stand for; what cannot be read statically stands for none. */
function alternatives(node: ts.Expression, scope: Scope, seen = new Set<ts.Node>()): Alternatives {
  if (seen.has(node)) return [""];
  seen.add(node);
  const of = (expression: ts.Expression) => alternatives(expression, scope, seen);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text.trim().replace(/\s+/g, " ")];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return of(node.expression);
  if (ts.isConditionalExpression(node)) return [...of(node.whenTrue), ...of(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    if (node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) return [...of(node.right), ""];
    if (node.operatorToken.kind === ts.SyntaxKind.BarBarToken || node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) {
      return [...of(node.left), ...of(node.right)];
    }
    return [""];
  }
  if (ts.isArrayLiteralExpression(node)) return node.elements.reduce<Alternatives>((all, element) => join2(all, of(element)), [""]);
  if (ts.isObjectLiteralExpression(node)) {
    return node.properties.reduce<Alternatives>((all, property) => {
      const key = property.name && (ts.isStringLiteral(property.name) || ts.isIdentifier(property.name)) ? property.name.text : "";
      return join2(all, [key, ""]);
    }, [""]);
  }
  if (ts.isIdentifier(node)) {
    const bound = scope.get(node.text);
    return bound ? of(bound) : [""];
  }
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
    const callee = node.expression.text;
    if (joiners.has(callee)) return node.arguments.reduce<Alternatives>((all, argument) => join2(all, of(argument)), [""]);
    if (callee in variantFunctions) return variantCall(callee as keyof typeof variantFunctions, node.arguments[0], scope, seen);
  }
  return [""];
}

/** A kit's variants, for the options a call names (or every option when it names none it can be read). */
function variantCall(name: keyof typeof variantFunctions, options: ts.Expression | undefined, scope: Scope, seen: Set<ts.Node>) {
  const chosen: Record<string, Alternatives> = {};
  let extra: Alternatives = [""];
  if (options && ts.isObjectLiteralExpression(options)) {
    for (const property of options.properties) {
      if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property)) continue;
      const key = property.name.getText();
      const value = ts.isPropertyAssignment(property) ? alternatives(property.initializer, scope, seen) : [""];
      if (key === "className") extra = value;
      else chosen[key] = value.every((option) => option === "") ? [...variantOptions[name][key]] : value;
    }
  }
  return join2(variantAlternatives(name, chosen), extra);
}

function variantAlternatives(name: keyof typeof variantFunctions, chosen: Record<string, Alternatives>): Alternatives {
  const keys = Object.keys(variantOptions[name]);
  const combinations = keys.reduce<Record<string, string | undefined>[]>(
    (all, key) => all.flatMap((combination) => (chosen[key] ?? [undefined]).map((value) => ({ ...combination, [key]: value || undefined }))),
    [{}],
  );
  return combinations.map((combination) => (variantFunctions[name] as (options: object) => string)(combination));
}

/** The classes each kit component puts before a caller's `className`, by the component's name. */
function kitBases(): Map<string, (attributes: Map<string, ts.Expression>) => Alternatives> {
  const bases = new Map<string, (attributes: Map<string, ts.Expression>) => Alternatives>();
  const fromAttributes = (name: keyof typeof variantFunctions) => (attributes: Map<string, ts.Expression>) =>
    variantAlternatives(
      name,
      Object.fromEntries(
        Object.keys(variantOptions[name]).map((key) => {
          const value = attributes.get(key);
          const read = value ? alternatives(value, new Map()) : [""];
          return [key, value && read.every((option) => option === "") ? [...variantOptions[name][key]] : read];
        }),
      ),
    );
  bases.set("Button", fromAttributes("buttonVariants"));
  bases.set("Badge", fromAttributes("badgeVariants"));
  const kitFunctions = new Map(
    kit.flatMap((source) => source.statements.filter(ts.isFunctionDeclaration).map((declaration) => [declaration.name?.text, declaration] as const)),
  );
  for (const source of kit) {
    const visit = (node: ts.Node): void => {
      // `export function Name({ className }) { … cn("base", className) … }`
      if (ts.isFunctionDeclaration(node) && node.name && node.parent === source && !bases.has(node.name.text)) {
        const base = joinedBefore(node, "className");
        if (base) bases.set(node.name.text, () => base);
      }
      // `export const { Content: DialogContent, … } = modalParts({ panel: "…", … })`
      if (ts.isVariableDeclaration(node) && ts.isObjectBindingPattern(node.name) && node.initializer && ts.isCallExpression(node.initializer)) {
        const classes = node.initializer.arguments[0];
        const factory = kitFunctions.get(node.initializer.expression.getText());
        if (classes && ts.isObjectLiteralExpression(classes)) {
          for (const element of node.name.elements) {
            const part = element.propertyName?.getText() ?? element.name.getText();
            const inner = factory && findFunction(factory, part);
            const base = inner && joinedBefore(inner, "className", classes);
            if (base) bases.set(element.name.getText(), () => base);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return bases;
}

function findFunction(root: ts.Node, name: string): ts.FunctionDeclaration | undefined {
  let found: ts.FunctionDeclaration | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name?.text === name) found = node;
    else ts.forEachChild(node, visit);
  };
  ts.forEachChild(root, visit);
  return found;
}

/** The literal classes a component joins before its `className` prop, reading `classes.x` from the factory's argument. */
function joinedBefore(component: ts.Node, prop: string, classes?: ts.ObjectLiteralExpression): Alternatives | undefined {
  let base: Alternatives | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.getText() === "cn" && node.arguments.some((argument) => argument.getText() === prop)) {
      const before = node.arguments.filter((argument) => argument.getText() !== prop);
      base = before.reduce<Alternatives>((all, argument) => {
        if (classes && ts.isPropertyAccessExpression(argument)) {
          const property = classes.properties.find((p) => p.name?.getText() === argument.name.text);
          return join2(all, property && ts.isPropertyAssignment(property) ? alternatives(property.initializer, new Map()) : [""]);
        }
        return join2(all, alternatives(argument, new Map()));
      }, [""]);
    } else ts.forEachChild(node, visit);
  };
  ts.forEachChild(component, visit);
  return base;
}

/** Every class list in the app, each with where it is written. */
function classLists(): { where: string; lists: Alternatives }[] {
  const bases = kitBases();
  const found: { where: string; lists: Alternatives }[] = [];
  for (const file of sourceFiles(appFolder)) {
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const scope: Scope = new Map();
    const where = (node: ts.Node) => `${relative(appFolder, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) scope.set(node.name.text, node.initializer);
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && (joiners.has(node.expression.text) || node.expression.text in variantFunctions)) {
        found.push({ where: where(node), lists: alternatives(node, scope) });
      }
      if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
        const base = bases.get(node.tagName.getText());
        if (base) {
          const attributes = new Map<string, ts.Expression>();
          for (const attribute of node.attributes.properties) {
            if (!ts.isJsxAttribute(attribute) || !attribute.initializer) continue;
            const value = ts.isJsxExpression(attribute.initializer) ? attribute.initializer.expression : attribute.initializer;
            if (value) attributes.set(attribute.name.getText(), value);
          }
          const className = attributes.get("className");
          if (className) found.push({ where: where(node), lists: join2(base(attributes), alternatives(className, scope)) });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

function overridden(list: string): string[] {
  const kept = new Set(twMerge(list).split(" "));
  return list.split(" ").filter((name) => name && !kept.has(name));
}

describe("class lists", () => {
  it("finds the kit's components, their variants and the app's lists", () => {
    expect(variantOptions.buttonVariants.size).toContain("compact");
    expect(variantOptions.badgeVariants.variant).toContain("overlay");
    const bases = kitBases();
    expect([...bases.keys()]).toEqual(expect.arrayContaining(["Button", "Badge", "DialogContent", "DialogHeader", "DialogFooter"]));
    expect(classLists().length).toBeGreaterThan(150);
  });

  it("reads a conflict the way the app would write it", () => {
    expect(overridden("px-4 text-sm px-3")).toEqual(["px-4"]);
    expect(overridden("disabled:opacity-50 disabled:opacity-100")).toEqual(["disabled:opacity-50"]);
    expect(overridden("px-3 md:px-4 text-ink hover:text-accent")).toEqual([]);
  });

  it("never sets one property twice, in any variant or condition", () => {
    const conflicts = classLists().flatMap(({ where, lists }) =>
      lists.flatMap((list) => {
        const lost = overridden(list);
        return lost.length > 0 ? [`${where}: ${lost.join(" ")}  (in: ${list})`] : [];
      }),
    );
    expect([...new Set(conflicts)]).toEqual([]);
  });
});
