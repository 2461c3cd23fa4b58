import type { Language } from "~shared/languages";

/** The settings an environment variable may also set; the variable wins when it is set. */
export type ServerSetField = "shopName" | "orderEmail" | "instagramUrl";

/**
 * The shapes of the shop's settings that are stored as JSON (db/schema/settings.ts) and edited on
 * the back office's Settings page: shipping, returns and the seller.
 */

/** Where the shop sends parcels, each with its own rate and transit time. */
export const shippingDestinations = ["it", "eu", "world"] as const;
export type ShippingDestination = (typeof shippingDestinations)[number];

/** One destination's shipping: a flat rate in euros, free from an order total if given, days on the way. */
export type ShippingRate = { rate: number; freeOver: number | null; transitMinDays: number; transitMaxDays: number };

/**
 * The shop's shipping: days to prepare an in-stock piece, then each destination's rate, or null
 * where the shop does not ship (docs/decisions/0062); at least one destination has a rate.
 */
export type ShippingSettings = { handlingDays: number; destinations: Record<ShippingDestination, ShippingRate | null> };

/**
 * The return policy: the days a shopper has to withdraw from delivery (at least the legal 14; a row
 * stored before that rule may hold less, and is read as 14 by app/lib/withdrawal.ts) and who pays
 * the way back. Rows stored before may also carry a "madeToOrderExcluded" flag, which no longer
 * means anything: a catalogue piece made after the order keeps the right (docs/decisions/0067).
 */
export type ReturnPolicy = { days: number; paidBy: "shopper" | "shop" };

/**
 * How prices carry VAT: included in them, or not applied under the seller's exemption (e.g. the
 * Italian "regime forfettario" or the French "franchise en base"), stated in its legal wording.
 */
export const vatRegimes = ["included", "exempt"] as const;
export type VatRegime = (typeof vatRegimes)[number];

/**
 * The seller as the law asks a shop to name it (docs/decisions/0037): name, postal address, VAT
 * number (Partita IVA, SIREN/TVA), the VAT regime with its exemption wording, and for shoppers in
 * France the consumer mediator and the web host. Null: not stated yet.
 */
export type SellerSettings = {
  name: string | null;
  address: string | null;
  /** Italy: the partita IVA; France: the intra-EU VAT number, when there is one. */
  vatNumber: string | null;
  vatRegime: VatRegime;
  /** The exemption's wording, as the law of the seller's regime words it; asked when the regime is "exempt". */
  vatExemption: string | null;
  /** Italy: the ADR body, if the seller uses one; France: the consumer mediator. */
  mediator: string | null;
  host: string | null;
  /*
   * Added later (docs/decisions/0066): rows saved before them lack them, so each is optional and
   * read as "not stated".
   */
  /** The country the seller is established in: it sets the numbers asked, their labels and the governing law. */
  country?: SellerCountry | null;
  phone?: string | null;
  /** Where complaints go; null: the order address. */
  complaintsEmail?: string | null;
  /** Italy: the REA number or the registry (Albo delle imprese artigiane); France: RCS or RNE registration. */
  registry?: string | null;
  /** France: the SIREN or SIRET. */
  companyId?: string | null;
  /** France: an entrepreneur individuel, whose name is followed by "EI". */
  individualEntrepreneur?: boolean;
  /** France: the directeur de la publication. */
  publicationDirector?: string | null;
  /** The means of payment accepted, as the owner words them. */
  paymentMeans?: string | null;
  /** How to pay, pre-filled into each order's payment instructions (docs/product/cart-and-orders.md#payment-instructions). */
  paymentInstructions?: string | null;
};

/** The countries a seller may be established in (docs/product/back-office.md#settings). */
export const sellerCountries = ["it", "fr"] as const;
export type SellerCountry = (typeof sellerCountries)[number];

/** A text the owner writes per language; a missing or empty language falls back like other content. */
export type OwnerText = Partial<Record<Language, string | null>>;

/** One of the About page's value cards as the owner words it. */
export type ValueCardWords = { title: OwnerText; text: OwnerText };

/**
 * The shop's own words on its pages (docs/product/storefront.md), each replacing the shop's
 * built-in text where the owner wrote it: the home hero, the tagline and the footer's text, the
 * About page's value cards and promise, and the care and "good to know" notes every item shows
 * unless it has its own.
 */
export type ShopWords = {
  heroTitle?: OwnerText;
  heroSubtitle?: OwnerText;
  /** A public image URL from the shop's media; absent: the built-in hero picture. */
  heroImage?: string | null;
  /** What the owner's hero picture shows, for those who cannot see it. */
  heroImageAlt?: OwnerText;
  tagline?: OwnerText;
  footerText?: OwnerText;
  /** The About page's three value cards, in their order. */
  aboutValues?: ValueCardWords[];
  aboutPromise?: OwnerText;
  care?: OwnerText;
  goodToKnow?: OwnerText;
};
