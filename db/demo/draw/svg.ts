/** Wraps drawing in an SVG document whose drawing units are its pixels. */
export function svgDocument(size: { width: number; height: number }, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}">${body}</svg>`;
}

/** Makes ids unique within one picture, for gradients, clips and filters. */
export type Ids = (name: string) => string;

export function idMaker(prefix = "d"): Ids {
  let count = 0;
  return (name) => `${prefix}${name}${++count}`;
}
