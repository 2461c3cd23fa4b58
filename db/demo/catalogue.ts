import type { I18nText } from "~shared/i18n-text";
import { yarn } from "~db/demo/draw/palette";
import {
  basket,
  beanie,
  beret,
  bloom,
  bucketHat,
  coasters,
  grannyBag,
  headband,
  meshBag,
  pouch,
  scarf,
  stripedBeanie,
  stripedBucketHat,
  tote,
  type PieceDrawer,
} from "~db/demo/draw/pieces";

/** Text in every language of the shop: the demo shows what a complete catalogue looks like. */
type Texts = Required<{ [K in keyof I18nText]: string }>;

export type DemoCategory = { slug: "bags" | "hats" | "accessories"; name: Texts; description: Texts };

export const demoCategories: DemoCategory[] = [
  {
    slug: "bags",
    name: { en: "Bags", it: "Borse", fr: "Sacs" },
    description: {
      en: "Totes, pouches and market bags in sturdy cotton, made to be used every day.",
      it: "Shopper, pochette e borse da mercato in cotone robusto, fatte per l'uso di tutti i giorni.",
      fr: "Cabas, pochettes et sacs de marché en coton solide, faits pour servir tous les jours.",
    },
  },
  {
    slug: "hats",
    name: { en: "Hats", it: "Cappelli", fr: "Chapeaux" },
    description: {
      en: "Cotton hats for the sun and soft wool ones for the cold months.",
      it: "Cappelli di cotone per il sole e di lana morbida per i mesi freddi.",
      fr: "Des chapeaux en coton pour le soleil et en laine douce pour les mois froids.",
    },
  },
  {
    slug: "accessories",
    name: { en: "Accessories", it: "Accessori", fr: "Accessoires" },
    description: {
      en: "Scarves, headbands and small things for the home, the kind of gift that gets used.",
      it: "Sciarpe, fasce e piccole cose per la casa: regali che si usano davvero.",
      fr: "Écharpes, bandeaux et petits objets pour la maison : des cadeaux qui servent vraiment.",
    },
  },
];

/** The demo's tags in the three languages (docs/product/content-rules.md#tag-labels): items store the English word. */
export const demoTagLabels: Record<string, Texts> = {
  bag: { en: "bag", it: "borsa", fr: "sac" },
  cotton: { en: "cotton", it: "cotone", fr: "coton" },
  summer: { en: "summer", it: "estate", fr: "été" },
  unique: { en: "unique piece", it: "pezzo unico", fr: "pièce unique" },
  hat: { en: "hat", it: "cappello", fr: "chapeau" },
  wool: { en: "wool", it: "lana", fr: "laine" },
  winter: { en: "winter", it: "inverno", fr: "hiver" },
  gift: { en: "gift", it: "regalo", fr: "cadeau" },
  home: { en: "home", it: "casa", fr: "maison" },
  flower: { en: "flower", it: "fiore", fr: "fleur" },
};

type Colour = { hex: string; name: Texts };

const colour = {
  sand: { hex: yarn.sand, name: { en: "Sand", it: "Sabbia", fr: "Sable" } },
  sage: { hex: yarn.sage, name: { en: "Sage", it: "Salvia", fr: "Sauge" } },
  terracotta: { hex: yarn.terracotta, name: { en: "Terracotta", it: "Terracotta", fr: "Terre cuite" } },
  mustard: { hex: yarn.mustard, name: { en: "Mustard", it: "Senape", fr: "Moutarde" } },
  rose: { hex: yarn.rose, name: { en: "Dusty rose", it: "Rosa antico", fr: "Vieux rose" } },
  navy: { hex: yarn.navy, name: { en: "Navy", it: "Blu notte", fr: "Bleu nuit" } },
  cream: { hex: yarn.cream, name: { en: "Cream", it: "Panna", fr: "Crème" } },
  denim: { hex: yarn.denim, name: { en: "Denim blue", it: "Blu jeans", fr: "Bleu jean" } },
  charcoal: { hex: yarn.charcoal, name: { en: "Charcoal", it: "Antracite", fr: "Anthracite" } },
  rust: { hex: yarn.rust, name: { en: "Rust", it: "Ruggine", fr: "Rouille" } },
  forest: { hex: yarn.forest, name: { en: "Forest green", it: "Verde bosco", fr: "Vert forêt" } },
  coral: { hex: yarn.coral, name: { en: "Coral", it: "Corallo", fr: "Corail" } },
} satisfies Record<string, Colour>;

export type DemoVariant = { colour: Colour; stock: number };

export type DemoItem = {
  slug: string;
  category: DemoCategory["slug"];
  name: Texts;
  description: Texts;
  /** The piece's own care and "good to know" notes (docs/product/storefront.md#product-page); none: the shop's default. */
  care?: Texts;
  goodToKnow?: Texts;
  price: number;
  stock: number;
  active?: boolean;
  isUnique?: boolean;
  featured?: boolean;
  tags: string[];
  leadTimeDays?: number;
  /** How the item is drawn: the piece, and its yarns (a variant's colour replaces the first). */
  piece: PieceDrawer;
  yarns: [string, ...string[]];
  variants?: DemoVariant[];
};

/** Newest first: the shop lists items by creation date. */
export const demoItems: DemoItem[] = [
  {
    slug: "shell-stitch-market-tote",
    category: "bags",
    name: {
      en: "Shell Stitch Market Tote",
      it: "Borsa mercato a punto conchiglia",
      fr: "Cabas de marché au point éventail",
    },
    description: {
      en: "A roomy tote worked in rows of shell stitch, with a ribbed top edge and handles long enough for the shoulder. Pure cotton, so it holds its shape under a week's shopping and goes in the wash at 30 °C. About 38 × 36 cm.",
      it: "Una borsa capiente lavorata a file di punto conchiglia, con il bordo a coste e manici lunghi quanto basta per portarla in spalla. Cotone puro: regge la spesa di una settimana senza sformarsi e si lava a 30 °C. Circa 38 × 36 cm.",
      fr: "Un grand cabas travaillé en rangs de point éventail, avec une bordure côtelée et des anses assez longues pour l'épaule. En pur coton, il garde sa forme sous les courses de la semaine et passe en machine à 30 °C. Environ 38 × 36 cm.",
    },
    care: {
      en: "Machine wash at 30 °C with similar colours, then dry flat so it keeps its shape.",
      it: "Lavare in lavatrice a 30 °C con colori simili, poi asciugare in piano perché mantenga la forma.",
      fr: "Lavage en machine à 30 °C avec des couleurs proches, puis séchage à plat pour qu'il garde sa forme.",
    },
    price: 68,
    stock: 5,
    featured: true,
    tags: ["bag", "cotton", "summer"],
    piece: tote,
    yarns: [yarn.sand],
    variants: [
      { colour: colour.sand, stock: 3 },
      { colour: colour.sage, stock: 2 },
      { colour: colour.terracotta, stock: 0 },
    ],
  },
  {
    slug: "granny-square-shoulder-bag",
    category: "bags",
    name: {
      en: "Granny Square Shoulder Bag",
      it: "Borsa a spalla granny square",
      fr: "Sac à l'épaule en granny squares",
    },
    description: {
      en: "Nine granny squares, each in its own mix of leftover cottons, joined in cream and lined with linen. There is only one: when it has gone, the next bag will come out different.",
      it: "Nove granny square, ognuno con il suo accostamento di cotoni avanzati, uniti in panna; la borsa è foderata di lino. Ne esiste una sola: quando sarà venduta, la prossima verrà diversa.",
      fr: "Neuf granny squares, chacun avec son propre mélange de cotons, assemblés en crème ; le sac est doublé de lin. Il n'y en a qu'un : quand il sera vendu, le suivant sera différent.",
    },
    price: 89,
    stock: 1,
    isUnique: true,
    featured: true,
    tags: ["bag", "unique", "cotton"],
    piece: grannyBag,
    yarns: [yarn.cream, yarn.mustard, yarn.rose, yarn.sage, yarn.denim, yarn.terracotta],
  },
  {
    slug: "cotton-bucket-hat",
    category: "hats",
    name: {
      en: "Cotton Bucket Hat",
      it: "Cappello alla pescatora in cotone",
      fr: "Bob en coton",
    },
    description: {
      en: "Worked in the round from the crown down, with a brim that shades the eyes without flopping. Light enough for August, and it folds into a bag. Fits heads of 55 to 58 cm.",
      it: "Lavorato in tondo dalla cupola in giù, con una tesa che ripara gli occhi senza afflosciarsi. Abbastanza leggero per agosto, si piega e sta in borsa. Per teste da 55 a 58 cm.",
      fr: "Travaillé en rond depuis le sommet, avec un bord qui protège les yeux sans retomber. Assez léger pour le mois d'août, il se plie et tient dans un sac. Pour les tours de tête de 55 à 58 cm.",
    },
    goodToKnow: {
      en: "To choose, measure around your head just above the ears: it fits 55 to 58 cm.",
      it: "Per scegliere, misura la testa appena sopra le orecchie: va bene da 55 a 58 cm.",
      fr: "Pour choisir, mesurez votre tour de tête juste au-dessus des oreilles : il va de 55 à 58 cm.",
    },
    price: 45,
    stock: 5,
    featured: true,
    tags: ["hat", "summer", "cotton"],
    piece: bucketHat,
    yarns: [yarn.cream],
    variants: [
      { colour: colour.cream, stock: 3 },
      { colour: colour.denim, stock: 2 },
      { colour: colour.rose, stock: 0 },
    ],
  },
  {
    slug: "pompom-beanie",
    category: "hats",
    name: { en: "Pompom Beanie", it: "Berretto con pompon", fr: "Bonnet à pompon" },
    description: {
      en: "A deep beanie in soft merino, with a folded ribbed brim that keeps the ears warm and a full pompom on top. Hand wash in cool water and dry it flat.",
      it: "Un berretto avvolgente in merino morbido, con il risvolto a coste che copre le orecchie e un pompon bello pieno. Lavare a mano in acqua fredda e asciugare in piano.",
      fr: "Un bonnet enveloppant en mérinos doux, avec un revers côtelé qui garde les oreilles au chaud et un gros pompon. Lavage à la main à l'eau froide, séchage à plat.",
    },
    care: {
      en: "Hand wash in cool water with a little wool wash, squeeze gently and dry flat. No tumble dryer.",
      it: "Lavare a mano in acqua fredda con poco detersivo per lana, strizzare piano e asciugare in piano. Niente asciugatrice.",
      fr: "Lavage à la main à l'eau froide avec un peu de lessive pour laine, essorage doux et séchage à plat. Pas de sèche-linge.",
    },
    price: 38,
    stock: 10,
    tags: ["hat", "wool", "winter", "gift"],
    piece: beanie,
    yarns: [yarn.charcoal],
    variants: [
      { colour: colour.charcoal, stock: 4 },
      { colour: colour.mustard, stock: 3 },
      { colour: colour.rust, stock: 2 },
      { colour: colour.forest, stock: 1 },
    ],
  },
  {
    slug: "linen-stitch-zip-pouch",
    category: "bags",
    name: {
      en: "Linen Stitch Zip Pouch",
      it: "Pochette con zip a punto tela",
      fr: "Pochette zippée au point de toile",
    },
    description: {
      en: "A small pouch in dense linen stitch with a brass zip and a cotton tassel. Right for make-up, pencils or the bits that get lost at the bottom of a bag. About 20 × 14 cm.",
      it: "Una piccola pochette a punto tela fitto, con zip in ottone e nappina di cotone. Perfetta per trucchi, matite o tutte le cose che si perdono in fondo alla borsa. Circa 20 × 14 cm.",
      fr: "Une petite pochette au point de toile serré, avec fermeture éclair en laiton et gland en coton. Idéale pour le maquillage, les crayons ou tout ce qui se perd au fond d'un sac. Environ 20 × 14 cm.",
    },
    price: 24,
    stock: 9,
    tags: ["gift", "cotton"],
    piece: pouch,
    yarns: [yarn.mustard, yarn.cream],
    variants: [
      { colour: colour.mustard, stock: 4 },
      { colour: colour.rose, stock: 3 },
      { colour: colour.navy, stock: 2 },
      { colour: colour.sage, stock: 0 },
    ],
  },
  {
    slug: "twisted-headband",
    category: "accessories",
    name: { en: "Twisted Headband", it: "Fascia intrecciata", fr: "Bandeau torsadé" },
    description: {
      en: "A ribbed headband with a twist at the front, snug over the ears on a windy walk and easy to wear with hair up or down. Wool and alpaca, very soft against the skin.",
      it: "Una fascia a coste con il nodo sul davanti: tiene calde le orecchie nelle passeggiate col vento e sta bene con i capelli raccolti o sciolti. Lana e alpaca, morbidissima sulla pelle.",
      fr: "Un bandeau côtelé torsadé sur le devant, bien ajusté sur les oreilles les jours de vent et facile à porter cheveux attachés ou détachés. Laine et alpaga, très doux sur la peau.",
    },
    care: {
      en: "Wool and alpaca: hand wash in cool water, press the water out in a towel and dry flat.",
      it: "Lana e alpaca: lavare a mano in acqua fredda, togliere l'acqua premendo in un asciugamano e asciugare in piano.",
      fr: "Laine et alpaga : lavage à la main à l'eau froide, essorage en pressant dans une serviette et séchage à plat.",
    },
    price: 28,
    stock: 9,
    tags: ["wool", "winter", "gift"],
    piece: headband,
    yarns: [yarn.sage],
    variants: [
      { colour: colour.sage, stock: 3 },
      { colour: colour.denim, stock: 2 },
      { colour: colour.coral, stock: 4 },
    ],
  },
  {
    slug: "patchwork-stripe-bucket-hat",
    category: "hats",
    name: {
      en: "Patchwork Stripe Bucket Hat",
      it: "Cappello alla pescatora a righe patchwork",
      fr: "Bob à rayures patchwork",
    },
    description: {
      en: "The same bucket hat, made once in stripes of five cottons left over from the summer's work. One of a kind, size 56 to 57 cm.",
      it: "Lo stesso cappello alla pescatora, fatto una sola volta a righe con cinque cotoni avanzati dai lavori dell'estate. Pezzo unico, taglia 56-57 cm.",
      fr: "Le même bob, réalisé une seule fois en rayures de cinq restes de coton des travaux de l'été. Pièce unique, tour de tête 56 à 57 cm.",
    },
    price: 52,
    stock: 1,
    isUnique: true,
    tags: ["hat", "unique", "summer", "cotton"],
    piece: stripedBucketHat,
    yarns: [yarn.terracotta, yarn.mustard, yarn.cream, yarn.sage, yarn.denim],
  },
  {
    slug: "granny-coaster-set",
    category: "accessories",
    name: {
      en: "Granny Coaster Set of Four",
      it: "Set di quattro sottobicchieri",
      fr: "Lot de quatre dessous de verre",
    },
    description: {
      en: "Four round coasters in thick cotton, each with its own colour order, so the table looks cheerful rather than matched. They take a hot teapot and a spin in the washing machine.",
      it: "Quattro sottobicchieri tondi in cotone spesso, ognuno con i colori in un ordine diverso: la tavola è allegra, non coordinata. Reggono una teiera calda e un giro in lavatrice.",
      fr: "Quatre dessous de verre ronds en coton épais, chacun avec ses couleurs dans un ordre différent : la table est gaie plutôt qu'assortie. Ils supportent une théière chaude et un passage en machine.",
    },
    care: {
      en: "Machine wash with your cotton laundry and dry flat.",
      it: "Lavare in lavatrice con il bucato di cotone e asciugare in piano.",
      fr: "Lavage en machine avec le linge en coton, séchage à plat.",
    },
    price: 26,
    stock: 6,
    tags: ["home", "cotton", "gift"],
    piece: coasters,
    yarns: [yarn.cream, yarn.terracotta, yarn.sage, yarn.mustard],
  },
  {
    slug: "crochet-flower-brooch",
    category: "accessories",
    name: { en: "Crochet Flower Brooch", it: "Spilla a fiore", fr: "Broche fleur" },
    description: {
      en: "A double-layered flower with a mustard heart, on a sturdy pin. It brightens a coat lapel, a bag strap or a hat band. About 8 cm across.",
      it: "Un fiore a doppio strato con il cuore senape, su una spilla robusta. Illumina il bavero di un cappotto, la tracolla di una borsa o il nastro di un cappello. Circa 8 cm di diametro.",
      fr: "Une fleur à double rang de pétales et cœur moutarde, sur une épingle solide. Elle égaie un revers de manteau, une bandoulière ou un ruban de chapeau. Environ 8 cm de diamètre.",
    },
    price: 24,
    stock: 8,
    tags: ["gift", "cotton", "flower"],
    piece: bloom,
    yarns: [yarn.coral, yarn.mustard],
  },
  {
    slug: "ribbed-chunky-scarf",
    category: "accessories",
    name: { en: "Ribbed Chunky Scarf", it: "Sciarpa a coste", fr: "Écharpe côtelée" },
    description: {
      en: "A long, generous scarf in ribbing with cream stripes near the fringed ends. Made to order in about a week, in a wool blend that does not itch. 180 × 25 cm.",
      it: "Una sciarpa lunga e avvolgente a coste, con righe panna vicino alle frange. Fatta su ordinazione in circa una settimana, in misto lana che non punge. 180 × 25 cm.",
      fr: "Une longue écharpe généreuse en côtes, avec des rayures crème près des franges. Faite sur commande en une semaine environ, dans un mélange de laine qui ne gratte pas. 180 × 25 cm.",
    },
    care: {
      en: "Hand wash in cool water or on the wool cycle at 30 °C; dry flat, away from the radiator.",
      it: "Lavare a mano in acqua fredda o con il programma lana a 30 °C; asciugare in piano, lontano dal termosifone.",
      fr: "Lavage à la main à l'eau froide ou en programme laine à 30 °C ; séchage à plat, loin du radiateur.",
    },
    price: 58,
    stock: 2,
    leadTimeDays: 7,
    tags: ["wool", "winter", "gift"],
    piece: scarf,
    yarns: [yarn.rust, yarn.cream],
  },
  {
    slug: "mesh-market-bag",
    category: "bags",
    name: { en: "Mesh Market Bag", it: "Retina per la spesa", fr: "Filet à provisions" },
    description: {
      en: "An open mesh bag that folds to the size of a fist and stretches around melons, lemons and a loaf of bread. Made to order in about ten days, in undyed organic cotton.",
      it: "Una retina a maglia aperta che ripiegata sta in un pugno e si allarga per meloni, limoni e una pagnotta. Fatta su ordinazione in circa dieci giorni, in cotone biologico non tinto.",
      fr: "Un filet à mailles ouvertes qui se replie dans le creux de la main et s'étire autour des melons, des citrons et d'une miche de pain. Fait sur commande en dix jours environ, en coton bio non teint.",
    },
    price: 42,
    stock: 4,
    leadTimeDays: 10,
    tags: ["bag", "summer", "cotton"],
    piece: meshBag,
    yarns: [yarn.ecru],
  },
  {
    slug: "wool-beret",
    category: "hats",
    name: { en: "Wool Beret", it: "Basco di lana", fr: "Béret en laine" },
    description: {
      en: "A classic beret in rounds of trebles, slouchy on top and held by a neat ribbed band. Made to order in two weeks, in a lilac wool that looks good with grey and navy.",
      it: "Un basco classico lavorato a giri di maglie alte, morbido sopra e fermato da una fascia a coste. Fatto su ordinazione in due settimane, in una lana lilla che sta bene con il grigio e il blu.",
      fr: "Un béret classique en tours de brides, souple sur le dessus et tenu par une bande côtelée. Fait sur commande en deux semaines, dans une laine lilas qui va bien avec le gris et le bleu marine.",
    },
    care: {
      en: "Hand wash in cool water and dry flat over a plate, so it keeps its round shape.",
      it: "Lavare a mano in acqua fredda e asciugare in piano sopra un piatto, così mantiene la forma tonda.",
      fr: "Lavage à la main à l'eau froide, séchage à plat sur une assiette pour qu'il garde sa forme ronde.",
    },
    price: 46,
    stock: 3,
    leadTimeDays: 14,
    tags: ["hat", "wool", "winter"],
    piece: beret,
    yarns: [yarn.lilac],
  },
  {
    slug: "chunky-round-basket",
    category: "accessories",
    name: { en: "Chunky Round Basket", it: "Cestino tondo", fr: "Panier rond" },
    description: {
      en: "A firm basket in thick recycled cotton cord, with handholds at the sides. It keeps yarn, toys or plants in order. Sold out for now: a new batch is on the hook.",
      it: "Un cestino robusto in cordino di cotone riciclato, con due maniglie sui lati. Tiene in ordine gomitoli, giochi o piante. Al momento esaurito: un nuovo lotto è in lavorazione.",
      fr: "Un panier ferme en cordon de coton recyclé, avec des poignées sur les côtés. Il range la laine, les jouets ou les plantes. Épuisé pour l'instant : une nouvelle série est en cours.",
    },
    price: 39,
    stock: 0,
    tags: ["home", "cotton"],
    piece: basket,
    yarns: [yarn.sand],
  },
  {
    slug: "striped-beanie",
    category: "hats",
    name: { en: "Striped Beanie", it: "Berretto a righe", fr: "Bonnet rayé" },
    description: {
      en: "Navy and cream stripes with a ribbed brim. Resting this season while the pompom beanie takes its place.",
      it: "Righe blu notte e panna con il bordo a coste. In pausa per questa stagione, al suo posto c'è il berretto con pompon.",
      fr: "Rayures bleu nuit et crème avec bordure côtelée. Il fait une pause cette saison : le bonnet à pompon prend sa place.",
    },
    price: 34,
    stock: 2,
    active: false,
    tags: ["hat", "wool", "winter"],
    piece: stripedBeanie,
    yarns: [yarn.navy, yarn.cream],
  },
];
