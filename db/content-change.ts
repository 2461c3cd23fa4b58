/**
 * How the database announces that the content version may have moved on (migration 0003), apart
 * from reading the version, so that the connection can listen without knowing the version's reads.
 */

/** The channel migration 0003's triggers notify on. */
export const contentVersionChannel = "content_version";

/** How the database tells this process that the version may have moved on. */
export type ContentChangeListener = {
  /** Called for every notice, and whenever listening stops or starts again. */
  changed(): void;
  /** Whether notices are being received: only then may a version read earlier be trusted. */
  listening(on: boolean): void;
};
