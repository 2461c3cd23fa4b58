/*
 * The browser's side of the back office's image uploads (docs/product/content-rules.md#images):
 * what may be sent, where, and the sending itself. Every uploader (item and variant pictures, an
 * author's photo, an article's cover, pictures in an article's text) goes through `uploadImage`.
 */

/** docs/product/content-rules.md#images: the largest image file accepted. */
export const maxUploadBytes = 10 * 1024 * 1024;

/** The storage folders an upload may go to (docs/product/content-rules.md#images). */
export const uploadFolders = ["items", "authors", "articles", "blog"] as const;
export type UploadFolder = (typeof uploadFolders)[number];

const uploadEndpoint = "/admin/uploads";

/**
 * Sends one image to the upload endpoint, alone so that each request stays under the size limit.
 * Answers its stored URL, or the server's refusal (none when the server could not be reached or
 * gave no reason).
 */
export async function uploadImage(file: File, folder: UploadFolder): Promise<{ url: string } | { error?: string }> {
  const body = new FormData();
  body.append("files", file);
  try {
    const response = await fetch(`${uploadEndpoint}?folder=${folder}`, { method: "POST", body });
    const answer = (await response.json().catch(() => ({}))) as { urls?: string[]; error?: string };
    const url = answer.urls?.[0];
    return response.ok && url ? { url } : { error: answer.error };
  } catch {
    return {};
  }
}
