import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/*
 * The house drawn from the imports (docs/decisions/0092): each folder or file directly under app/,
 * and db/, shared/, bench/, scripts/ and server.ts, is a room; test files are not rooms. A room
 * imports another when one of its files names a file of the other (`import type` and `import()`
 * count too). Each room stands one floor above the highest room it imports. Where rooms import one
 * another round a circle, the fewest imports that open every such circle are the arrows running
 * back up, and the floors are counted without them. `npx tsx scripts/floors.ts` prints the floors,
 * the arrows running back up with their imports, and any circle among files.
 */

/** The .ts and .tsx files below a folder, without node_modules. */
export function sourcesBelow(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourcesBelow(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** What a file imports, as written (static, type-only and dynamic imports, and re-exports). */
export const importsOf = (file: string) =>
  [...fs.readFileSync(file, "utf8").matchAll(/(?:from\s+|import\s*\(\s*|import\s+)["']([^"']+)["']/g)].map(([, spec]) => spec);

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

export type Arrow = { from: string; to: string; imports: string[] };
export type House = {
  /** Each room's floor, from 1 (importing no other room). */
  floors: Map<string, number>;
  arrows: Arrow[];
  /** The arrows the floors leave out: each from a room to one standing at its floor or higher. */
  backUp: Arrow[];
  /** Files that import one another round a circle, each circle as its files. */
  fileCircles: string[][];
};

function roomOf(relative: string): string {
  const [top, second] = relative.split("/");
  if (second === undefined) return top.replace(/\.tsx?$/, "");
  return top === "app" ? `app/${second.replace(/\.tsx?$/, "")}` : top;
}

/** Groups of nodes that reach one another (Tarjan's strongly connected components). */
function knots<T>(nodes: T[], next: (node: T) => T[]): T[][] {
  const index = new Map<T, number>();
  const low = new Map<T, number>();
  const stack: T[] = [];
  const onStack = new Set<T>();
  const found: T[][] = [];
  const visit = (node: T) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const other of next(node)) {
      if (!index.has(other)) {
        visit(other);
        low.set(node, Math.min(low.get(node)!, low.get(other)!));
      } else if (onStack.has(other)) low.set(node, Math.min(low.get(node)!, index.get(other)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const knot: T[] = [];
    let member: T;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      knot.push(member);
    } while (member !== node);
    found.push(knot);
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return found.filter((knot) => knot.length > 1);
}

/**
 * The arrows among a knot of rooms to leave out so that none is left, the fewest imports in all:
 * every order of the rooms from the ground up, by dynamic programming over the sets already placed.
 */
function fewestBackUp(rooms: string[], arrows: Arrow[]): Arrow[] {
  if (rooms.length > 20) throw new Error(`${rooms.length} rooms import one another round a circle: too many to order`);
  const position = new Map(rooms.map((room, i) => [room, i]));
  const inner = arrows.filter((arrow) => position.has(arrow.from) && position.has(arrow.to));
  const all = (1 << rooms.length) - 1;
  const cost = new Float64Array(all + 1).fill(Infinity);
  const last = new Int32Array(all + 1).fill(-1);
  cost[0] = 0;
  for (let placed = 0; placed < all; placed++) {
    if (cost[placed] === Infinity) continue;
    for (let room = 0; room < rooms.length; room++) {
      if (placed & (1 << room)) continue;
      // Placing `room` above those placed: each placed room importing it runs back up.
      const added = inner
        .filter((arrow) => position.get(arrow.to) === room && placed & (1 << position.get(arrow.from)!))
        .reduce((sum, arrow) => sum + arrow.imports.length, 0);
      const next = placed | (1 << room);
      if (cost[placed] + added < cost[next]) {
        cost[next] = cost[placed] + added;
        last[next] = room;
      }
    }
  }
  const height = new Map<number, number>();
  for (let placed = all; placed; placed &= ~(1 << last[placed])) height.set(last[placed], height.size);
  // `height` counts from the top: a room placed later stands higher.
  return inner.filter((arrow) => height.get(position.get(arrow.from)!)! > height.get(position.get(arrow.to)!)!);
}

export function drawHouse(root: string): House {
  const files = [...["app", "db", "shared", "bench", "scripts"].flatMap((folder) => sourcesBelow(path.join(root, folder))), path.join(root, "server.ts")]
    .filter((file) => !isTest(file) && !file.endsWith(".d.ts"))
    .map((file) => path.relative(root, file));
  const known = new Set(files);
  const aliases: Record<string, string> = { "~/": "app/", "~db/": "db/", "~shared/": "shared/" };
  const resolve = (from: string, spec: string) => {
    const alias = Object.keys(aliases).find((prefix) => spec.startsWith(prefix));
    const target = alias ? aliases[alias] + spec.slice(alias.length) : spec.startsWith(".") ? path.join(path.dirname(from), spec) : null;
    if (target === null) return null;
    return ["", ".ts", ".tsx", "/index.ts", "/index.tsx"].map((ending) => target + ending).find((candidate) => known.has(candidate)) ?? null;
  };
  const fileImports = new Map(
    files.map((file) => [file, [...new Set(importsOf(path.join(root, file)).flatMap((spec) => resolve(file, spec) ?? []))].filter((to) => to !== file)]),
  );

  const byPair = new Map<string, Arrow>();
  for (const [file, targets] of fileImports) {
    for (const target of targets) {
      const [from, to] = [roomOf(file), roomOf(target)];
      if (from === to) continue;
      const arrow = byPair.get(`${from} ${to}`) ?? { from, to, imports: [] };
      arrow.imports.push(`${file} -> ${target}`);
      byPair.set(`${from} ${to}`, arrow);
    }
  }
  const arrows = [...byPair.values()];
  const rooms = [...new Set(files.map(roomOf))];
  const roomKnots = knots(rooms, (room) => arrows.filter((arrow) => arrow.from === room).map((arrow) => arrow.to));
  const leftOut = new Set(roomKnots.flatMap((knot) => fewestBackUp(knot, arrows)));

  const floors = new Map<string, number>();
  const floorOf = (room: string): number => {
    if (!floors.has(room)) {
      const below = arrows.filter((arrow) => arrow.from === room && !leftOut.has(arrow)).map((arrow) => floorOf(arrow.to));
      floors.set(room, 1 + Math.max(0, ...below));
    }
    return floors.get(room)!;
  };
  rooms.forEach(floorOf);
  return {
    floors,
    arrows,
    backUp: arrows.filter((arrow) => floors.get(arrow.from)! <= floors.get(arrow.to)!),
    fileCircles: knots(files, (file) => fileImports.get(file)!),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const house = drawHouse(fileURLToPath(new URL("..", import.meta.url)));
  const top = Math.max(...house.floors.values());
  for (let floor = top; floor >= 1; floor--) {
    const rooms = [...house.floors].filter(([, at]) => at === floor).map(([room]) => room);
    console.log(`${String(floor).padStart(2)}  ${rooms.sort().join("  ")}`);
  }
  console.log(`${top} floors, ${house.floors.size} rooms, ${house.arrows.length} arrows, ${house.backUp.length} running back up, ${house.fileCircles.length} circles among files`);
  for (const arrow of house.backUp) console.log(`back up: ${arrow.from} -> ${arrow.to}\n  ${arrow.imports.join("\n  ")}`);
  for (const circle of house.fileCircles) console.log(`circle: ${circle.join(" -> ")}`);
}
