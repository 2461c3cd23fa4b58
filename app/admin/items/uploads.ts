/** docs/product/content-rules.md#images: the largest image file accepted. */
export const maxUploadBytes = 10 * 1024 * 1024;

/** The storage folders an upload may go to (docs/product/content-rules.md#images). */
export const uploadFolders = ["items", "authors", "articles", "blog"] as const;
export type UploadFolder = (typeof uploadFolders)[number];

export const uploadEndpoint = "/admin/uploads";
