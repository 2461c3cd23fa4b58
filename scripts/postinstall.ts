/**
 * After `npm install`: React Router 7.18's build asks Vite for `envFile: false`, which Vite 8
 * deprecates with a warning at every step of every build. React Router 8.1 asks for
 * `envDir: false` instead, which means the same (read no .env file); React Router 8 needs
 * Node 22, so the shop keeps 7.18 and takes that one change (docs/decisions/0030). Nothing is done
 * to any other version, so an upgrade makes this a no-op to remove.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const dev = fileURLToPath(new URL("../node_modules/@react-router/dev", import.meta.url));

function javascriptFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return javascriptFiles(full);
    return /\.c?js$/.test(entry.name) ? [full] : [];
  });
}

if (fs.existsSync(path.join(dev, "package.json"))) {
  const { version } = JSON.parse(fs.readFileSync(path.join(dev, "package.json"), "utf8")) as { version: string };
  if (version.startsWith("7.")) {
    for (const file of javascriptFiles(path.join(dev, "dist"))) {
      const text = fs.readFileSync(file, "utf8");
      if (text.includes("envFile: false")) fs.writeFileSync(file, text.replaceAll("envFile: false", "envDir: false"));
    }
  }
}
