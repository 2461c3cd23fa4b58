import { shade } from "~db/demo/draw/colour";
import { curveLength, n, outline, type Patch, type Point } from "~db/demo/draw/geometry";
import type { Random } from "~db/demo/draw/random";
import type { Ids } from "~db/demo/draw/svg";

/** One strand of yarn in a stitch: a quadratic curve in the stitch's own frame (see `Stitch`). */
type Strand = [Point, Point, Point];

/**
 * How a stitch looks. Coordinates are in the stitch's frame: x across the row from -0.5 to 0.5,
 * y from -0.5 (the row's top edge, towards v = 0) to 0.5.
 */
type Stitch = {
  /** Row height as a share of the stitch width. */
  rowHeight: number;
  /** Strand thickness as a share of the stitch width. */
  thickness: number;
  /** How much darker than the yarn the gaps between stitches look. */
  depth: number;
  /** Every other row shifted by half a stitch, as in worked-into-the-gap patterns. */
  staggered: boolean;
  strands: (row: number, column: number) => Strand[];
};

const p = (x: number, y: number): Point => ({ x, y });
const line = (x0: number, y0: number, x1: number, y1: number): Strand => [p(x0, y0), p((x0 + x1) / 2, (y0 + y1) / 2), p(x1, y1)];
const bend = (x0: number, y0: number, cx: number, cy: number, x1: number, y1: number): Strand => [p(x0, y0), p(cx, cy), p(x1, y1)];

const stitches = {
  /** Single crochet: rows of little v's under a ridge of top loops. */
  sc: {
    rowHeight: 0.8,
    thickness: 0.36,
    depth: 0.28,
    staggered: false,
    strands: () => [bend(-0.44, -0.24, 0, -0.46, 0.44, -0.24), bend(-0.3, -0.12, -0.2, 0.15, -0.04, 0.36), bend(0.3, -0.12, 0.2, 0.15, 0.04, 0.36)],
  },
  /** Crunch stitch: plump, leaning stitches set like bricks; a pebbly fabric. */
  crunch: {
    rowHeight: 0.72,
    thickness: 0.4,
    depth: 0.3,
    staggered: true,
    strands: () => [bend(-0.3, -0.25, -0.05, -0.1, 0.1, 0.3), bend(0.28, -0.3, 0.36, 0, 0.3, 0.2)],
  },
  /** Half treble: taller, with a slanted wrap. */
  hdc: {
    rowHeight: 1.0,
    thickness: 0.36,
    depth: 0.28,
    staggered: false,
    strands: () => [bend(-0.44, -0.3, 0, -0.5, 0.44, -0.3), bend(-0.28, -0.18, -0.16, 0.2, -0.04, 0.45), bend(0.28, -0.18, 0.16, 0.2, 0.04, 0.45), line(-0.3, 0.05, 0.3, 0.05)],
  },
  /** Treble (double crochet): tall posts with two wraps. */
  dc: {
    rowHeight: 1.5,
    thickness: 0.34,
    depth: 0.3,
    staggered: false,
    strands: () => [
      bend(-0.42, -0.34, 0, -0.54, 0.42, -0.34),
      bend(0, -0.28, 0.04, 0.1, 0.02, 0.48),
      line(-0.2, -0.04, 0.2, -0.16),
      line(-0.2, 0.2, 0.2, 0.08),
    ],
  },
  /** Ribbing: raised columns of v's between sunken ones. */
  rib: {
    rowHeight: 0.62,
    thickness: 0.3,
    depth: 0.4,
    staggered: false,
    strands: (_row, column) =>
      column % 2 === 0
        ? [bend(-0.4, -0.55, -0.3, 0.1, 0, 0.5), bend(0.4, -0.55, 0.3, 0.1, 0, 0.5)]
        : [bend(-0.25, 0, 0, 0.15, 0.25, 0)],
  },
  /** Linen (moss) stitch: small horizontal bars laid like bricks. */
  moss: {
    rowHeight: 0.62,
    thickness: 0.32,
    depth: 0.32,
    staggered: true,
    strands: () => [bend(-0.36, 0.05, 0, -0.2, 0.36, 0.05), line(-0.04, 0.05, 0.04, 0.42)],
  },
  /** Shell stitch: seven trebles fanned from one base; a stitch here is one shell. */
  shell: {
    rowHeight: 0.5,
    thickness: 0.1,
    depth: 0.18,
    staggered: true,
    strands: () => {
      const strands: Strand[] = [];
      for (let k = 0; k < 7; k++) {
        const t = (k - 3) / 3;
        const tip = p(t * 0.5, -0.5 + t * t * 0.22);
        strands.push(bend(t * 0.06, 0.5, t * 0.2, -0.05, tip.x, tip.y));
        strands.push(bend(tip.x - 0.06, tip.y + 0.02, tip.x, tip.y - 0.08, tip.x + 0.06, tip.y + 0.02));
      }
      return strands;
    },
  },
  /** Filet mesh: a treble and a chain across the top, leaving open squares. */
  mesh: {
    rowHeight: 1,
    thickness: 0.15,
    depth: 0.4,
    staggered: false,
    strands: () => [
      bend(-0.5, -0.46, -0.25, -0.56, 0, -0.46),
      bend(0, -0.46, 0.25, -0.36, 0.5, -0.46),
      bend(-0.46, -0.46, -0.4, 0, -0.46, 0.5),
    ],
  },
} satisfies Record<string, Stitch>;

export type StitchKind = keyof typeof stitches;

/** Collects the strands of one yarn, drawn as a few long paths: shadow, three tones of body, highlight. */
export class YarnStrands {
  private shadow: string[] = [];
  private bodies: string[][] = [[], [], []];
  private light: string[] = [];

  constructor(
    readonly yarn: string,
    private readonly thickness: number,
  ) {}

  add(a: Point, c: Point, b: Point, tone: number) {
    const d = `M${n(a.x)} ${n(a.y)}Q${n(c.x)} ${n(c.y)} ${n(b.x)} ${n(b.y)}`;
    this.shadow.push(d);
    this.bodies[tone].push(d);
    // The highlight runs over the upper middle of the strand, passing through its midpoint.
    const at = (t: number) => ({
      x: (1 - t) ** 2 * a.x + 2 * (1 - t) * t * c.x + t * t * b.x,
      y: (1 - t) ** 2 * a.y + 2 * (1 - t) * t * c.y + t * t * b.y,
    });
    const s = at(0.22);
    const m = at(0.42);
    const e = at(0.62);
    const off = -this.thickness * 0.14;
    this.light.push(
      `M${n(s.x + off)} ${n(s.y + off)}Q${n(2 * m.x - (s.x + e.x) / 2 + off)} ${n(2 * m.y - (s.y + e.y) / 2 + off)} ${n(e.x + off)} ${n(e.y + off)}`,
    );
  }

  svg(): string {
    const w = this.thickness;
    const stroke = (colour: string, width: number, d: string[], extra = "") =>
      d.length ? `<path d="${d.join("")}" stroke="${colour}" stroke-width="${n(width)}"${extra}/>` : "";
    return (
      `<g fill="none" stroke-linecap="round">` +
      // Opaque colours that match the translucent look: painting with alpha is much slower.
      stroke(shade(this.yarn, -0.45), w * 1.18, this.shadow, ` transform="translate(${n(w * 0.16)} ${n(w * 0.26)})"`) +
      stroke(shade(this.yarn, 0.06), w, this.bodies[0]) +
      stroke(this.yarn, w, this.bodies[1]) +
      stroke(shade(this.yarn, -0.08), w, this.bodies[2]) +
      stroke(shade(this.yarn, w < 6 ? 0.15 : 0.27), w * 0.34, this.light) +
      `</g>`
    );
  }
}

/** Strands of any number of yarns, each yarn drawn in its own few paths, in the order first used. */
export class Skeins {
  private byYarn = new Map<string, YarnStrands>();

  constructor(private readonly thickness: number) {}

  of(yarn: string): YarnStrands {
    let strands = this.byYarn.get(yarn);
    if (!strands) this.byYarn.set(yarn, (strands = new YarnStrands(yarn, this.thickness)));
    return strands;
  }

  svg(): string {
    return [...this.byYarn.values()].map((s) => s.svg()).join("");
  }
}

export type FabricOptions = {
  stitch: StitchKind;
  /** Stitch width in drawing units. */
  size: number;
  /** The yarn of each row (stripes), or one yarn for all. */
  yarn: string | ((row: number, rows: number) => string);
  random: Random;
  /** Worked in the round: u wraps around, so the first and last stitch meet. */
  closed?: boolean;
  /** Colour seen through the gaps; none leaves the gaps open. */
  backing?: string | "none";
  /** Trims stitches that stick out of the patch (needs ids for the clip path). */
  clip?: Ids;
};

/**
 * Where a stitch sits in a patch: its centre, and the vectors spanning one stitch along the row (X)
 * and one row across (Y). `du` and `dv` are half a stitch and half a row in patch units.
 */
function frameAt(patch: Patch, u: number, v: number, du: number, dv: number, closed: boolean) {
  const u0 = closed ? u - du : Math.max(0, u - du);
  const u1 = closed ? u + du : Math.min(1, u + du);
  const v0 = Math.max(0, v - dv);
  const v1 = Math.min(1, v + dv);
  const along = [patch(u0, v), patch(u1, v)];
  const across = [patch(u, v0), patch(u, v1)];
  const su = (2 * du) / (u1 - u0);
  const sv = (2 * dv) / (v1 - v0);
  return {
    o: patch(u, v),
    X: { x: (along[1].x - along[0].x) * su, y: (along[1].y - along[0].y) * su },
    Y: { x: (across[1].x - across[0].x) * sv, y: (across[1].y - across[0].y) * sv },
  };
}

/** Draws crocheted fabric filling a patch, row after row. */
export function fabric(patch: Patch, options: FabricOptions): string {
  const { random } = options;
  const stitch: Stitch = stitches[options.stitch];
  const rowHeight = stitch.rowHeight * options.size;
  const thickness = stitch.thickness * options.size;
  const rows = Math.max(1, Math.round(curveLength((v) => patch(0.5, v)) / rowHeight));
  const yarnOf = typeof options.yarn === "string" ? () => options.yarn as string : options.yarn;
  const skeins = new Skeins(thickness);

  for (let row = 0; row < rows; row++) {
    const v = (row + 0.5) / rows;
    const strands = skeins.of(yarnOf(row, rows));
    const count = Math.max(1, Math.round(curveLength((u) => patch(u, v)) / options.size));
    const shift = stitch.staggered && row % 2 ? 0.5 : 0;
    const last = options.closed || !shift ? count : count - 1;
    for (let column = 0; column < last; column++) {
      const u = (column + 0.5 + shift) / count;
      const { o, X, Y } = frameAt(patch, options.closed ? u % 1 : u, v, 0.5 / count, 0.5 / rows, Boolean(options.closed));
      const angle = random.range(-0.07, 0.07);
      const cos = Math.cos(angle);
      const sin = Math.sin(angle);
      const jx = random.range(-0.05, 0.05);
      const jy = random.range(-0.05, 0.05);
      const map = (q: Point): Point => {
        const a = q.x * cos - q.y * sin + jx;
        const b = q.x * sin + q.y * cos + jy;
        return { x: o.x + a * X.x + b * Y.x, y: o.y + a * X.y + b * Y.y };
      };
      const tone = random.int(0, 2);
      for (const [a, c, b] of stitch.strands(row, column)) strands.add(map(a), map(c), map(b), tone);
    }
  }

  const backing = options.backing ?? shade(yarnOf(0, rows), -stitch.depth);
  const base = backing === "none" ? "" : `<path d="${outline(patch)}" fill="${backing}"/>`;
  if (!options.clip) return base + skeins.svg();
  const id = options.clip("fabric");
  return `${base}<clipPath id="${id}"><path d="${outline(patch)}"/></clipPath><g clip-path="url(#${id})">${skeins.svg()}</g>`;
}
