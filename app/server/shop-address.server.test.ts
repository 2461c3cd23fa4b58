import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { localAddress, rememberShopAddress, shopAddress } from "./shop-address.server";

const folders: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-address-"));
  folders.push(dir);
  return dir;
};
afterEach(() => folders.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe("where the shop is opened", () => {
  it("names localhost for any or loopback address, else the host itself", () => {
    expect(localAddress("0.0.0.0", 3000)).toBe("http://localhost:3000");
    expect(localAddress("::", 8080)).toBe("http://localhost:8080");
    expect(localAddress("127.0.0.1", 4123)).toBe("http://localhost:4123");
    expect(localAddress("192.168.1.20", 3000)).toBe("http://192.168.1.20:3000");
    expect(localAddress("fd00::5", 3000)).toBe("http://[fd00::5]:3000");
  });

  it("is where the shop last listened, unless PUBLIC_URL says otherwise", () => {
    const dir = dataDir();
    const config = { dataDir: dir, publicUrl: "http://localhost:3000" };
    expect(shopAddress(config, false)).toBe("http://localhost:3000");
    rememberShopAddress(dir, "http://localhost:8080");
    expect(shopAddress(config, false)).toBe("http://localhost:8080");
    expect(shopAddress({ dataDir: dir, publicUrl: "https://shop.example" }, true)).toBe("https://shop.example");
    expect(fs.statSync(path.join(dir, "shop-address")).mode & 0o077).toBe(0);
  });

  it("ignores a remembered address that is not one", () => {
    const dir = dataDir();
    fs.writeFileSync(path.join(dir, "shop-address"), "javascript:alert(1)\n");
    expect(shopAddress({ dataDir: dir, publicUrl: "http://localhost:3000" }, false)).toBe("http://localhost:3000");
  });
});
