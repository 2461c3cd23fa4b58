import type { TestProject } from "vitest/node";
import { startDemoShop } from "../support/demo-shop";

declare module "vitest" {
  export interface ProvidedContext {
    shopUrl: string;
  }
}

/**
 * One demo shop for the Firefox suite, stopped by its process id when the suite ends; or a demo
 * shop already running at FIREFOX_SHOP_URL (with the same owner), left running.
 */
export default async function setup(project: TestProject) {
  const running = process.env.FIREFOX_SHOP_URL;
  if (running) return project.provide("shopUrl", running);
  const shop = await startDemoShop();
  project.provide("shopUrl", shop.url);
  return async () => {
    const code = await shop.stop();
    if (code !== 0) throw new Error(`the shop exited with ${code}:\n${shop.output()}`);
  };
}
