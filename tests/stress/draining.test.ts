import http from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { demoShop, removeScratch, sleep, startShop } from "./support";

afterAll(removeScratch);

/** A GET on a kept-alive connection of `agent`: the answer's status and headers. */
function get(url: string, agent: http.Agent): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { "accept-encoding": "gzip" } }, (res) => {
        res.resume();
        res.on("end", () => resolve(res));
      })
      .on("error", reject);
  });
}

/**
 * docs/decisions/0036, 0094: while a stopping shop waits for its load balancer to hear it, every
 * answer ends its connection, so that the shop never closes one the balancer may be sending on.
 */
describe("a stop watched by a load balancer", () => {
  it("ends the connection after each answer while it drains, a kept page answered from memory included", async () => {
    const shop = await demoShop("pglite");
    const server = await startShop(shop);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // Rendered once, then answered from memory in the turn its request arrives in.
      await get(`${server.url}/`, agent);
      const before = await get(`${server.url}/`, agent);
      expect(before.headers["x-page-cache"]).toBe("hit");
      expect(before.headers.connection).toBe("keep-alive");

      // A balancer checked a moment ago: the stop keeps serving until a check hears "stopping".
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      const exited = server.stop("SIGTERM");
      await sleep(300);
      const draining = await get(`${server.url}/`, agent);
      expect(draining.statusCode).toBe(200);
      expect(draining.headers["x-page-cache"]).toBe("hit");
      expect(draining.headers.connection).toBe("close");
      const health = await fetch(`${server.url}/healthz`);
      expect([health.status, await health.text()]).toEqual([503, "stopping"]);
      expect(await exited).toBe(0);
    } finally {
      agent.destroy();
      await server.stop("SIGKILL");
      await shop.drop();
    }
  });
});
