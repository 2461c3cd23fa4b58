import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names, leaving out the false ones. It resolves no conflict: no list the shop writes
 * sets one property twice, which app/components/ui/class-conflicts.test.ts checks, so every page
 * is spared a class merger's code (docs/decisions/0091).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

/**
 * PostgreSQL's text and jsonb cannot hold U+0000: a value carrying one would fail its query with a
 * server error. No one types it, so it is dropped.
 */
export function withoutNul(value: string): string {
  return value.includes("\u0000") ? value.replaceAll("\u0000", "") : value;
}
