export type Point = { x: number; y: number };
/** Maps the unit square onto a piece of fabric: rows run along u, v goes from row to row. */
export type Patch = (u: number, v: number) => Point;
/** A curve over t in [0, 1]. */
export type Curve = (t: number) => Point;

export type Ellipse = { cx: number; cy: number; rx: number; ry: number };

export const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
const lerpPoint = (a: Point, b: Point, t: number): Point => ({ x: lerp(a.x, b.x, t), y: lerp(a.y, b.y, t) });
const distance = (a: Point, b: Point) => Math.hypot(b.x - a.x, b.y - a.y);

const onEllipse = (e: Ellipse, angle: number): Point => ({ x: e.cx + e.rx * Math.cos(angle), y: e.cy + e.ry * Math.sin(angle) });

/** Short numbers keep the SVG small and quick to parse. */
export const n = (value: number) => String(Math.round(value * 10) / 10);
export const pt = (p: Point) => `${n(p.x)} ${n(p.y)}`;

export function quadratic(p0: Point, p1: Point, p2: Point): Curve {
  return (t) => {
    const s = 1 - t;
    return { x: s * s * p0.x + 2 * s * t * p1.x + t * t * p2.x, y: s * s * p0.y + 2 * s * t * p1.y + t * t * p2.y };
  };
}

export function cubic(p0: Point, p1: Point, p2: Point, p3: Point): Curve {
  return (t) => {
    const s = 1 - t;
    const a = s * s * s;
    const b = 3 * s * s * t;
    const c = 3 * s * t * t;
    const d = t * t * t;
    return { x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y };
  };
}

/** Part of an ellipse from angle a0 to a1 (radians, 0 = right, clockwise on screen). */
export function arc(e: Ellipse, a0: number, a1: number): Curve {
  return (t) => onEllipse(e, lerp(a0, a1, t));
}

/** The fabric between two curves: v = 0 on the first, v = 1 on the second. */
export function between(first: Curve, second: Curve): Patch {
  return (u, v) => lerpPoint(first(u), second(u), v);
}

/**
 * Fabric worked in rounds: u goes around from angle a0 to a1 (radians, clockwise on screen from the
 * right), v from the inner ellipse to the outer one.
 */
export function rounds(inner: Ellipse, outer: Ellipse, a0 = 0, a1 = Math.PI * 2): Patch {
  return (u, v) => lerpPoint(onEllipse(inner, lerp(a0, a1, u)), onEllipse(outer, lerp(a0, a1, u)), v);
}

/** A rectangle of a patch, itself a patch (a granny square inside a bag's side). */
export function part(patch: Patch, u0: number, u1: number, v0: number, v1: number): Patch {
  return (u, v) => patch(lerp(u0, u1, u), lerp(v0, v1, v));
}

/** The same fabric worked the other way: rows run along what was v. */
export function turned(patch: Patch): Patch {
  return (u, v) => patch(v, u);
}

/** A strip of the given width along a centre line (a scarf): u goes across, v along. */
export function strip(centre: Curve, width: (t: number) => number): Patch {
  return (u, v) => {
    const p = centre(v);
    const a = centre(Math.max(0, v - 0.001));
    const b = centre(Math.min(1, v + 0.001));
    const len = distance(a, b) || 1;
    const nx = -(b.y - a.y) / len;
    const ny = (b.x - a.x) / len;
    const w = width(v) * (u - 0.5);
    return { x: p.x + nx * w, y: p.y + ny * w };
  };
}

export function curveLength(curve: Curve, steps = 24): number {
  let total = 0;
  let prev = curve(0);
  for (let i = 1; i <= steps; i++) {
    const p = curve(i / steps);
    total += distance(prev, p);
    prev = p;
  }
  return total;
}

/** The outline of a patch as an SVG path, for fills, clips and shadows. */
export function outline(patch: Patch, steps = 32): string {
  const points: Point[] = [];
  for (let i = 0; i <= steps; i++) points.push(patch(i / steps, 0));
  for (let i = 0; i <= steps; i++) points.push(patch(1, i / steps));
  for (let i = steps; i >= 0; i--) points.push(patch(i / steps, 1));
  for (let i = steps; i >= 0; i--) points.push(patch(0, i / steps));
  return `M${points.map(pt).join("L")}Z`;
}
