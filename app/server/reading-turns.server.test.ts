import { describe, expect, it } from "vitest";
import { takingTurns } from "./reading-turns.server";

/** A handler whose answers the test releases one by one, noting what it started. */
function heldHandler() {
  const started: string[] = [];
  const release = new Map<string, () => void>();
  const handle = (request: Request) => {
    const name = new URL(request.url).pathname;
    started.push(name);
    return new Promise<Response>((resolve) => release.set(name, () => resolve(new Response(name))));
  };
  return { handle, started, release: (name: string) => release.get(name)!() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const get = (path: string, init?: RequestInit) => new Request(`http://shop.test${path}`, init);

describe("takingTurns", () => {
  it("lets in two reading requests at once and the others in order of arrival, as turns free", async () => {
    const { handle, started, release } = heldHandler();
    const inTurn = takingTurns(handle, 2);
    const answers = ["/a", "/b", "/c", "/d"].map((path) => inTurn(get(path), {}));
    await settle();
    expect(started).toEqual(["/a", "/b"]);
    release("/b");
    await settle();
    expect(started).toEqual(["/a", "/b", "/c"]);
    release("/a");
    release("/c");
    await settle();
    release("/d");
    expect(await Promise.all(answers.map(async (answer) => (await answer).text()))).toEqual(["/a", "/b", "/c", "/d"]);
  });

  it("lets a form post in at once, even while every reading turn is taken", async () => {
    const { handle, started } = heldHandler();
    const inTurn = takingTurns(handle, 1);
    void inTurn(get("/page"), {});
    void inTurn(get("/waiting"), {});
    void inTurn(get("/order", { method: "POST", body: "x" }), {});
    await settle();
    expect(started.toSorted()).toEqual(["/order", "/page"]);
  });

  it("does not work on a request whose visitor left while it waited, and goes on with the next", async () => {
    const { handle, started, release } = heldHandler();
    const inTurn = takingTurns(handle, 1);
    const leaving = new AbortController();
    void inTurn(get("/first"), {});
    const gone = inTurn(get("/gone", { signal: leaving.signal }), {});
    void inTurn(get("/next"), {});
    leaving.abort();
    await settle();
    release("/first");
    expect((await gone).status).toBe(499);
    await settle();
    expect(started).toEqual(["/first", "/next"]);
  });
});
