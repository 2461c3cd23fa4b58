export * from "./admin";
export * from "./auth";
export * from "./blog";
export * from "./catalog";
export * from "./content-version";
export * from "./orders";
export * from "./policies";
export * from "./settings";
export type { I18nText, OptionalI18nText } from "./i18n";
