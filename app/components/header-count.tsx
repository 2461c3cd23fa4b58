/** The number on a header link (the cart's, the saved pieces'): for the eye only, the link's name says it. */
export function HeaderCount({ count }: { count: number }) {
  return (
    <span
      aria-hidden
      className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[0.6875rem] leading-none font-semibold text-white tabular-nums"
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}
