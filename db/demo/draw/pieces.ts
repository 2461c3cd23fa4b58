import { shade } from "~db/demo/draw/colour";
import { fabric, type StitchKind } from "~db/demo/draw/fabric";
import {
  arc,
  between,
  cubic,
  lerp,
  n,
  outline,
  part,
  quadratic,
  rounds,
  strip,
  turned,
  type Ellipse,
  type Patch,
  type Point,
} from "~db/demo/draw/geometry";
import { flower, fringe, grannySquare, hook, pompom, volume, yarnBall } from "~db/demo/draw/motifs";
import type { Ids } from "~db/demo/draw/svg";
import type { Random } from "~db/demo/draw/random";

/** A drawn piece in its own box (origin top left), ready to be placed in a picture. */
export type Drawing = {
  width: number;
  height: number;
  svg: string;
  /** The outlines that cast the shadow. */
  silhouette: string[];
  /** Seen from the front, standing on a surface; otherwise lying flat, seen from above. */
  standing: boolean;
};

/** The yarns of a piece: the first is its main colour (a variant's colour), the others accents. */
export type Yarns = [string, ...string[]];

export type PieceDrawer = (yarns: Yarns, random: Random, ids: Ids) => Drawing;

type RowYarn = (row: number, rows: number) => string;

const PI = Math.PI;

function finish(width: number, height: number, svg: string, silhouette: string[], standing: boolean, ids: Ids, form: "round" | "flat"): Drawing {
  return { width, height, svg: svg + volume(silhouette, { x: 0, y: 0, width, height }, ids, form), silhouette, standing };
}

/**
 * A bag's body seen from the front: rows sag more towards the base, and the bottom corners round off
 * (`corner` in drawing units; 0 for a straight band).
 */
function bagBody(top: number, bottom: number, topWidth: number, bottomWidth: number, cx: number, corner = 70): Patch {
  return (u, v) => {
    const s = 2 * u - 1;
    const width = lerp(topWidth, bottomWidth, v) + Math.sin(PI * v) * (corner ? 30 : 0);
    const round = v ** 5 * s ** 6 * corner;
    return { x: cx + (s * width) / 2 - s * round * 0.3, y: lerp(top, bottom, v) + (1 - s * s) * lerp(8, 8 + corner * 0.6, v) - round };
  };
}

/** A handle arching from one point to another, worked lengthwise. */
function handle(from: Point, to: Point, height: number, width: number, yarn: string, random: Random): string {
  const centre = cubic(from, { x: from.x, y: from.y - height }, { x: to.x, y: to.y - height }, to);
  return fabric(turned(strip(centre, () => width)), { stitch: "sc", size: width / 2.6, yarn, random });
}

/** A pair of handles, the far one a little higher and in shade. */
function handles(left: number, right: number, top: number, height: number, width: number, yarn: string, random: Random) {
  return {
    back: handle({ x: left + 25, y: top - 6 }, { x: right - 25, y: top - 6 }, height + 30, width * 0.92, shade(yarn, -0.2), random),
    front: handle({ x: left, y: top }, { x: right, y: top }, height, width, yarn, random),
  };
}

export const tote: PieceDrawer = ([main], random, ids) => {
  const band = bagBody(280, 345, 690, 700, 500, 0);
  const body = bagBody(335, 1040, 700, 790, 500);
  const grip = handles(300, 700, 305, 290, 50, main, random);
  const svg =
    grip.back +
    fabric(body, { stitch: "shell", size: 84, yarn: main, random, clip: ids }) +
    fabric(band, { stitch: "rib", size: 20, yarn: main, random, clip: ids }) +
    grip.front;
  return finish(1000, 1100, svg, [outline(band), outline(body)], true, ids, "round");
};

export const grannyBag: PieceDrawer = (yarns, random, ids) => {
  const [main, ...accents] = yarns;
  const band = bagBody(280, 350, 700, 710, 500, 0);
  const body = bagBody(345, 1030, 710, 770, 500, 40);
  const grip = handles(300, 700, 305, 290, 50, main, random);
  let squares = "";
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 3; col++) {
      const k = row * 3 + col;
      // Each square mixes the accents in its own order and is edged in the main yarn that joins them.
      const roundYarns = [accents[k % accents.length], accents[(k + 2) % accents.length], accents[(k + 1) % accents.length], main];
      squares += grannySquare(part(body, col / 3, (col + 1) / 3, row / 3, (row + 1) / 3), roundYarns, 250);
    }
  }
  const svg = grip.back + squares + fabric(band, { stitch: "sc", size: 24, yarn: main, random, clip: ids }) + grip.front;
  return finish(1000, 1100, svg, [outline(band), outline(body)], true, ids, "round");
};

function lemon(c: Point, r: number, tilt: number, ids: Ids): string {
  const g = ids("lemon");
  return (
    `<defs><radialGradient id="${g}" cx="0.36" cy="0.32" r="0.8"><stop offset="0" stop-color="#fdeea0"/><stop offset="0.55" stop-color="#eac13a"/><stop offset="1" stop-color="#a9781a"/></radialGradient></defs>` +
    `<g transform="translate(${n(c.x)} ${n(c.y)}) rotate(${tilt})">` +
    `<path d="M${n(-r * 1.25)} 0Q${n(-r * 1.2)} ${n(-r)} 0 ${n(-r)}Q${n(r * 1.2)} ${n(-r)} ${n(r * 1.25)} 0Q${n(r * 1.2)} ${n(r)} 0 ${n(r)}Q${n(-r * 1.2)} ${n(r)} ${n(-r * 1.25)} 0Z" fill="url(#${g})" stroke="#9a6f1c" stroke-opacity="0.5" stroke-width="3"/>` +
    `<path d="M${n(r * 1.2)} ${n(-r * 0.05)}q${n(r * 0.3)} ${n(-r * 0.45)} ${n(r * 0.75)} ${n(-r * 0.35)}q${n(-r * 0.25)} ${n(r * 0.4)} ${n(-r * 0.75)} ${n(r * 0.35)}Z" fill="#6f8f4e"/></g>`
  );
}

export const meshBag: PieceDrawer = ([main], random, ids) => {
  const band = bagBody(300, 372, 560, 570, 450, 0);
  const body = bagBody(368, 1150, 570, 680, 450, 120);
  const behind: Patch = (u, v) => {
    const p = body(u, v);
    return { x: p.x + 14, y: p.y - 8 };
  };
  const grip = handles(270, 630, 322, 300, 40, main, random);
  const svg =
    grip.back +
    fabric(behind, { stitch: "mesh", size: 46, yarn: shade(main, -0.25), random, backing: "none", clip: ids }) +
    lemon({ x: 330, y: 880 }, 100, -20, ids) +
    lemon({ x: 560, y: 950 }, 104, 15, ids) +
    lemon({ x: 400, y: 1050 }, 96, -5, ids) +
    fabric(body, { stitch: "mesh", size: 46, yarn: main, random, backing: "none", clip: ids }) +
    fabric(band, { stitch: "sc", size: 24, yarn: main, random, clip: ids }) +
    grip.front;
  return finish(900, 1200, svg, [outline(band), outline(body)], true, ids, "flat");
};

export const pouch: PieceDrawer = (yarns, random, ids) => {
  const [main] = yarns;
  const trim = yarns[1] ?? shade(main, 0.5);
  const body = bagBody(150, 690, 740, 770, 450, 90);
  const teeth: string[] = [];
  for (let x = 96; x < 800; x += 13) {
    const up = (x / 13) % 2 < 1;
    teeth.push(`M${x} ${up ? 141 : 150}h9v9h-9Z`);
  }
  const svg =
    fabric(body, { stitch: "moss", size: 30, yarn: (row) => (row === 3 || row === 4 ? trim : main), random, clip: ids }) +
    `<rect x="80" y="128" width="740" height="44" rx="10" fill="${shade(main, -0.35)}"/>` +
    `<path d="${teeth.join("")}" fill="#c9a45c"/><path d="M90 150h720" stroke="#8f7140" stroke-width="2"/>` +
    `<rect x="770" y="132" width="46" height="36" rx="8" fill="#d8b872" stroke="#8f7140" stroke-width="3"/>` +
    `<path d="M800 166l18 92" stroke="#b9934c" stroke-width="10" stroke-linecap="round"/>` +
    fringe(
      [0, 1, 2, 3, 4, 5].map((k) => ({ x: 806 + k * 5, y: 262 })),
      { x: 0.1, y: 1 },
      150,
      trim,
      random,
      11,
    ) +
    `<rect x="798" y="256" width="40" height="24" rx="8" fill="${shade(trim, -0.15)}"/>`;
  return finish(900, 780, svg, [outline(body)], true, ids, "round");
};

/** The bucket hat, seen from the front and a little above. */
function bucketHatShape(yarnOf: RowYarn, stitch: StitchKind, random: Random, ids: Ids): Drawing {
  const crownTop: Ellipse = { cx: 500, cy: 215, rx: 212, ry: 64 };
  const crownBase: Ellipse = { cx: 500, cy: 470, rx: 282, ry: 86 };
  const brimEdge: Ellipse = { cx: 500, cy: 552, rx: 485, ry: 190 };
  const backBrim = rounds(crownBase, brimEdge, PI, 2 * PI);
  const straight = between(arc(crownTop, PI, 0), arc(crownBase, PI, 0));
  // The crown's sides swell a little, as a worn hat does.
  const side: Patch = (u, v) => {
    const q = straight(u, v);
    return { x: q.x + (2 * u - 1) * Math.sin(PI * v) * 22, y: q.y };
  };
  const top = rounds({ cx: 500, cy: 196, rx: 14, ry: 5 }, crownTop);
  const frontBrim = rounds(crownBase, brimEdge, 0, PI);
  const back = shade(yarnOf(0, 1), -0.12);
  const svg =
    fabric(backBrim, { stitch, size: 30, yarn: (r, rs) => shade(yarnOf(r, rs), -0.12), random, backing: shade(back, -0.4) }) +
    fabric(top, { stitch, size: 30, yarn: yarnOf, random, closed: true }) +
    fabric(side, { stitch, size: 30, yarn: yarnOf, random }) +
    fabric(frontBrim, { stitch, size: 30, yarn: yarnOf, random });
  return finish(1000, 760, svg, [outline(backBrim), outline(frontBrim), outline(side), outline(top)], true, ids, "round");
}

export const bucketHat: PieceDrawer = ([main], random, ids) => bucketHatShape(() => main, "sc", random, ids);

/** A one-off bucket hat in stripes of every yarn given. */
export const stripedBucketHat: PieceDrawer = (yarns, random, ids) =>
  bucketHatShape((row) => yarns[Math.floor(row / 2) % yarns.length], "hdc", random, ids);

function beanieShape(yarnOf: RowYarn, withPompom: boolean, random: Random, ids: Ids): Drawing {
  const body: Patch = (u, v) => {
    const s = 2 * u - 1;
    // A dome: rows widen fast near the crown, then run straight down to the brim.
    const rise = Math.min(1, v / 0.7);
    const half = 330 * Math.sqrt(1 - (1 - rise) ** 2);
    const top = withPompom ? 0.24 : 0.04;
    return { x: 450 + s * Math.max(half, 330 * top), y: 250 + v * 520 + (1 - s * s) * 30 * v };
  };
  const brim = between(quadratic({ x: 100, y: 740 }, { x: 450, y: 800 }, { x: 800, y: 740 }), quadratic({ x: 108, y: 965 }, { x: 450, y: 1025 }, { x: 792, y: 965 }));
  const main = yarnOf(0, 1);
  const svg =
    fabric(body, { stitch: "hdc", size: 30, yarn: yarnOf, random }) +
    fabric(brim, { stitch: "rib", size: 26, yarn: main, random, clip: ids }) +
    (withPompom ? pompom({ x: 450, y: 200 }, 150, main, random, ids) : "");
  return finish(900, 1040, svg, [outline(body), outline(brim)], true, ids, "round");
}

export const beanie: PieceDrawer = ([main], random, ids) => beanieShape(() => main, true, random, ids);

/** A beanie in broad stripes of its first two yarns, without a pompom. */
export const stripedBeanie: PieceDrawer = (yarns, random, ids) =>
  beanieShape((row) => (Math.floor(row / 3) % 2 ? (yarns[1] ?? yarns[0]) : yarns[0]), false, random, ids);

export const beret: PieceDrawer = ([main], random, ids) => {
  const disc: Ellipse = { cx: 500, cy: 290, rx: 450, ry: 185 };
  const bandTop: Ellipse = { cx: 500, cy: 455, rx: 300, ry: 92 };
  const bandBottom: Ellipse = { cx: 500, cy: 510, rx: 292, ry: 88 };
  const drape = between(arc(disc, 0, PI), arc(bandTop, 0, PI));
  const band = between(arc(bandTop, 0, PI), arc(bandBottom, 0, PI));
  const top = rounds({ ...disc, rx: 14, ry: 6 }, disc);
  const svg =
    fabric(band, { stitch: "rib", size: 22, yarn: main, random, clip: ids }) +
    fabric(drape, { stitch: "dc", size: 26, yarn: shade(main, -0.1), random }) +
    fabric(top, { stitch: "dc", size: 26, yarn: main, random, closed: true }) +
    `<path d="M500 292q-6-30 10-52" fill="none" stroke="${shade(main, -0.2)}" stroke-width="20" stroke-linecap="round"/>` +
    `<path d="M500 292q-6-30 10-52" fill="none" stroke="${main}" stroke-width="14" stroke-linecap="round"/>`;
  return finish(1000, 620, svg, [outline(drape), outline(band), outline(top)], true, ids, "round");
};

export const scarf: PieceDrawer = (yarns, random, ids) => {
  const [main] = yarns;
  const stripe = yarns[1] ?? shade(main, 0.45);
  const centre = cubic({ x: 250, y: 190 }, { x: 1080, y: 330 }, { x: -180, y: 800 }, { x: 650, y: 1010 });
  const body = strip(centre, () => 360);
  const fringeAt = (v: number, dir: number) => {
    const a = centre(v);
    const b = centre(v + dir * 0.01);
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const anchors = [0.06, 0.17, 0.28, 0.39, 0.5, 0.61, 0.72, 0.83, 0.94].map((u) => body(u, v));
    return fringe(anchors, { x: (b.x - a.x) / len, y: (b.y - a.y) / len }, 130, main, random, 14);
  };
  const svg =
    fringeAt(0, -1) +
    fringeAt(1, 1) +
    fabric(body, {
      stitch: "rib",
      size: 24,
      yarn: (row, rows) => (row % 60 >= 8 && row % 60 < 12) || (rows - row) % 60 === 10 || (rows - row) % 60 === 11 ? stripe : main,
      random,
      clip: ids,
    });
  return finish(900, 1200, svg, [outline(body)], false, ids, "flat");
};

function basketShape(main: string, contents: string, random: Random, ids: Ids): Drawing {
  const rim: Ellipse = { cx: 450, cy: 210, rx: 385, ry: 112 };
  const floor: Ellipse = { cx: 450, cy: 760, rx: 345, ry: 92 };
  const innerLow: Ellipse = { cx: 450, cy: 370, rx: 340, ry: 95 };
  const inside = between(arc(rim, PI, 2 * PI), arc(innerLow, PI, 2 * PI));
  const body = between(arc(rim, PI, 0), arc(floor, PI, 0));
  const roll = rounds({ ...rim, rx: rim.rx - 20, ry: rim.ry - 16 }, { ...rim, rx: rim.rx + 18, ry: rim.ry + 14 });
  const slot = (x: number) =>
    `<rect x="${x - 62}" y="300" width="124" height="46" rx="23" fill="${shade(main, -0.62)}" stroke="${shade(main, -0.08)}" stroke-width="12"/>`;
  const svg =
    `<ellipse cx="${rim.cx}" cy="${rim.cy}" rx="${rim.rx}" ry="${rim.ry}" fill="${shade(main, -0.5)}"/>` +
    fabric(inside, { stitch: "crunch", size: 44, yarn: shade(main, -0.3), random }) +
    contents +
    fabric(body, { stitch: "crunch", size: 44, yarn: main, random }) +
    slot(190) +
    slot(710) +
    fabric(roll, { stitch: "sc", size: 36, yarn: main, random, closed: true });
  return finish(900, 870, svg, [outline(body), outline(roll)], true, ids, "round");
}

export const basket: PieceDrawer = ([main], random, ids) => basketShape(main, "", random, ids);

/** The basket holding balls of its other yarns. */
export const basketOfYarn: PieceDrawer = ([main, ...balls], random, ids) => {
  const spots = [
    { x: 300, y: 215, r: 150 },
    { x: 600, y: 200, r: 160 },
    { x: 455, y: 240, r: 140 },
  ];
  const contents = balls
    .slice(0, spots.length)
    .map((b, k) => yarnBall({ x: spots[k].x, y: spots[k].y }, spots[k].r, b, random, ids))
    .join("");
  return basketShape(main, contents, random, ids);
};

export const coasters: PieceDrawer = (yarns, random, ids) => {
  const [main, ...rest] = yarns;
  const others = rest.length ? rest : [shade(main, 0.4)];
  const places = [
    { x: 265, y: 270 },
    { x: 730, y: 290 },
    { x: 280, y: 735 },
    { x: 740, y: 725 },
  ];
  let svg = "";
  const silhouette: string[] = [];
  places.forEach((c, k) => {
    const centre = { cx: c.x, cy: c.y };
    const disc = rounds({ ...centre, rx: 12, ry: 12 }, { ...centre, rx: 196, ry: 196 });
    const edge = rounds({ ...centre, rx: 194, ry: 194 }, { ...centre, rx: 222, ry: 222 });
    const colours = [others[k % others.length], main, others[(k + 1) % others.length], main];
    svg += fabric(disc, { stitch: "dc", size: 26, yarn: (row) => colours[row % colours.length], random, closed: true });
    svg += fabric(edge, { stitch: "sc", size: 26, yarn: main, random, closed: true });
    silhouette.push(outline(edge));
  });
  return finish(1000, 1000, svg, silhouette, false, ids, "flat");
};

export const headband: PieceDrawer = ([main], random, ids) => {
  const upper: Ellipse = { cx: 500, cy: 230, rx: 410, ry: 170 };
  const lower: Ellipse = { cx: 500, cy: 450, rx: 410, ry: 170 };
  // The band is gathered where it twists, at the front.
  const gathered = (patch: Patch): Patch => (u, v) => {
    const q = patch(u, v);
    const mid = patch(u, 0.5);
    const pinch = 1 - 0.5 * Math.exp(-(((u - 0.5) / 0.1) ** 2));
    return { x: q.x, y: mid.y + (q.y - mid.y) * pinch };
  };
  const inside = between(arc(upper, PI, 2 * PI), arc(lower, PI, 2 * PI));
  const front = gathered(between(arc(upper, PI, 0), arc(lower, PI, 0)));
  const knot = between(quadratic({ x: 405, y: 380 }, { x: 500, y: 420 }, { x: 595, y: 380 }), quadratic({ x: 405, y: 665 }, { x: 500, y: 635 }, { x: 595, y: 665 }));
  const svg =
    fabric(inside, { stitch: "rib", size: 26, yarn: shade(main, -0.22), random, clip: ids }) +
    fabric(front, { stitch: "rib", size: 26, yarn: main, random, clip: ids }) +
    volume([outline(front)], { x: 90, y: 230, width: 820, height: 400 }, ids, "round") +
    fabric(turned(knot), { stitch: "rib", size: 24, yarn: main, random, clip: ids });
  return finish(1000, 680, svg, [outline(inside), outline(front), outline(knot)], true, ids, "flat");
};

export const ball: PieceDrawer = ([main], random, ids) => {
  const svg = yarnBall({ x: 200, y: 200 }, 190, main, random, ids);
  return { width: 400, height: 400, svg, silhouette: ["M10 200a190 190 0 1 0 380 0a190 190 0 1 0-380 0Z"], standing: true };
};

/** A crochet hook lying flat, its thumb rest in the first yarn. */
export const crochetHook: PieceDrawer = ([main], _random, ids) => {
  const svg = hook({ x: 10, y: 40 }, { x: 990, y: 40 }, main, ids);
  return { width: 1000, height: 80, svg, silhouette: ["M10 22h980v36H10Z"], standing: false };
};

/** One granny square laid flat, in rounds of the yarns given (centre first). */
export const granny: PieceDrawer = (yarns, _random, ids) => {
  const square = between(quadratic({ x: 0, y: 0 }, { x: 250, y: 6 }, { x: 500, y: 0 }), quadratic({ x: 0, y: 500 }, { x: 250, y: 494 }, { x: 500, y: 500 }));
  return finish(500, 500, grannySquare(square, yarns, 500), [outline(square)], false, ids, "flat");
};

/** A crochet flower: two layers of fanned petals around a round centre. */
export const bloom: PieceDrawer = (yarns, random, _ids) => {
  const [petals] = yarns;
  const heart = yarns[1] ?? "#d9a63a";
  const svg = flower({ x: 300, y: 300 }, 290, petals, heart, random);
  return { width: 600, height: 600, svg, silhouette: ["M10 300a290 290 0 1 0 580 0a290 290 0 1 0-580 0Z"], standing: false };
};
