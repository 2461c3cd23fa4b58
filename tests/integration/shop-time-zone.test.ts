import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action, loader } from "~/routes/admin/settings";
import { loader as rootLoader } from "~/root";
import type { ShopContext } from "~/context";
import { translator } from "~/i18n/messages.server";
import { shopSettings } from "~db/schema";
import { answerOf, type Answer } from "./hostile-support";
import { shopWithSignedInOwner, type TestShop } from "./admin-support";
import { contentReadsOf } from "../support/database";

/** The shop's time zone on the Settings page (docs/decisions/0055): stored, checked, and carried to every page. */

let shop: TestShop;
let ownerCookie = "";

beforeAll(async () => {
  ({ shop, cookie: ownerCookie } = await shopWithSignedInOwner());
});
afterAll(async () => {
  await shop?.close();
});
beforeEach(async () => {
  await shop.database.db.delete(shopSettings);
  await shop.database.db.insert(shopSettings).values({ id: 1 });
});

const filled = {
  shop_name: "Bottega di Maria",
  order_email: "maria@example.com",
  instagram_url: "",
  about_intro_en: "",
  about_intro_it: "Lavoro all'uncinetto al mare.",
  about_intro_fr: "",
  about_story_en: "",
  about_story_it: "",
  about_story_fr: "",
};

type SettingsAnswer = Answer & {
  data: { result?: { status?: string; error?: Record<string, string[]>; initialValue?: Record<string, unknown> } };
};

function context(): ShopContext {
  const base = shop.context();
  return { ...base, contentReads: contentReadsOf(base.db), language: "it" };
}

async function save(form: Record<string, string>) {
  const request = shop.request("/admin/settings", { form, cookie: ownerCookie });
  return (await answerOf(() => action({ request, context: context(), params: {} } as never))) as SettingsAnswer;
}

const rootZone = async () =>
  (await rootLoader({ context: context(), request: shop.request("/"), params: {} } as never)).shop.timeZone;

const storedZone = async () => (await shop.database.db.select().from(shopSettings))[0].timeZone;

describe("the shop's time zone", () => {
  it("is Europe/Rome until the owner chooses one, and the Settings page offers Intl's zones", async () => {
    expect(await rootZone()).toBe("Europe/Rome");
    const page = await loader({ request: shop.request("/admin/settings", { cookie: ownerCookie }), context: context(), params: {} } as never);
    expect(page.settings.timeZone).toBe("Europe/Rome");
    expect(page.timeZones).toEqual(expect.arrayContaining(["UTC", "Europe/Rome", "Europe/Paris", "America/New_York"]));
  });

  it("stores the chosen zone, and every page's root data carries it", async () => {
    const answer = await save({ ...filled, time_zone: "Europe/Paris" });
    expect(answer.status).toBe(200);
    expect(await storedZone()).toBe("Europe/Paris");
    expect(await rootZone()).toBe("Europe/Paris");
  });

  it.each(["Europe/Roma", "+01:00", "CET; drop table shop_settings", "x".repeat(5_000)])(
    "refuses %j with a translated message, answers every box back and keeps the stored zone",
    async (zone) => {
      await save({ ...filled, time_zone: "Europe/Paris" });
      const answer = await save({ ...filled, shop_name: "Un nuovo nome", time_zone: zone });
      expect(answer.status).toBe(400);
      expect(answer.data.result?.error?.time_zone).toEqual(["admin.settings.errors.timeZoneInvalid"]);
      expect(translator("it")("admin.settings.errors.timeZoneInvalid")).toBe(
        "Scegli un fuso orario dall'elenco, per esempio Europe/Rome",
      );
      expect(answer.data.result?.initialValue).toMatchObject({ shop_name: "Un nuovo nome", time_zone: zone });
      expect(await storedZone()).toBe("Europe/Paris");
    },
  );

  it("keeps the stored zone when a form leaves it out", async () => {
    await save({ ...filled, time_zone: "Asia/Tokyo" });
    expect((await save(filled)).status).toBe(200);
    expect(await storedZone()).toBe("Asia/Tokyo");
  });
});
