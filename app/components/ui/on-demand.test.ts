import { describe, expect, it, vi } from "vitest";
import { onDemand } from "./on-demand";

describe("code loaded on demand", () => {
  it("is loaded once, and once loaded is marked as React's use reads a settled promise", async () => {
    const load = vi.fn(() => Promise.resolve({ Panel: "panel" }));
    const code = onDemand(load);
    const first = code.load();
    expect(code.load()).toBe(first);
    await first;
    expect(load).toHaveBeenCalledTimes(1);
    expect(first).toMatchObject({ status: "fulfilled", value: { Panel: "panel" } });
  });

  it("is asked for again after a download that failed", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce("panel");
    const code = onDemand<string>(load);
    await expect(code.load()).rejects.toThrow("offline");
    await expect(code.load()).resolves.toBe("panel");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
