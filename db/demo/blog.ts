import type { ArticleText } from "~db/demo/articles/article-text";
import { autumnColours } from "~db/demo/articles/autumn-colours";
import { careGuide } from "~db/demo/articles/care-guide";
import { giftIdeas } from "~db/demo/articles/gift-ideas";
import { grannySquare } from "~db/demo/articles/granny-square";
import { studioWeek } from "~db/demo/articles/studio-week";
import { summerYarns } from "~db/demo/articles/summer-yarns";
import type { ArticlePicture } from "~db/demo/draw/compositions";
import { yarn } from "~db/demo/draw/palette";

type Texts = { en: string; it: string; fr: string };

export type DemoBlogCategory = { slug: string; name: Texts; description: Texts };

export const demoBlogCategories: DemoBlogCategory[] = [
  {
    slug: "tutorials",
    name: { en: "Tutorials", it: "Tutorial", fr: "Tutoriels" },
    description: {
      en: "Stitches and techniques, explained step by step.",
      it: "Punti e tecniche, spiegati passo dopo passo.",
      fr: "Points et techniques, expliqués pas à pas.",
    },
  },
  {
    slug: "care-and-materials",
    name: { en: "Care & materials", it: "Cura e materiali", fr: "Entretien et matières" },
    description: {
      en: "Yarns, fibres and how to make handmade things last.",
      it: "Filati, fibre e come far durare le cose fatte a mano.",
      fr: "Fils, fibres et comment faire durer les objets faits main.",
    },
  },
  {
    slug: "studio-diary",
    name: { en: "Studio diary", it: "Diario di bottega", fr: "Journal d'atelier" },
    description: {
      en: "News, new colours and life at the worktable.",
      it: "Novità, nuovi colori e la vita al tavolo da lavoro.",
      fr: "Nouvelles, nouvelles couleurs et la vie à l'établi.",
    },
  },
];

export type DemoAuthor = {
  key: "giulia" | "marco";
  name: string;
  email: string;
  active: boolean;
  bio: Texts;
  /** The crochet flower that stands for the author: petals, heart, backdrop. */
  avatar: { petals: string; heart: string; backdrop: string };
};

export const demoAuthors: DemoAuthor[] = [
  {
    key: "giulia",
    name: "Giulia Rinaldi",
    email: "giulia@filo-uncinetto.example",
    active: true,
    bio: {
      en: "Giulia learned to crochet from her grandmother on the Ligurian coast and has designed and made every piece in the shop since 2019.",
      it: "Giulia ha imparato l'uncinetto dalla nonna sulla costa ligure e dal 2019 disegna e realizza ogni pezzo del negozio.",
      fr: "Giulia a appris le crochet auprès de sa grand-mère sur la côte ligure et, depuis 2019, dessine et réalise chaque pièce de la boutique.",
    },
    avatar: { petals: yarn.terracotta, heart: yarn.mustard, backdrop: "#efd9cc" },
  },
  {
    key: "marco",
    name: "Marco Bellini",
    email: "marco@filo-uncinetto.example",
    active: false,
    bio: {
      en: "Marco is a photographer. He spent a season in the studio taking pictures and wrote a few stories about it.",
      it: "Marco è fotografo. Ha passato una stagione in bottega a scattare fotografie e ne ha raccontato qualche storia.",
      fr: "Marco est photographe. Il a passé une saison à l'atelier à prendre des photos et en a raconté quelques histoires.",
    },
    avatar: { petals: yarn.sage, heart: yarn.cream, backdrop: "#dfe3d3" },
  },
];

export type DemoArticle = {
  slug: string;
  category: string;
  author: DemoAuthor["key"];
  text: ArticleText;
  picture: ArticlePicture;
  readTime: number;
  tags: string[];
  featured: boolean;
  /** Null for a draft. */
  publishedAt: string | null;
};

export const demoArticles: DemoArticle[] = [
  {
    slug: "handmade-gifts-under-40-euros",
    category: "studio-diary",
    author: "giulia",
    text: giftIdeas,
    picture: "gifts",
    readTime: 3,
    tags: ["gift", "ideas"],
    featured: false,
    publishedAt: "2026-10-20T09:00:00Z",
  },
  {
    slug: "a-week-in-the-studio",
    category: "studio-diary",
    author: "marco",
    text: studioWeek,
    picture: "studio",
    readTime: 4,
    tags: ["studio", "process"],
    featured: false,
    publishedAt: "2026-09-22T08:30:00Z",
  },
  {
    slug: "how-to-wash-and-store-crochet",
    category: "care-and-materials",
    author: "giulia",
    text: careGuide,
    picture: "care",
    readTime: 4,
    tags: ["care", "cotton", "wool"],
    featured: true,
    publishedAt: "2026-08-26T07:45:00Z",
  },
  {
    slug: "granny-square-round-by-round",
    category: "tutorials",
    author: "giulia",
    text: grannySquare,
    picture: "granny",
    readTime: 6,
    tags: ["tutorial", "granny square", "beginners"],
    featured: true,
    publishedAt: "2026-07-15T08:00:00Z",
  },
  {
    slug: "choosing-yarn-for-summer",
    category: "care-and-materials",
    author: "giulia",
    text: summerYarns,
    picture: "summer",
    readTime: 5,
    tags: ["summer", "cotton", "linen", "yarn"],
    featured: false,
    publishedAt: "2026-06-10T09:15:00Z",
  },
  {
    slug: "autumn-colours-on-the-hook",
    category: "studio-diary",
    author: "giulia",
    text: autumnColours,
    picture: "autumn",
    readTime: 2,
    tags: ["autumn", "wool", "colours"],
    featured: false,
    publishedAt: null,
  },
];
