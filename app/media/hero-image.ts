/**
 * The shop's drawn hero picture (public/images, made by scripts/draw-hero.ts) at 16:10: the home
 * page's hero, the about page's picture and the link preview of pages without a picture of their own.
 */
export const heroImage = {
  src: "/images/hero-1024.webp",
  srcSet: "/images/hero-640.webp 640w, /images/hero-800.webp 800w, /images/hero-1024.webp 1024w, /images/hero-1600.webp 1600w",
  width: 1600,
  height: 1000,
};
