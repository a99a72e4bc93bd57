import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { BLOG_MESSAGES } from "./blog-copy";

export interface BlogErrorCopy {
  notFound: string;
  notFoundText: string;
  error: string;
  errorText: string;
}

/** A blog route's error boundary: its 404 or its failure, inside the site's frame, with 'Retour au blog'. */
export function BlogErrorPage({ copy }: { copy: BlogErrorCopy }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="container-page flex min-h-[50vh] flex-col items-center justify-center py-24 text-center">
      <h1 className="text-3xl font-bold sm:text-4xl">{notFound ? copy.notFound : copy.error}</h1>
      <p className="mt-4 max-w-md text-lg text-slate-600">{notFound ? copy.notFoundText : copy.errorText}</p>
      <Link to="/blog" className={cn(buttonVariants({ size: "lg" }), "mt-8")}>
        {BLOG_MESSAGES.backToBlog}
      </Link>
    </div>
  );
}
