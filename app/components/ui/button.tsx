import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-copper-600 text-white shadow-sm hover:bg-copper-700",
        dark: "bg-ink text-white hover:bg-slate-800",
        outline: "border border-slate-300 bg-white text-ink hover:border-slate-400 hover:bg-slate-50",
        ghost: "text-ink hover:bg-slate-100",
        light: "bg-white text-ink shadow-sm hover:bg-slate-100",
        outlineLight: "border border-white/40 text-white hover:bg-white/10",
        danger: "bg-red-700 text-white hover:bg-red-800",
        link: "text-copper-700 underline-offset-4 hover:underline px-0",
      },
      size: {
        sm: "h-9 px-3 text-sm",
        md: "h-11 px-5 text-sm",
        lg: "h-12 px-6 text-base",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
