import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.server";

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
    ["PORT", "eighty"],
    ["PORT", "70000"],
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
});
