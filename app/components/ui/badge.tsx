import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

export const badgeVariants = cva(
  "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold [&_svg]:size-3.5",
  {
    variants: {
      variant: {
        default: "bg-slate-100 text-slate-700",
        accent: "bg-copper-100 text-copper-800",
        dark: "bg-ink text-white",
        success: "bg-emerald-100 text-emerald-800",
        danger: "bg-red-100 text-red-800",
        outline: "border border-slate-300 text-slate-700",
        onDark: "bg-white/10 text-white ring-1 ring-white/20",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export function Badge({ className, variant, ...props }: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
