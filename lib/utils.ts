import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names and lets a caller's Tailwind class override a component's default
 * (`cn("px-4", "px-2")` → `"px-2"`), which plain concatenation cannot guarantee.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/** Groups digits (1,234) with a fixed locale so server and browser render the same text. */
export function formatCount(value: number): string {
  return new Intl.NumberFormat("en-US").format(value);
}
