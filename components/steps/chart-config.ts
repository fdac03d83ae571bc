/**
 * The steps charts' one colour and label source: series key → label + CSS variable. Known
 * providers have fixed colours (a provider looks the same on every chart); anything else, a new
 * provider or a compared user, takes the next palette colour and shows its key as the label.
 */
export type ChartConfig = Record<string, { label: string; color: `var(--${string})` }>;

export const CHART_PALETTE = [
  "var(--chart-1)",
  "var(--chart-2)",
  "var(--chart-3)",
  "var(--chart-4)",
  "var(--chart-5)",
] as const;

export const PROVIDER_SERIES = {
  fitbit: { label: "Fitbit", color: "var(--chart-1)" },
  garmin: { label: "Garmin", color: "var(--chart-2)" },
  apple_health_kit: { label: "Apple HealthKit", color: "var(--chart-3)" },
  google_fit: { label: "Google Fit", color: "var(--chart-4)" },
  withings: { label: "Withings", color: "var(--chart-5)" },
  oura: { label: "Oura", color: "var(--chart-4)" },
  polar: { label: "Polar", color: "var(--chart-5)" },
  samsung_health: { label: "Samsung Health", color: "var(--chart-2)" },
  health_connect: { label: "Health Connect", color: "var(--chart-3)" },
  ultrahuman: { label: "Ultrahuman", color: "var(--chart-1)" },
} satisfies ChartConfig;

/** The config for the series on one chart: fixed entries first, palette colours for the rest. */
export function chartConfigFor(keys: readonly string[], labels: Record<string, string> = {}): ChartConfig {
  const known: ChartConfig = PROVIDER_SERIES;
  const config: ChartConfig = {};
  const used = new Set<string>();
  for (const key of keys) {
    const fixed = known[key];
    if (fixed && !used.has(fixed.color)) {
      config[key] = { ...fixed, label: labels[key] ?? fixed.label };
      used.add(fixed.color);
    }
  }
  let next = 0;
  for (const key of keys) {
    if (config[key]) continue;
    // Prefer a colour no series on this chart uses yet.
    const free = CHART_PALETTE.find((c) => !used.has(c)) ?? CHART_PALETTE[next++ % CHART_PALETTE.length]!;
    used.add(free);
    config[key] = { label: labels[key] ?? key, color: free };
  }
  return config;
}
