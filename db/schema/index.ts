export * from "~db/schema/admin";
export * from "~db/schema/auth";
export * from "~db/schema/blog";
export * from "~db/schema/catalog";
export * from "~db/schema/content-version";
export * from "~db/schema/orders";
export * from "~db/schema/policies";
export * from "~db/schema/settings";
export type { I18nText, OptionalI18nText } from "~db/schema/i18n";
