/** DECISIONS D6: the largest image file accepted. */
export const maxUploadBytes = 10 * 1024 * 1024;

/** The storage folders an upload may go to (SPEC §7 Storage). */
export const uploadFolders = ["items", "authors", "articles", "blog"] as const;
export type UploadFolder = (typeof uploadFolders)[number];

export const uploadEndpoint = "/admin/uploads";
