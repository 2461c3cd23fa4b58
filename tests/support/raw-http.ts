import { request } from "node:http";

export type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/**
 * A GET whose body comes back as sent: fetch() would decode a compressed one itself. With `path`,
 * that path is asked for exactly as written, where a URL would resolve `//host` or `\` first.
 */
export function getRaw(url: string, headers: Record<string, string> = {}, path?: string): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: path ?? new URL(url).pathname + new URL(url).search, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}
