import { ArrowLeft, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card, CardBody } from "~/components/ui/card";
import { ACCOUNT_PATH } from "../paths";

/** Long button labels wrap on a phone instead of overflowing the card. */
export const WRAPPING_BUTTON = "h-auto min-h-11 whitespace-normal py-2.5 text-center";

/**
 * One part of the account page (password, two-factor, devices): a titled
 * region, its explanation on the left, its form on the right. The same card
 * on the overview and on the part's own page.
 */
export function AccountSection({
  icon: Icon,
  title,
  description,
  aside,
  children,
  labelledBy,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  aside?: ReactNode;
  children: ReactNode;
  labelledBy: string;
}) {
  return (
    <Card>
      <section aria-labelledby={labelledBy}>
        <CardBody className="grid gap-6 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] md:gap-10 md:p-8">
          <div>
            <div className="flex items-center gap-2.5">
              <Icon className="size-5 text-copper-600" aria-hidden />
              <h2 id={labelledBy} className="text-lg font-semibold">
                {title}
              </h2>
            </div>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{description}</p>
            {aside ? <div className="mt-3">{aside}</div> : null}
          </div>
          <div className="min-w-0">{children}</div>
        </CardBody>
      </section>
    </Card>
  );
}

/** Lets password managers know which account a password form is for. */
export function UsernameHint({ email }: { email: string }) {
  return <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />;
}

/** Above a part's own page: back to the whole account page. */
export function BackToAccount() {
  return (
    <Link
      to={ACCOUNT_PATH}
      className="-mt-3 mb-3 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-slate-700 underline-offset-4 hover:text-ink hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden />
      Retour à Mon compte
    </Link>
  );
}
