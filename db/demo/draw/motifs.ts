import { shade } from "~db/demo/draw/colour";
import { fabric, Skeins, YarnStrands } from "~db/demo/draw/fabric";
import { n, outline, rounds, type Patch, type Point } from "~db/demo/draw/geometry";
import type { Random } from "~db/demo/draw/random";
import type { Ids } from "~db/demo/draw/svg";

const add = (a: Point, b: Point, k = 1): Point => ({ x: a.x + b.x * k, y: a.y + b.y * k });
const scale = (a: Point, k: number): Point => ({ x: a.x * k, y: a.y * k });

/**
 * A granny square mapped onto a patch: rounds of three-treble clusters from the centre out, one yarn
 * a round (`yarns` from the centre outwards). `size` is the square's side in drawing units.
 */
export function grannySquare(patch: Patch, yarns: string[], size: number): string {
  const roundCount = yarns.length;
  const w = 0.5 / roundCount;
  const skeins = new Skeins(size * w * 0.3);
  const at = (q: Point) => patch(0.5 + q.x, 0.5 + q.y);
  const sides: Point[] = [
    { x: 0, y: -1 },
    { x: 1, y: 0 },
    { x: 0, y: 1 },
    { x: -1, y: 0 },
  ];
  yarns.forEach((yarn, index) => {
    const strands = skeins.of(yarn);
    const round = index + 1;
    const inner = index * w;
    const outer = round * w * 0.98;
    // Round r has r clusters a side, counting the two halves of each corner as in the classic pattern.
    const perSide = round;
    for (const normal of sides) {
      const tangent = { x: -normal.y, y: normal.x };
      for (let k = 0; k < perSide; k++) {
        const t = perSide === 1 ? 0 : -0.8 + (1.6 * k) / (perSide - 1);
        const width = (2.3 * outer) / perSide / 3;
        for (let j = -1; j <= 1; j++) {
          const base =
            round === 1
              ? add(scale(normal, w * 0.32), tangent, j * w * 0.14)
              : add(scale(normal, inner + w * 0.1), tangent, t * inner + j * width * 0.45);
          const tip = add(scale(normal, outer - w * 0.12), tangent, t * outer + j * width);
          const mid = add(scale(add(base, tip), 0.5), tangent, j * width * 0.1);
          strands.add(at(base), at(mid), at(tip), (k + j + 3) % 3);
          const loopA = add(tip, tangent, -width * 0.42);
          const loopB = add(tip, tangent, width * 0.42);
          strands.add(at(loopA), at(add(tip, normal, w * 0.16)), at(loopB), 1);
        }
      }
    }
  });
  return `<path d="${outline(patch)}" fill="${shade(yarns[yarns.length - 1], -0.3)}"/>` + skeins.svg();
}

/** A fluffy pompom: a ball of short, cut strands pointing every way. */
export function pompom(centre: Point, radius: number, yarn: string, random: Random, ids: Ids): string {
  const skeins = new Skeins(radius * 0.045);
  const strands = skeins.of(yarn);
  const tufts: { base: Point; end: Point; mid: Point; depth: number }[] = [];
  for (let i = 0; i < 800; i++) {
    const depth = Math.sqrt(random.next());
    const at = random.range(0, Math.PI * 2);
    const base = add(centre, { x: Math.cos(at), y: Math.sin(at) }, radius * depth * 0.9);
    const heading = at + random.range(-1, 1);
    const dir = { x: Math.cos(heading), y: Math.sin(heading) };
    const end = add(base, dir, radius * random.range(0.12, 0.26));
    const mid = add(scale(add(base, end), 0.5), { x: -dir.y, y: dir.x }, radius * random.range(-0.06, 0.06));
    tufts.push({ base, end, mid, depth });
  }
  // Strands at the rim first, so those facing the viewer lie on top.
  tufts.sort((a, b) => b.depth - a.depth);
  for (const t of tufts) strands.add(t.base, t.mid, t.end, random.int(0, 2));
  const light = ids("pomlight");
  const c = `cx="${n(centre.x)}" cy="${n(centre.y)}"`;
  return (
    `<defs><radialGradient id="${light}" cx="0.4" cy="0.36" r="0.64"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#1c1410" stop-opacity="0.3"/></radialGradient></defs>` +
    `<circle ${c} r="${n(radius * 0.95)}" fill="${shade(yarn, -0.3)}"/>` +
    skeins.svg() +
    `<circle ${c} r="${n(radius * 1.1)}" fill="url(#${light})"/>`
  );
}

/** Tassel-like fringe: pairs of strands hanging from each anchor in the given direction. */
export function fringe(anchors: Point[], direction: Point, length: number, yarn: string, random: Random, thickness: number): string {
  const skeins = new Skeins(thickness);
  const strands = skeins.of(yarn);
  const side = { x: -direction.y, y: direction.x };
  for (const anchor of anchors) {
    for (let k = 0; k < 2; k++) {
      const start = add(anchor, side, (k - 0.5) * thickness * 0.9);
      const end = add(add(start, direction, length * random.range(0.88, 1.08)), side, random.range(-0.08, 0.08) * length);
      const mid = add(scale(add(start, end), 0.5), side, random.range(-0.06, 0.06) * length);
      strands.add(start, mid, end, random.int(0, 2));
    }
  }
  return skeins.svg();
}

/** A ball of yarn: crossing bands of wound strands, lit from the upper left. */
export function yarnBall(centre: Point, radius: number, yarn: string, random: Random, ids: Ids): string {
  const clip = ids("ball");
  const light = ids("balllight");
  // Each band is a stripe of parallel strands bowed round the ball, drawn over the bands before it.
  let bands = "";
  for (let band = 0; band < 8; band++) {
    const strands = new YarnStrands(yarn, radius * 0.045);
    const angle = random.range(0, Math.PI * 2);
    const axis = { x: Math.cos(angle), y: Math.sin(angle) };
    const normal = { x: -axis.y, y: axis.x };
    const first = random.range(-0.85, 0.25) * radius;
    const bow = random.range(0.25, 0.45) * radius;
    for (let k = 0; k < 13; k++) {
      const offset = first + k * radius * 0.058;
      const half = Math.sqrt(Math.max(0, radius * radius - offset * offset)) * 1.02;
      if (half < radius * 0.15) continue;
      const middle = add(centre, normal, offset);
      strands.add(add(middle, axis, -half), add(middle, normal, bow * (half / radius)), add(middle, axis, half), (k + band) % 3);
    }
    bands += strands.svg();
  }
  const c = `cx="${n(centre.x)}" cy="${n(centre.y)}" r="${n(radius)}"`;
  return (
    `<defs><clipPath id="${clip}"><circle ${c}/></clipPath>` +
    `<radialGradient id="${light}" cx="0.38" cy="0.34" r="0.72"><stop offset="0" stop-color="#fff" stop-opacity="0.2"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/><stop offset="0.85" stop-color="#1c1410" stop-opacity="0.16"/><stop offset="1" stop-color="#1c1410" stop-opacity="0.36"/></radialGradient></defs>` +
    `<circle ${c} fill="${shade(yarn, -0.18)}"/><g clip-path="url(#${clip})">${bands}</g><circle ${c} fill="url(#${light})"/>`
  );
}

/** A crochet hook lying from `from` to `to` (the hooked end), with a coloured thumb rest. */
export function hook(from: Point, to: Point, handle: string, ids: Ids): string {
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  const angle = (Math.atan2(to.y - from.y, to.x - from.x) * 180) / Math.PI;
  const metal = ids("metal");
  const grip = ids("grip");
  const r = length * 0.022;
  const L = length;
  const shaft = `M0 ${n(-r)}L${n(L - r * 3)} ${n(-r)}Q${n(L - r * 0.6)} ${n(-r * 1.05)} ${n(L)} ${n(-r * 0.2)}Q${n(L - r * 0.5)} ${n(r * 0.15)} ${n(L - r * 1.6)} ${n(-r * 0.05)}Q${n(L - r * 1.4)} ${n(r * 0.6)} ${n(L - r * 2.8)} ${n(r)}L0 ${n(r)}Z`;
  const gripPath = `M${n(L * 0.08)} ${n(-r * 1.7)}L${n(L * 0.42)} ${n(-r * 1.7)}Q${n(L * 0.5)} ${n(-r * 1.5)} ${n(L * 0.55)} ${n(-r)}L${n(L * 0.55)} ${n(r)}Q${n(L * 0.5)} ${n(r * 1.5)} ${n(L * 0.42)} ${n(r * 1.7)}L${n(L * 0.08)} ${n(r * 1.7)}Q0 ${n(r * 1.7)} 0 0Q0 ${n(-r * 1.7)} ${n(L * 0.08)} ${n(-r * 1.7)}Z`;
  return (
    `<defs><linearGradient id="${metal}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef0f2"/><stop offset="0.35" stop-color="#c3c8cd"/><stop offset="0.75" stop-color="#8e949a"/><stop offset="1" stop-color="#6d7277"/></linearGradient>` +
    `<linearGradient id="${grip}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(handle, 0.35)}"/><stop offset="0.4" stop-color="${handle}"/><stop offset="1" stop-color="${shade(handle, -0.35)}"/></linearGradient></defs>` +
    `<g transform="translate(${n(from.x)} ${n(from.y)}) rotate(${n(angle)})">` +
    `<path d="${shaft}" fill="url(#${metal})"/><path d="${gripPath}" fill="url(#${grip})"/></g>`
  );
}

/** Soft light and shade over a piece's silhouette, so it looks round rather than flat. */
export function volume(silhouette: string[], box: { x: number; y: number; width: number; height: number }, ids: Ids, form: "round" | "flat"): string {
  const clip = ids("vclip");
  const across = ids("vacross");
  const down = ids("vdown");
  const rect = `x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}"`;
  const edges = form === "round" ? [0.34, 0.1, 0.36] : [0.16, 0.04, 0.16];
  return (
    `<defs><clipPath id="${clip}">${silhouette.map((d) => `<path d="${d}"/>`).join("")}</clipPath>` +
    `<linearGradient id="${across}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#1c1410" stop-opacity="${edges[0]}"/><stop offset="0.22" stop-color="#1c1410" stop-opacity="${edges[1]}"/><stop offset="0.4" stop-color="#fff" stop-opacity="0.1"/><stop offset="0.62" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#1c1410" stop-opacity="${edges[2]}"/></linearGradient>` +
    `<linearGradient id="${down}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.08"/><stop offset="0.7" stop-color="#1c1410" stop-opacity="0"/><stop offset="1" stop-color="#1c1410" stop-opacity="0.22"/></linearGradient></defs>` +
    `<g clip-path="url(#${clip})"><rect ${rect} fill="url(#${across})"/><rect ${rect} fill="url(#${down})"/></g>`
  );
}

/** A crochet flower: petals of fanned trebles, a darker row of petals behind, and a round centre. */
export function flower(centre: Point, radius: number, petals: string, heart: string, random: Random): string {
  const skeins = new Skeins(radius * 0.075);
  const heartRadius = radius * 0.3;
  const layer = (yarn: string, count: number, offset: number, reach: number) => {
    const strands = skeins.of(yarn);
    for (let k = 0; k < count; k++) {
      const middle = offset + (k * Math.PI * 2) / count;
      const spread = (Math.PI / count) * 0.92;
      for (let j = 0; j < 7; j++) {
        const t = (j - 3) / 3;
        const a = middle + t * spread;
        const baseAngle = middle + t * spread * 0.45;
        const base = add(centre, { x: Math.cos(baseAngle), y: Math.sin(baseAngle) }, heartRadius * 0.9);
        const tipRadius = radius * reach * (1 - 0.16 * t * t);
        const tip = add(centre, { x: Math.cos(a), y: Math.sin(a) }, tipRadius);
        const mid = add(centre, { x: Math.cos((a + baseAngle) / 2), y: Math.sin((a + baseAngle) / 2) }, (tipRadius + heartRadius) / 2);
        strands.add(base, mid, tip, random.int(0, 2));
        const side = { x: -Math.sin(a), y: Math.cos(a) };
        strands.add(add(tip, side, -radius * 0.05), add(tip, { x: Math.cos(a), y: Math.sin(a) }, radius * 0.05), add(tip, side, radius * 0.05), 1);
      }
    }
  };
  layer(shade(petals, -0.18), 6, Math.PI / 6, 1);
  layer(petals, 6, 0, 0.9);
  const c = { cx: centre.x, cy: centre.y };
  return (
    skeins.svg() +
    fabric(rounds({ ...c, rx: 6, ry: 6 }, { ...c, rx: heartRadius, ry: heartRadius }), {
      stitch: "sc",
      size: radius * 0.09,
      yarn: heart,
      random,
      closed: true,
    })
  );
}
