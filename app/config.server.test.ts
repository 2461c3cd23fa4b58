import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkStartConditions, ConfigError, databaseProblem, insecureCookieWarning, loadConfig, portProblem } from "./config.server";

describe("loadConfig", () => {
  it("works with nothing set", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoData).toBe(true);
    expect(config.s3).toBeUndefined();
  });

  it("treats blank values as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PUBLIC_URL: "  ", PORT: "4000" }).publicUrl).toBe("http://localhost:4000");
  });

  it("normalises the owner's e-mail and the public URL", () => {
    const config = loadConfig({ ADMIN_EMAIL: "Owner@Example.COM", PUBLIC_URL: "https://shop.example/" });
    expect(config.adminEmail).toBe("owner@example.com");
    expect(config.publicUrl).toBe("https://shop.example");
  });

  it.each([
    ["DATABASE_URL", "mysql://x@y/z"],
    ["DATABASE_URL", "postgres//broken"],
    ["SHOP_EMAIL", "not-an-address"],
    ["DEMO_DATA", "maybe"],
    ["SMTP_URL", "http://mail"],
  ])("stops on an invalid %s with one line naming it", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      expect((error as Error).message).toMatch(new RegExp(`^Invalid ${name}=`));
      expect((error as Error).message).not.toContain("\n");
    }
  });

  it("requires the S3 settings together", () => {
    expect(() => loadConfig({ S3_BUCKET: "b" })).toThrow(/S3/);
    expect(loadConfig({ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" }).s3?.region).toBe("us-east-1");
  });

  it.each(["abc", "eighty", "70000", "65536", "-1", "3e3", "0x50", "80.0", "80 80"])("refuses PORT=%s in one line saying what a port is", (value) => {
    expect(() => loadConfig({ PORT: value })).toThrow(
      new ConfigError(`PORT must be a whole number between 1 and 65535 (it is ${JSON.stringify(value)})`),
    );
  });

  it.each([
    ["1", 1],
    ["8080", 8080],
    [" 3000 ", 3000],
    ["65535", 65535],
    ["", 3000],
    // The system picks a free port: how the tests start shops side by side.
    ["0", 0],
  ])("takes PORT=%j as %i", (value, port) => {
    expect(loadConfig({ PORT: value }).port).toBe(port);
  });
});

describe("what a start says about a setting that cannot work", () => {
  const url = "postgres://shop:secret@db.example:5433/shopdb";
  const errno = (code: string, message = code) => Object.assign(new Error(message), { code });

  it.each([
    [errno("ECONNREFUSED"), "DATABASE_URL: cannot reach the PostgreSQL server at db.example:5433 (connection refused: is it running, on that port?)"],
    [errno("ENOTFOUND"), "DATABASE_URL: cannot reach the PostgreSQL server at db.example:5433 (no host named db.example)"],
    [new Error("Connection terminated due to connection timeout"), "DATABASE_URL: cannot reach the PostgreSQL server at db.example:5433 (no answer within 10 s)"],
    [errno("28P01", 'password authentication failed for user "shop"'), 'DATABASE_URL: the PostgreSQL server at db.example:5433 refused the password of the role "shop"'],
    [
      errno("3D000", 'database "shopdb" does not exist'),
      'DATABASE_URL: the database "shopdb" does not exist on the PostgreSQL server at db.example:5433; create it (see the README\'s PostgreSQL section)',
    ],
  ])("names DATABASE_URL and what is wrong with it (%s)", (error, line) => {
    expect(databaseProblem(error, url)).toBe(line);
  });

  it("takes PostgreSQL's own port when the address has none", () => {
    expect(databaseProblem(errno("ECONNREFUSED"), "postgres://shop@localhost/shop")).toMatch(/^DATABASE_URL: cannot reach the PostgreSQL server at localhost:5432 /);
  });

  it("names PORT when the port is taken or not allowed", () => {
    expect(portProblem(errno("EADDRINUSE"), 3000, "0.0.0.0")).toBe(
      "PORT 3000 is already in use on 0.0.0.0 (another program listens there); stop it or set PORT to a free port",
    );
    expect(portProblem(errno("EACCES"), 80, "0.0.0.0")).toMatch(/^PORT 80 needs administrator rights/);
    expect(portProblem(errno("EADDRNOTAVAIL"), 3000, "10.9.9.9")).toMatch(/^HOST 10\.9\.9\.9 is not an address of this machine/);
  });

  it("refuses a data folder that other users can write, and takes one they can only read (the start closes it)", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-config-data-"));
    try {
      const config = loadConfig({ PORT: "0", DATA_DIR: dataDir });
      fs.chmodSync(dataDir, 0o777);
      const refused = checkStartConditions(config);
      await expect(refused).rejects.toBeInstanceOf(ConfigError);
      await expect(refused).rejects.toThrow(`The data folder ${dataDir} (DATA_DIR) can be written by other users (mode 0777)`);
      fs.chmodSync(dataDir, 0o755);
      await expect(checkStartConditions(config)).resolves.toBeUndefined();
      // A folder still to be made is the shop's own.
      await expect(checkStartConditions(loadConfig({ PORT: "0", DATA_DIR: path.join(dataDir, "new") }))).resolves.toBeUndefined();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("the start log's warning on a plain http:// PUBLIC_URL", () => {
  const warning = (publicUrl: string | undefined, production = true) =>
    insecureCookieWarning(loadConfig({ PUBLIC_URL: publicUrl }), production);

  it("warns in production when others reach the shop over plain http", () => {
    expect(warning("http://shop.example.com")).toBe(
      "Warning: PUBLIC_URL is http://shop.example.com (plain http): session cookies are not marked Secure; serve the shop over HTTPS and set PUBLIC_URL to its https:// address (docs/deploy.md)",
    );
    expect(warning("http://192.0.2.10:3000/")).toContain("PUBLIC_URL is http://192.0.2.10:3000 (plain http)");
  });

  it("stays quiet over https, on this machine's own addresses and outside production", () => {
    expect(warning("https://shop.example.com")).toBeUndefined();
    expect(warning(undefined)).toBeUndefined();
    expect(warning("http://127.0.0.1:3000")).toBeUndefined();
    expect(warning("http://[::1]:3000")).toBeUndefined();
    expect(warning("http://shop.localhost")).toBeUndefined();
    expect(warning("http://shop.example.com", false)).toBeUndefined();
  });
});
