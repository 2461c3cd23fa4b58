import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { AdminCard } from "./admin-card";

/** A titled panel whose one action leads to a page of its own (the parts of Settings that have one). */
export function CardLink({ title, description, to, label }: { title: string; description: string; to: string; label: string }) {
  return (
    <AdminCard title={title} description={description}>
      <Button asChild variant="secondary" className="max-sm:w-full">
        <Link to={to}>
          {label}
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </AdminCard>
  );
}
