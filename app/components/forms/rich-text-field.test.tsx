import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createPageI18n } from "~/i18n/i18n";
import { en } from "~/i18n/locales/en";
import { I18nProvider } from "~/i18n/react";
import { RichTextField } from "./rich-text-field";

describe("the rich-text field before its editor's code is there", () => {
  const field = (defaultValue: string) =>
    renderToStaticMarkup(
      <I18nProvider i18n={createPageI18n("en", en)}>
        <RichTextField name="contentEn" label="Content" defaultValue={defaultValue} error={undefined} errorId="content-error" />
      </I18nProvider>,
    );

  it("keeps the stored text in the form, so a save pressed meanwhile loses nothing", () => {
    const html = field("<p>Twelve <strong>stitches</strong></p>");
    expect(html).toContain('<input type="hidden" name="contentEn" value="&lt;p&gt;Twelve &lt;strong&gt;stitches&lt;/strong&gt;&lt;/p&gt;"/>');
    expect(html).toContain("Content");
    expect(html).toContain(en.common.loading);
    // Nothing to type into yet: the box is not offered as a text box.
    expect(html).not.toContain('role="textbox"');
  });

  it("sends an empty text as empty, as the editor does", () => {
    expect(field("<p></p>")).toContain('<input type="hidden" name="contentEn" value=""/>');
  });
});
