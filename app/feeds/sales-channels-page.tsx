import { AdminCard } from "~/components/back-office/admin-card";
import { useTranslation } from "~/i18n/react";
import type { FeedFormat } from "./feeds.server";
import type { LanguageFeeds } from "./sales-channels.server";

const formats: FeedFormat[] = ["google", "meta"];

/** docs/product/feeds.md#sales-channels-page: each language's feeds, what they hold and leave out, and how to add them. */
export function SalesChannelsPage({ feeds }: { feeds: LanguageFeeds[] }) {
  const { t } = useTranslation();
  return (
    <>
      {feeds.map((feed) => (
        <AdminCard key={feed.language} title={t(`admin.salesChannels.in.${feed.language}`)} description={t("admin.salesChannels.listed", { count: feed.entries })}>
          <div className="flex flex-col gap-4">
            <dl className="flex flex-col gap-4">
              {formats.map((format) => (
                <div key={format} className="flex flex-col gap-1.5">
                  <dt className="text-sm font-medium">{t(`admin.salesChannels.${format}`)}</dt>
                  <dd>
                    {/* One tap selects the whole address, ready to copy, and a long one wraps on a phone. */}
                    <code className="block select-all break-all rounded-lg border border-border bg-surface px-3 py-2 text-sm">{feed.addresses[format]}</code>
                  </dd>
                </div>
              ))}
            </dl>
            <div>
              <h3 className="text-base">{t("admin.salesChannels.leftOutTitle")}</h3>
              {feed.leftOutCount ? (
                <>
                  <p className="mt-1 text-sm text-muted">{t("admin.salesChannels.leftOut", { count: feed.leftOutCount })}</p>
                  <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-sm">
                    {feed.leftOut.map((item, index) => (
                      <li key={index}>
                        {item.name}: {t(`admin.salesChannels.reasons.${item.reason}`)}
                      </li>
                    ))}
                  </ul>
                  {feed.leftOutCount > feed.leftOut.length ? (
                    <p className="mt-1 text-sm text-muted">{t("admin.salesChannels.more", { count: feed.leftOutCount - feed.leftOut.length })}</p>
                  ) : null}
                </>
              ) : (
                <p className="mt-1 text-sm text-muted">{t("admin.salesChannels.noneLeftOut")}</p>
              )}
            </div>
          </div>
        </AdminCard>
      ))}
      <AdminCard title={t("admin.salesChannels.howTitle")}>
        <dl className="flex flex-col gap-3 text-sm">
          {(["googleHow", "metaHow", "pinterestHow"] as const).map((platform) => (
            <div key={platform}>
              <dt className="font-medium">{t(`admin.salesChannels.platforms.${platform}`)}</dt>
              <dd className="mt-0.5 text-muted">{t(`admin.salesChannels.${platform}`)}</dd>
            </div>
          ))}
        </dl>
      </AdminCard>
    </>
  );
}
