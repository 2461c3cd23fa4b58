import { Mail } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { InstagramIcon } from "~/components/instagram-icon";
import { Logo } from "~/components/logo";
import { infoLinks } from "~/components/nav-links";
import { policyKinds, policyPath } from "~/shop/policy-kinds";
import { useRootData } from "~/root-data";

const headingClass = "font-sans text-xs font-semibold tracking-wider text-muted uppercase";
const linkClass = "inline-flex min-h-11 items-center gap-2 text-ink/85 transition-colors hover:text-accent md:min-h-9";

export function SiteFooter() {
  const { t } = useTranslation();
  const { shop } = useRootData();
  return (
    <footer className="mt-10 border-t border-border bg-surface md:mt-14">
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 md:py-16 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="max-w-sm md:col-span-2 lg:col-span-1">
          <Logo name={shop.name} />
          <p className="mt-3 text-muted">{shop.footer.tagline}</p>
          {shop.footer.text ? <p className="mt-3 text-sm whitespace-pre-line text-muted">{shop.footer.text}</p> : null}
        </div>
        <div>
          <h2 className={headingClass}>{t("footer.contact")}</h2>
          <ul className="mt-3 flex flex-col">
            <li>
              <a href={`mailto:${shop.email}`} className={linkClass}>
                <Mail className="size-4 shrink-0" aria-hidden />
                <span className="wrap-anywhere">{shop.email}</span>
              </a>
            </li>
            <li>
              <a href={shop.instagramUrl} className={linkClass} target="_blank" rel="noopener noreferrer">
                <InstagramIcon className="size-4 shrink-0" />
                {t("footer.instagram")}
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={headingClass}>{t("footer.info")}</h2>
          <ul className="mt-3 flex flex-col">
            {infoLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={headingClass}>
            {t("policies.footerTitle")}
          </h2>
          <ul className="mt-3 flex flex-col">
            {policyKinds.map((kind) => (
              <li key={kind}>
                <Link to={policyPath(kind)} className={linkClass}>
                  {t(`policies.title.${kind}`)}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/withdrawal" className={linkClass}>
                {t("withdrawal.public.footer")}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-border">
        <div className="container-page flex flex-col gap-1 py-5 text-sm text-muted">
          <p>{t("footer.copyright", { year: new Date().getFullYear(), name: shop.name })}</p>
          <SellerIdentity />
        </div>
      </div>
    </footer>
  );
}

/**
 * The seller as the settings name it (docs/product/storefront.md#header-and-footer): name, address and the
 * numbers labelled as the seller's country names them; nothing until stated.
 */
function SellerIdentity() {
  const { seller } = useRootData().shop;
  const parts = [seller?.name, seller?.address?.replace(/\s*\r?\n\s*/g, ", "), ...(seller?.numbers ?? [])].filter(Boolean);
  return parts.length ? <p data-testid="seller-identity">{parts.join(" · ")}</p> : null;
}
