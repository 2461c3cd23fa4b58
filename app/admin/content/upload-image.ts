import { uploadEndpoint, type UploadFolder } from "../items/uploads";

/** Sends one image to the back office's upload endpoint; answers its stored URL or the server's refusal. */
export async function uploadImage(file: File, folder: UploadFolder): Promise<{ url: string } | { error?: string }> {
  const body = new FormData();
  body.append("files", file);
  try {
    const response = await fetch(`${uploadEndpoint}?folder=${folder}`, { method: "POST", body });
    const answer = (await response.json()) as { urls?: string[]; error?: string };
    const url = answer.urls?.[0];
    return response.ok && url ? { url } : { error: answer.error };
  } catch {
    return {};
  }
}
