import { Form, Link } from "react-router";
import { Field, inputClass } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { useTranslation } from "~/i18n/react";
import { useRootData } from "~/root-data";
import type { Language } from "~shared/languages";
import { statisticsPeriods } from "./statistics-periods";
import type { StatisticsReport } from "./statistics-report.server";

/** The helper's link for Instagram: the owner's word and the shop's address with its tags. */
export type InstagramLink = { word: string; url: string };

/**
 * The back office's Statistics (docs/product/statistics.md#the-statistics-page): the period's
 * views a day as a chart, the pages, items and sources as tables with a bar in each row, and the
 * link for Instagram. Every chart's figures are in a table, so a screen reader reads them.
 */
export function StatisticsAdminPage({ report, link }: { report: StatisticsReport; link: InstagramLink }) {
  const { t } = useTranslation();
  const { language } = useRootData();
  const number = new Intl.NumberFormat(language);
  const percent = new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 1 });
  const total = report.daily.reduce((sum, day) => sum + day.views, 0);
  return (
    <div className="flex flex-col gap-8">
      <nav aria-label={t("admin.statistics.period")} className="flex flex-wrap gap-2">
        {statisticsPeriods.map((days) => (
          <Link
            key={days}
            to={`?days=${days}&word=${encodeURIComponent(link.word)}`}
            aria-current={days === report.days ? "page" : undefined}
            className="rounded-full border border-ink/20 px-3 py-1 text-sm aria-[current=page]:border-accent aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent-ink"
          >
            {t("admin.statistics.lastDays", { count: days })}
          </Link>
        ))}
      </nav>

      <section aria-labelledby="statistics-views" className="flex flex-col gap-3">
        <h2 id="statistics-views" className="text-xl font-medium">
          {t("admin.statistics.views")}
        </h2>
        <p data-testid="statistics-total">{t("admin.statistics.totalViews", { count: total, views: number.format(total) })}</p>
        <DailyChart report={report} language={language} label={t("admin.statistics.chartLabel", { count: report.days, views: number.format(total) })} />
        <details>
          <summary className="cursor-pointer text-sm underline">{t("admin.statistics.figuresByDay")}</summary>
          <table className="mt-2 w-full text-left text-sm">
            <thead>
              <tr className="border-b border-ink/15">
                <th className="py-1 pr-3 font-medium">{t("admin.statistics.day")}</th>
                <th className="py-1 text-right font-medium">{t("admin.statistics.views")}</th>
              </tr>
            </thead>
            <tbody>
              {report.daily.map((day) => (
                <tr key={day.day} className="border-b border-ink/10">
                  <td className="py-1 pr-3">{dayLabel(day.day, language)}</td>
                  <td className="py-1 text-right tabular-nums">{number.format(day.views)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>

      <BarTable
        id="statistics-pages"
        title={t("admin.statistics.topPages")}
        empty={t("admin.statistics.nothingYet")}
        head={[t("admin.statistics.page"), t("admin.statistics.views")]}
        rows={report.pages.map((page) => ({ key: page.path, label: page.path, value: page.views, figures: [number.format(page.views)] }))}
      />

      <BarTable
        id="statistics-items"
        title={t("admin.statistics.topItems")}
        intro={t("admin.statistics.itemsIntro")}
        empty={t("admin.statistics.nothingYet")}
        head={[t("admin.statistics.item"), t("admin.statistics.views"), t("admin.statistics.requests"), t("admin.statistics.accepted"), t("admin.statistics.conversion")]}
        rows={report.items.map((item) => ({
          key: item.name,
          label: item.name,
          value: item.views,
          figures: [
            number.format(item.views),
            number.format(item.requests),
            number.format(item.accepted),
            item.views > 0 ? percent.format(item.requests / item.views) : "–",
          ],
        }))}
      />

      <BarTable
        id="statistics-sources"
        title={t("admin.statistics.sources")}
        intro={t("admin.statistics.sourcesIntro")}
        empty={t("admin.statistics.nothingYet")}
        head={[t("admin.statistics.source"), t("admin.statistics.arrivals")]}
        rows={report.sources.map((source) => ({ key: source.key, label: sourceLabel(source.key, t), value: source.arrivals, figures: [number.format(source.arrivals)] }))}
      />

      <InstagramLinks link={link} days={report.days} />
    </div>
  );
}

/** A source's key in words: the tags as the owner wrote them, another site's name, or "direct". */
function sourceLabel(key: string, t: ReturnType<typeof useTranslation>["t"]): string {
  if (key.startsWith("utm:")) return key.slice(4).split("|").filter(Boolean).join(" · ");
  if (key.startsWith("ref:")) return key.slice(4);
  return key === "direct" ? t("admin.statistics.direct") : t("admin.statistics.other");
}

const dayFormats = new Map<Language, Intl.DateTimeFormat>();
/** "27 Nov": a day of the shop's calendar, short. */
function dayLabel(day: string, language: Language): string {
  let format = dayFormats.get(language);
  if (!format) dayFormats.set(language, (format = new Intl.DateTimeFormat(language, { day: "numeric", month: "short", timeZone: "UTC" })));
  return format.format(new Date(`${day}T12:00:00Z`));
}

/**
 * The views a day as bars in an SVG drawn on the server. It stretches to the page's width, so the
 * labels are HTML around it, never text inside it that would stretch too.
 */
function DailyChart({ report, language, label }: { report: StatisticsReport; language: Language; label: string }) {
  const most = Math.max(1, ...report.daily.map((day) => day.views));
  const width = report.daily.length * 10;
  return (
    <figure className="flex flex-col gap-1">
      <div className="flex items-stretch gap-2">
        <div className="flex flex-col justify-between text-xs text-muted tabular-nums" aria-hidden>
          <span>{new Intl.NumberFormat(language).format(most)}</span>
          <span>0</span>
        </div>
        <svg role="img" aria-label={label} viewBox={`0 0 ${width} 100`} preserveAspectRatio="none" className="h-40 w-full border-b border-l border-ink/20" data-testid="statistics-chart">
          {report.daily.map((day, i) => {
            const height = (day.views / most) * 100;
            return <rect key={day.day} x={i * 10 + 1.5} y={100 - height} width={7} height={height} className="fill-accent" />;
          })}
        </svg>
      </div>
      <figcaption className="flex justify-between pl-6 text-xs text-muted" aria-hidden>
        <span>{dayLabel(report.from, language)}</span>
        <span>{dayLabel(report.to, language)}</span>
      </figcaption>
    </figure>
  );
}

type BarRow = { key: string; label: string; value: number; figures: string[] };

/** A list as a table whose first figure is also drawn as a bar, scaled to the row with the most. */
function BarTable({ id, title, intro, empty, head, rows }: { id: string; title: string; intro?: string; empty: string; head: string[]; rows: BarRow[] }) {
  const most = Math.max(1, ...rows.map((row) => row.value));
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-medium">
        {title}
      </h2>
      {intro ? <p className="text-sm text-muted">{intro}</p> : null}
      {rows.length === 0 ? (
        <p className="text-muted">{empty}</p>
      ) : (
        // A phone may scroll a wide table sideways: keyboard users reach it too (tabIndex), named by its heading.
        <div className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-accent" tabIndex={0} role="region" aria-labelledby={id}>
          <table className="w-full text-left text-sm" data-testid={id}>
            <thead>
              <tr className="border-b border-ink/15">
                {head.map((name, i) => (
                  <th key={name} className={i === 0 ? "py-2 pr-3 font-medium" : "py-2 pl-3 text-right font-medium"}>
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-b border-ink/10">
                  <td className="min-w-36 py-2 pr-3">
                    <span className="[overflow-wrap:anywhere]">{row.label}</span>
                    <svg aria-hidden viewBox="0 0 100 4" preserveAspectRatio="none" className="mt-1 block h-1.5 w-full">
                      <rect x={0} y={0} width={(row.value / most) * 100} height={4} rx={1} className="fill-accent" />
                    </svg>
                  </td>
                  {row.figures.map((figure, i) => (
                    <td key={head[i + 1]} className="py-2 pl-3 text-right align-top tabular-nums">
                      {figure}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * The shop's address tagged for Instagram with the owner's word: a read-only field anyone can
 * select and copy, and a button that copies it once scripts run.
 */
function InstagramLinks({ link, days }: { link: InstagramLink; days: number }) {
  const { t } = useTranslation();
  async function copy() {
    try {
      await navigator.clipboard.writeText(link.url);
      toast.success(t("admin.statistics.copied"));
    } catch {
      // The field stays selectable: the owner copies it by hand.
    }
  }
  return (
    <section aria-labelledby="statistics-instagram" className="flex flex-col gap-3">
      <h2 id="statistics-instagram" className="text-xl font-medium">
        {t("admin.statistics.instagramTitle")}
      </h2>
      <p className="text-sm text-muted">{t("admin.statistics.instagramIntro")}</p>
      <Form method="get" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <input type="hidden" name="days" value={days} />
        <Field field={{ id: "statistics-word", errorId: "statistics-word-error" }} label={t("admin.statistics.word")} className="grow">
          <input id="statistics-word" name="word" defaultValue={link.word} maxLength={40} className={inputClass} />
        </Field>
        <Button type="submit" variant="secondary">
          {t("admin.statistics.makeLink")}
        </Button>
      </Form>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field field={{ id: "statistics-link", errorId: "statistics-link-error" }} label={t("admin.statistics.link")} className="grow">
          <input id="statistics-link" readOnly value={link.url} className={inputClass} onFocus={(event) => event.currentTarget.select()} data-testid="instagram-link" />
        </Field>
        <Button type="button" onClick={() => void copy()}>
          {t("admin.statistics.copy")}
        </Button>
      </div>
    </section>
  );
}
