import {
  ball,
  basketOfYarn,
  beanie,
  bloom,
  bucketHat,
  coasters,
  crochetHook,
  granny,
  meshBag,
  pouch,
  scarf,
  tote,
  type PieceDrawer,
  type Yarns,
} from "~db/demo/draw/pieces";
import { yarn } from "~db/demo/draw/palette";
import { seededRandom } from "~db/demo/draw/random";
import { articleView, avatarPicture, heroView, linen, picture, productPicture, type Placement } from "~db/demo/draw/scenes";
import { idMaker } from "~db/demo/draw/svg";

/** Draws a still life from a list of pieces; each piece gets its own seeded randomness. */
function compose(
  seed: string,
  view: { width: number; height: number },
  background: (ids: ReturnType<typeof idMaker>) => string,
  pieces: (draw: (drawer: typeof ball, yarns: Yarns) => Placement["drawing"]) => Placement[],
): string {
  const ids = idMaker();
  const random = seededRandom(seed);
  let count = 0;
  const placements = pieces((drawer, yarns) => drawer(yarns, random.fork(String(count++)), ids));
  return picture(view, background(ids), placements, ids);
}

/** An item's picture (4:5): the piece in its yarns on a backdrop tinted to match. */
export function itemPicture(piece: PieceDrawer, yarns: Yarns, seed: string): string {
  const ids = idMaker();
  return productPicture(piece(yarns, seededRandom(seed), ids), yarns[0], ids);
}

/** An author's picture (square): a crochet flower in their colours. */
export function authorPicture(petals: string, heart: string, backdrop: string, seed: string): string {
  const ids = idMaker();
  return avatarPicture(bloom([petals, heart], seededRandom(seed), ids), backdrop, ids);
}

/**
 * The home page's hero: a warm still life of finished pieces, yarn and a hook on a linen-covered
 * table. The main group sits in the middle so that a tall crop (the page shows it 4:5 on wide
 * screens) keeps it whole.
 */
export function heroPicture(): string {
  return compose(
    "hero",
    heroView,
    (ids) => linen(heroView, "#e4d6c2", ids, { at: 0.5, wall: "#efe5d8" }),
    (draw) => [
      { drawing: draw(tote, [yarn.terracotta]), x: 530, y: 720, width: 470 },
      { drawing: draw(beanie, [yarn.mustard]), x: 1415, y: 760, width: 280 },
      { drawing: draw(basketOfYarn, [yarn.sand, yarn.sage, yarn.mustard, yarn.cream]), x: 820, y: 810, width: 510 },
      { drawing: draw(bucketHat, [yarn.sage]), x: 1140, y: 860, width: 380 },
      { drawing: draw(ball, [yarn.rose]), x: 215, y: 860, width: 160 },
      { drawing: draw(ball, [yarn.mustard]), x: 540, y: 905, width: 155 },
      { drawing: draw(ball, [yarn.cream]), x: 420, y: 930, width: 120 },
      { drawing: draw(crochetHook, [yarn.terracotta]), x: 930, y: 935, width: 360, rotate: -7, lying: true },
    ],
  );
}

/** Pictures for the demo articles, by name. */
export const articlePictures = {
  care: () =>
    compose(
      "care",
      articleView,
      (ids) => linen(articleView, "#e7ddcd", ids),
      (draw) => [
        { drawing: draw(scarf, [yarn.sage, yarn.cream]), x: 420, y: 380, width: 600, rotate: -70 },
        { drawing: draw(ball, [yarn.cream]), x: 860, y: 250, width: 190, lying: true },
        { drawing: draw(ball, [yarn.sage]), x: 1000, y: 420, width: 170, lying: true },
        { drawing: draw(crochetHook, [yarn.rose]), x: 900, y: 620, width: 420, rotate: -20 },
      ],
    ),
  granny: () =>
    compose(
      "granny",
      articleView,
      (ids) => linen(articleView, "#ece4d6", ids),
      (draw) => [
        { drawing: draw(granny, [yarn.mustard, yarn.cream]), x: 250, y: 420, width: 180, rotate: -6 },
        { drawing: draw(granny, [yarn.mustard, yarn.rose, yarn.cream]), x: 520, y: 370, width: 265, rotate: 4 },
        { drawing: draw(granny, [yarn.mustard, yarn.rose, yarn.sage, yarn.cream]), x: 870, y: 400, width: 350, rotate: -3 },
        { drawing: draw(ball, [yarn.sage]), x: 1130, y: 110, width: 220, lying: true },
        { drawing: draw(crochetHook, [yarn.mustard]), x: 560, y: 640, width: 460, rotate: 6 },
      ],
    ),
  summer: () =>
    compose(
      "summer",
      articleView,
      (ids) => linen(articleView, "#e6d9c6", ids, { at: 0.62, wall: "#f1e9dd" }),
      (draw) => [
        { drawing: draw(meshBag, [yarn.ecru]), x: 420, y: 690, width: 400 },
        { drawing: draw(ball, [yarn.coral]), x: 700, y: 690, width: 160 },
        { drawing: draw(ball, [yarn.sand]), x: 840, y: 700, width: 150 },
        { drawing: draw(ball, [yarn.sage]), x: 770, y: 720, width: 130 },
        { drawing: draw(bucketHat, [yarn.cream]), x: 1010, y: 700, width: 300 },
      ],
    ),
  studio: () =>
    compose(
      "studio",
      articleView,
      (ids) => linen(articleView, "#ddcfbb", ids, { at: 0.58, wall: "#efe6da" }),
      (draw) => [
        { drawing: draw(basketOfYarn, [yarn.sand, yarn.terracotta, yarn.mustard, yarn.cream]), x: 420, y: 640, width: 380 },
        { drawing: draw(tote, [yarn.sage]), x: 820, y: 660, width: 340 },
        { drawing: draw(crochetHook, [yarn.sage]), x: 640, y: 700, width: 300, rotate: -10, lying: true },
      ],
    ),
  gifts: () =>
    compose(
      "gifts",
      articleView,
      (ids) => linen(articleView, "#ede4d5", ids),
      (draw) => [
        { drawing: draw(coasters, [yarn.cream, yarn.terracotta, yarn.sage, yarn.mustard]), x: 290, y: 380, width: 430, rotate: -4 },
        { drawing: draw(pouch, [yarn.rose, yarn.cream]), x: 760, y: 330, width: 420, lying: true, rotate: 6 },
        { drawing: draw(granny, [yarn.mustard, yarn.denim, yarn.cream, yarn.terracotta]), x: 1010, y: 600, width: 230, rotate: 12 },
        { drawing: draw(ball, [yarn.denim]), x: 640, y: 620, width: 150, lying: true },
      ],
    ),
  autumn: () =>
    compose(
      "autumn",
      articleView,
      (ids) => linen(articleView, "#dccbb4", ids, { at: 0.6, wall: "#ece2d4" }),
      (draw) => [
        { drawing: draw(beanie, [yarn.rust]), x: 380, y: 690, width: 330 },
        { drawing: draw(beanie, [yarn.olive]), x: 700, y: 700, width: 300 },
        { drawing: draw(ball, [yarn.mustard]), x: 930, y: 690, width: 160 },
        { drawing: draw(ball, [yarn.rust]), x: 1050, y: 700, width: 140 },
      ],
    ),
} satisfies Record<string, () => string>;

export type ArticlePicture = keyof typeof articlePictures;
