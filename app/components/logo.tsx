import { Link } from "react-router";

/** The shop's name beside a small ball of yarn, linking home. */
export function Logo({ name }: { name: string }) {
  return (
    <Link
      to="/"
      className="group inline-flex min-h-11 items-center gap-2.5 rounded-md font-heading text-xl font-medium tracking-tight text-ink"
    >
      <svg viewBox="0 0 32 32" className="size-8 shrink-0 text-accent" aria-hidden>
        <circle cx="16" cy="16" r="13" fill="currentColor" opacity="0.14" />
        <circle cx="16" cy="16" r="13" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path
          d="M6 11.5c5 1.5 12 1 19.5-3M4.5 17c7 1.5 15 .5 22.5-4.5M6.5 23.5c6 0 13-1.5 19-7M11 28c3-4.5 8-9.5 16.5-12"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
        <path d="M27 24c1.5 1.5 2.5 3 2.5 5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <span className="transition-colors group-hover:text-accent">{name}</span>
    </Link>
  );
}
