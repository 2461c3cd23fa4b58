import type { Messages } from "./en";

export const fr: Messages = {
  meta: {
    homeTitle: "Sacs, bonnets et accessoires au crochet faits main",
    homeDescription: "Sacs, bonnets et accessoires au crochet faits main, sur commande et en petites séries.",
  },
  notFound: {
    title: "Page introuvable",
    text: "La page que vous cherchez n'existe pas ou a été déplacée.",
    backHome: "Retour à l'accueil",
  },
};
