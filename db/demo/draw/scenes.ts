import { mix, shade } from "~db/demo/draw/colour";
import { n } from "~db/demo/draw/geometry";
import type { Drawing } from "~db/demo/draw/pieces";
import { svgDocument, type Ids } from "~db/demo/draw/svg";

export type View = { width: number; height: number };

/** Product pictures are 4:5, as every grid of the shop shows them. */
const productView: View = { width: 1200, height: 1500 };
/** Article pictures are landscape, 16:10. */
export const articleView: View = { width: 1200, height: 750 };
const avatarView: View = { width: 600, height: 600 };
/** The home page's hero, 16:10. */
export const heroView: View = { width: 1600, height: 1000 };

/**
 * A drawing placed in a picture, `width` wide. A standing piece stands with its base centred on (x, y);
 * a flat one lies centred on (x, y).
 */
export type Placement = {
  drawing: Drawing;
  x: number;
  y: number;
  width: number;
  rotate?: number;
  /** Laid down in a picture seen from above, even though drawn standing. */
  lying?: boolean;
};

function placed({ drawing, x, y, width, rotate, lying }: Placement): { transform: string; scale: number } {
  const scale = width / drawing.width;
  const left = x - width / 2;
  const top = drawing.standing && !lying ? y - drawing.height * scale : y - (drawing.height * scale) / 2;
  const turn = rotate ? ` rotate(${n(rotate)} ${n(drawing.width / 2)} ${n(drawing.height / 2)})` : "";
  return { transform: `translate(${n(left)} ${n(top)}) scale(${Math.round(scale * 10000) / 10000})${turn}`, scale };
}

/** A soft shadow: a contact shadow under a standing piece, a drop shadow under a flat one. */
function shadow(drawing: Drawing, standing: boolean, transform: string, scale: number, ids: Ids): string {
  if (standing) {
    // A gradient rather than a blur filter: it looks the same and draws several times faster.
    const fade = ids("contact");
    const w = drawing.width;
    const h = drawing.height;
    return (
      `<defs><radialGradient id="${fade}"><stop offset="0" stop-color="#3a2a20" stop-opacity="0.36"/><stop offset="0.55" stop-color="#3a2a20" stop-opacity="0.2"/><stop offset="1" stop-color="#3a2a20" stop-opacity="0"/></radialGradient></defs>` +
      `<g transform="${transform}"><ellipse cx="${n(w / 2)}" cy="${n(h * 0.99)}" rx="${n(w * 0.5)}" ry="${n(Math.max(h * 0.045, 24 / scale))}" fill="url(#${fade})"/></g>`
    );
  }
  const blur = ids("blur");
  return (
    `<defs><filter id="${blur}" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${n(12 / scale)}"/></filter></defs>` +
    `<g transform="${transform}"><g fill="#3a2a20" opacity="0.26" filter="url(#${blur})" transform="translate(${n(10 / scale)} ${n(16 / scale)})">${drawing.silhouette.map((d) => `<path d="${d}"/>`).join("")}</g></g>`
  );
}

/** Draws the placements in order over a background, each with its shadow. */
export function picture(view: View, background: string, placements: Placement[], ids: Ids): string {
  const body = placements
    .map((placement) => {
      const { transform, scale } = placed(placement);
      const standing = placement.drawing.standing && !placement.lying;
      return shadow(placement.drawing, standing, transform, scale, ids) + `<g transform="${transform}">${placement.drawing.svg}</g>`;
    })
    .join("");
  return svgDocument(view, background + body);
}

/** A studio backdrop: a soft wall fading into the surface a piece stands on (`horizon` as a share of the height). */
export function studio(view: View, colour: string, ids: Ids, horizon = 0.8): string {
  const wall = ids("wall");
  const glow = ids("glow");
  return (
    `<defs><linearGradient id="${wall}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(colour, 0.35)}"/><stop offset="${n(horizon)}" stop-color="${shade(colour, 0.12)}"/><stop offset="${n(Math.min(1, horizon + 0.06))}" stop-color="${colour}"/><stop offset="1" stop-color="${shade(colour, -0.06)}"/></linearGradient>` +
    `<radialGradient id="${glow}" cx="0.42" cy="0.38" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${view.width}" height="${view.height}" fill="url(#${wall})"/><rect width="${view.width}" height="${view.height}" fill="url(#${glow})"/>`
  );
}

/** Linen cloth seen from above, lit from the upper left; a wall above `horizon` when given. */
export function linen(view: View, colour: string, ids: Ids, horizon?: { at: number; wall: string }): string {
  const weave = ids("weave");
  const light = ids("light");
  const wallFill = ids("wallfill");
  const edge = ids("edge");
  const top = horizon ? view.height * horizon.at : 0;
  return (
    `<defs><pattern id="${weave}" width="7" height="7" patternUnits="userSpaceOnUse"><rect width="7" height="7" fill="${colour}"/>` +
    `<path d="M0 1.7h7M0 5.2h7" stroke="${shade(colour, -0.3)}" stroke-opacity="0.13" stroke-width="1.3"/><path d="M1.7 0v7M5.2 0v7" stroke="#fff" stroke-opacity="0.18" stroke-width="1.1"/></pattern>` +
    `<radialGradient id="${light}" cx="0.35" cy="0.3" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#2a1d14" stop-opacity="0.18"/></radialGradient>` +
    (horizon
      ? `<linearGradient id="${wallFill}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(horizon.wall, 0.25)}"/><stop offset="1" stop-color="${shade(horizon.wall, -0.04)}"/></linearGradient>` +
        `<linearGradient id="${edge}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a1d14" stop-opacity="0.1"/><stop offset="1" stop-color="#2a1d14" stop-opacity="0"/></linearGradient>`
      : "") +
    `</defs><rect width="${view.width}" height="${view.height}" fill="url(#${weave})"/>` +
    (horizon
      ? `<rect width="${view.width}" height="${n(top)}" fill="url(#${wallFill})"/><rect y="${n(top)}" width="${view.width}" height="${n(view.height * 0.06)}" fill="url(#${edge})"/>`
      : "") +
    `<rect width="${view.width}" height="${view.height}" fill="url(#${light})"/>`
  );
}

/** A product picture: one piece, as large as fits, on a soft backdrop tinted to suit its yarn. */
export function productPicture(drawing: Drawing, yarn: string, ids: Ids): string {
  const view = productView;
  const frame = drawing.standing ? { width: 980, height: 1130, bottom: 1300 } : { width: 960, height: 1100, bottom: 1300 };
  const width = Math.min(frame.width, (frame.height * drawing.width) / drawing.height);
  const height = (width * drawing.height) / drawing.width;
  const y = drawing.standing ? frame.bottom - Math.max(0, (frame.height - height) * 0.35) : frame.bottom - frame.height / 2 - 40;
  return picture(view, studio(view, backdropFor(yarn), ids, drawing.standing ? 0.8 : 1), [{ drawing, x: view.width / 2, y, width }], ids);
}

/** A backdrop tint that flatters a yarn: a pale, warm version of it. */
function backdropFor(yarn: string): string {
  return mix(mix(yarn, "#efe6da", 0.78), "#f4ede4", 0.3);
}

/** An author's picture: a crochet flower on a soft backdrop. */
export function avatarPicture(drawing: Drawing, backdrop: string, ids: Ids): string {
  const view = avatarView;
  return picture(view, studio(view, backdrop, ids, 1), [{ drawing, x: 300, y: 300, width: 470 }], ids);
}
