/** English interface texts: the reference shape that it.ts and fr.ts must match. */
export const en = {
  meta: {
    homeTitle: "Handmade crochet bags, hats and accessories",
    homeDescription: "Handmade crochet bags, hats and accessories, made to order in small batches.",
  },
  notFound: {
    title: "Page not found",
    text: "The page you are looking for does not exist or has moved.",
    backHome: "Back to the home page",
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** Every language has exactly the keys of English. */
export type Messages = Widen<typeof en>;
