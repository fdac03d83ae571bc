import type { APPOINTMENT_PROVIDERS } from "@/lib/contract/enums";

/*
 * Provider names for the board, the details and the booking form. Kept out of schemas.ts
 * so the board does not load zod (~30 KB gzip) just to print a name.
 */

export const PROVIDER_LABELS: Record<(typeof APPOINTMENT_PROVIDERS)[number], string> = {
  getlabs: "Getlabs",
  phlebfinders: "Phlebfinders",
  quest: "Quest",
  sonora_quest: "Sonora Quest",
};

export const providerLabel = (value: string) => PROVIDER_LABELS[value as keyof typeof PROVIDER_LABELS] ?? value;
