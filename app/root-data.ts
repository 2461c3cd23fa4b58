import { useRouteLoaderData } from "react-router";
import type { loader } from "./root";

/** What every page knows from the root loader: its language, the texts' address and the shop's details. */
export type RootData = Awaited<ReturnType<typeof loader>>;

export function useRootData(): RootData {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) throw new Error("The root loader has not run");
  return data;
}
