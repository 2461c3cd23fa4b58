/** The periods the Statistics page offers, in days of the shop's calendar (docs/product/statistics.md#the-statistics-page). */
export const statisticsPeriods = [7, 30, 90] as const;
export type StatisticsPeriod = (typeof statisticsPeriods)[number];

/** The period an address asks for (`?days=`), 30 days unless it names one the page offers. */
export function periodOf(days: string | null): StatisticsPeriod {
  return statisticsPeriods.find((period) => String(period) === days) ?? 30;
}
