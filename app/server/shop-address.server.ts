import fs from "node:fs";
import path from "node:path";

/**
 * Where the shop can be opened: PUBLIC_URL when it is set, else where it last listened. The
 * start writes the latter into the data folder, because a port or host given to `npm start` alone
 * (`PORT=8080 npm start`) is unknown to a later `npm run admin`, which would otherwise send the
 * owner to the default port (docs/product/access.md#owner-account).
 */

const fileName = "shop-address";

/** The address a browser on this machine opens for a server listening on `host` and `port`. */
export function localAddress(host: string, port: number): string {
  const anyOrLoopback = ["0.0.0.0", "::", "127.0.0.1", "::1", "localhost"].includes(host);
  const name = anyOrLoopback ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export function rememberShopAddress(dataDir: string, address: string): void {
  fs.writeFileSync(path.join(dataDir, fileName), `${address}\n`, { mode: 0o600 });
}

/** Where to sign in: PUBLIC_URL when set, else the address the shop last listened on, else the configured port's. */
export function shopAddress(config: { dataDir: string; publicUrl: string }, publicUrlSet: boolean): string {
  if (publicUrlSet) return config.publicUrl;
  try {
    const remembered = fs.readFileSync(path.join(config.dataDir, fileName), "utf8").trim();
    if (/^http:\/\/[^\s/]+$/.test(remembered)) return remembered;
  } catch {
    // Never started yet, or started by a version that did not write it.
  }
  return config.publicUrl;
}
