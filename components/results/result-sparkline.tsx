import { sparklinePoints, trendLabel, type MarkerTrend } from "@/lib/console/orders/result-trends";

const WIDTH = 80;
const HEIGHT = 24;

/**
 * A marker's readings over the patient's reports as a tiny line, drawn on the server: no chart
 * library and no client JavaScript. The label carries every value, so nothing rests on the drawing.
 */
export function ResultSparkline({ trend }: { trend: MarkerTrend }) {
  const points = sparklinePoints(
    trend.points.map((p) => p.value),
    WIDTH,
    HEIGHT,
  );
  const last = points.at(-1)!;
  return (
    <svg
      role="img"
      aria-label={trendLabel(trend)}
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="overflow-visible text-primary"
      data-testid="result-trend"
    >
      <title>{trendLabel(trend)}</title>
      <polyline
        points={points.map((p) => `${p.x},${p.y}`).join(" ")}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <circle cx={last.x} cy={last.y} r={2.5} fill="currentColor" />
    </svg>
  );
}
