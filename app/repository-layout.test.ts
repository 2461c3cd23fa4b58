import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { drawHouse, importsOf, sourcesBelow } from "../scripts/floors";

/*
 * The layout a newcomer reads in the README is the layout of the tree, and the layers stay in
 * their order (docs/decisions/0044): db/ and shared/ below app/, pages reading the root's data
 * from root-data.ts rather than from the root route, one import style; the features side by side
 * above the shop's shared words, meeting only where docs/decisions/0082 names (its drawing is
 * what these tests measure); the whole house in at most nine floors, the ground below the kits,
 * neither importing a feature, and only the entries reaching the routes and the server's
 * composition (docs/decisions/0092, drawn by scripts/floors.ts).
 */

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

const readmeLayout = (() => {
  const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");
  const start = readme.indexOf("## Layout");
  return readme.slice(start, readme.indexOf("\n## ", start + 1) === -1 ? undefined : readme.indexOf("\n## ", start + 1));
})();

const features = ["about", "admin", "auth", "blog", "cart", "catalog", "feeds", "orders", "policies", "saved", "settings", "statistics", "stock-alerts"];

/** Where two features meet, the module that owns the meeting imports the other's (docs/decisions/0082). */
const featureMeetings = [
  "catalog/product-card.tsx -> cart/add-to-cart-form",
  "catalog/product-card.tsx -> cart/cart-provider",
  "catalog/product-card.tsx -> saved/save-button",
  "catalog/product-purchase.tsx -> cart/add-to-cart-form",
  "catalog/product-purchase.tsx -> cart/cart-provider",
  "orders/cart-page.tsx -> cart/cart-check",
  "orders/cart-page.tsx -> cart/cart-line-row",
  "orders/cart-page.tsx -> cart/cart-provider",
  "orders/cart-page.tsx -> cart/cart-store",
  "orders/cart-page.tsx -> cart/shipping-estimate",
  "orders/cart-page.tsx -> cart/use-cart-check",
];

/** Each import of an app/ module by a file below app/, as "file -> module" relative to app/. */
function appImportsOf(file: string): string[] {
  const app = path.join(root, "app");
  return importsOf(file).flatMap((spec) => {
    const target = spec.startsWith("~/") ? path.join(app, spec.slice(2)) : spec.startsWith(".") ? path.resolve(path.dirname(file), spec) : null;
    return target ? [`${path.relative(app, file)} -> ${path.relative(app, target)}`] : [];
  });
}

const folderOf = (appPath: string) => appPath.split("/")[0];

/**
 * The rooms below the kits: what app/ and db/ share, the database, languages, the configuration's
 * shape, the context, helpers, toasts, pictures, the shop's shared words and the request checks.
 * Reading the environment (config.server.ts) and sending mail stand beside the kits.
 */
const ground = ["shared", "db", "app/i18n", "app/config", "app/context", "app/lib", "app/toasts", "app/media", "app/shop", "app/request-protection"];
/** What composes the features: the routes and the server's pages and start, which only the entries and scripts import. */
const composing = ["app/routes", "app/server"];
const entries = ["app/entry.server", "server", "scripts", "bench"];
/**
 * The imports still running back up, both of types only (docs/decisions/0092): the context names
 * the sessions' and access's types, the root data the root loader's (docs/decisions/0044).
 */
const runningBackUp = ["app/context -> app/auth", "app/root-data -> app/root"];

describe("the repository's layout", () => {
  const house = drawHouse(root);
  const floorOf = (room: string) => house.floors.get(room) ?? Number.NaN;

  it("the house stands in at most nine floors, with no circle among files and only the named imports running back up", () => {
    expect(Math.max(...house.floors.values())).toBeLessThanOrEqual(9);
    expect(house.fileCircles).toEqual([]);
    expect(house.backUp.map((arrow) => `${arrow.from} -> ${arrow.to}`).sort()).toEqual(runningBackUp);
  });

  it("the ground stands below the kits, and neither imports a feature", () => {
    expect(ground.filter((room) => !(floorOf(room) < floorOf("app/components")))).toEqual([]);
    const upward = house.arrows
      .filter((arrow) => !house.backUp.includes(arrow))
      .filter((arrow) => [...ground, "app/components"].includes(arrow.from) && features.includes(arrow.to.replace(/^app\//, "")));
    expect(upward.flatMap((arrow) => arrow.imports)).toEqual([]);
  });

  it("only the entries and scripts import the routes and the server's composition, which need not each other", () => {
    const reaching = house.arrows.filter((arrow) => composing.includes(arrow.to) && !entries.includes(arrow.from));
    expect(reaching.flatMap((arrow) => arrow.imports)).toEqual([]);
  });

  it("features import another feature only where the decision names their meeting", () => {
    const crossing = features
      .flatMap((feature) => sourcesBelow(path.join(root, "app", feature)))
      .flatMap(appImportsOf)
      .filter((edge) => {
        const [from, to] = edge.split(" -> ");
        return features.includes(folderOf(to)) && folderOf(to) !== folderOf(from);
      })
      .sort();
    expect(crossing).toEqual(featureMeetings);
  });

  it("the shop's shared words import no feature", () => {
    const upward = sourcesBelow(path.join(root, "app/shop"))
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .flatMap(appImportsOf)
      .filter((edge) => features.includes(folderOf(edge.split(" -> ")[1])));
    expect(upward).toEqual([]);
  });

  it("the README's layout names every folder of app/ and of the repository", () => {
    const appFolders = fs
      .readdirSync(path.join(root, "app"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${entry.name}/`);
    const topFolders = ["app", "bench", "db", "deploy", "docs", "public", "scripts", "shared", "tests"].map((name) => `${name}/`);
    const missing = [...appFolders, ...topFolders].filter((folder) => !new RegExp(`^\\s*${folder}\\s`, "m").test(readmeLayout));
    expect(missing).toEqual([]);
  });

  it("db/ and shared/ import nothing from app/", () => {
    const upward = ["db", "shared"]
      .flatMap((folder) => sourcesBelow(path.join(root, folder)))
      .flatMap((file) => importsOf(file).filter((spec) => spec.startsWith("~/") || spec.includes("/app/")).map((spec) => `${path.relative(root, file)}: ${spec}`));
    expect(upward).toEqual([]);
  });

  it("shared/ imports nothing from db/", () => {
    const upward = sourcesBelow(path.join(root, "shared")).flatMap((file) =>
      importsOf(file).filter((spec) => spec.startsWith("~db/") || spec.includes("/db/")),
    );
    expect(upward).toEqual([]);
  });

  it("only root-data.ts (for the loader's type) and the root loader's tests import the root route", () => {
    const rootModule = path.join(root, "app/root");
    const importers = ["app", "tests"]
      .flatMap((folder) => sourcesBelow(path.join(root, folder)))
      .filter((file) =>
        importsOf(file).some((spec) => (spec.startsWith(".") ? path.resolve(path.dirname(file), spec) : spec.replace(/^~\//, `${root}/app/`)) === rootModule),
      )
      .filter((file) => !/import\s+\{\s*loader\b[^}]*\}\s+from\s+["']~\/root["']/.test(fs.readFileSync(file, "utf8")))
      .map((file) => path.relative(root, file));
    expect(importers).toEqual(["app/root-data.ts"]);
  });

  it("imports reach other folders by alias, never by climbing out of their own", () => {
    const climbing = ["app", "db", "shared", "scripts", "bench"]
      .flatMap((folder) => sourcesBelow(path.join(root, folder)))
      .flatMap((file) =>
        importsOf(file)
          .filter((spec) => spec.startsWith("../"))
          .filter((spec) => {
            const target = path.relative(root, path.resolve(path.dirname(file), spec)).split(path.sep)[0];
            return ["app", "db", "shared"].includes(target);
          })
          .map((spec) => `${path.relative(root, file)}: ${spec}`),
      );
    expect(climbing).toEqual([]);
  });
});
