import { ReportDate } from "./report-date";
import { previousReading, sparkline, trendLabel, type MarkerTrend } from "@/lib/console/orders/result-trends";

const WIDTH = 96;
const HEIGHT = 28;

/**
 * A marker's readings over the patient's reports as a tiny line over its reference band, drawn on
 * the server: no chart library and no client JavaScript. The label carries every value and the
 * interval, so nothing rests on the drawing.
 */
export function ResultSparkline({ trend }: { trend: MarkerTrend }) {
  const { points, band } = sparkline(
    trend.points.map((p) => p.value),
    trend.range,
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
      className="shrink-0 overflow-visible text-primary"
      data-testid="result-trend"
    >
      <title>{trendLabel(trend)}</title>
      {band ? (
        <rect
          x={0}
          y={band.top}
          width={WIDTH}
          height={Math.max(band.bottom - band.top, 1)}
          className="fill-success/15"
          data-testid="reference-band"
        />
      ) : null}
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

/** The sparkline with the reading before today's and its date in words beside it, not only on hover. */
export function ResultTrend({ trend }: { trend: MarkerTrend }) {
  const previous = previousReading(trend);
  return (
    <div className="flex items-center gap-2">
      <ResultSparkline trend={trend} />
      {previous ? (
        <span className="text-xs leading-tight text-muted-foreground" data-testid="previous-reading">
          was {previous.text}{" "}
          <span className="block">
            on <ReportDate value={previous.at} dateOnly />
          </span>
        </span>
      ) : null}
    </div>
  );
}
