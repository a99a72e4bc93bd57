/**
 * Visits and visitors per day, drawn as SVG on the server (no script needed).
 * The drawing stretches to its box; labels are HTML beside it, so they stay
 * readable from a 390 px phone to a wide screen. A summary sits in the SVG's
 * <desc> and the day-by-day table in a <details> below it.
 */
import { useId } from "react";

export interface ChartDay {
  day: string;
  /** '12 nov.' */
  label: string;
  views: number;
  visitors: number;
}

const WIDTH = 600;
const HEIGHT = 200;

/** A round top for the scale: 1, 2 or 5 times a power of ten. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 4;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * power >= value)!;
  return step * power;
}

function pointsOf(days: readonly ChartDay[], pick: (d: ChartDay) => number, top: number): string {
  const step = days.length > 1 ? WIDTH / (days.length - 1) : 0;
  return days.map((d, i) => `${(i * step).toFixed(1)},${(HEIGHT - (pick(d) / top) * HEIGHT).toFixed(1)}`).join(" ");
}

export function DailyChart({ days, summary }: { days: readonly ChartDay[]; summary: string }) {
  const id = useId();
  const top = niceCeiling(Math.max(0, ...days.map((d) => d.views)));
  const views = pointsOf(days, (d) => d.views, top);
  const visitors = pointsOf(days, (d) => d.visitors, top);
  const area = days.length ? `0,${HEIGHT} ${views} ${WIDTH},${HEIGHT}` : "";
  const middle = days[Math.floor((days.length - 1) / 2)];
  return (
    <figure className="grid gap-3">
      <div className="grid grid-cols-[auto_1fr] gap-2">
        <div className="flex h-44 flex-col justify-between text-right text-xs text-slate-500 tabular-nums sm:h-60" aria-hidden>
          <span>{top.toLocaleString("fr-FR")}</span>
          <span>{(top / 2).toLocaleString("fr-FR")}</span>
          <span>0</span>
        </div>
        <div className="relative h-44 border-b border-l border-slate-300 sm:h-60">
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="absolute inset-0 h-full w-full overflow-visible"
            role="img"
            aria-labelledby={`${id}-title ${id}-desc`}
            data-testid="daily-chart"
          >
            <title id={`${id}-title`}>Pages vues et visiteurs par jour</title>
            <desc id={`${id}-desc`}>{summary}</desc>
            {[0.25, 0.5, 0.75].map((f) => (
              <line
                key={f}
                x1={0}
                x2={WIDTH}
                y1={HEIGHT * f}
                y2={HEIGHT * f}
                className="stroke-slate-200"
                strokeWidth={1}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {area ? <polygon points={area} className="fill-copper-100/70" /> : null}
            <polyline
              points={views}
              fill="none"
              className="stroke-copper-600"
              strokeWidth={2.5}
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
            <polyline
              points={visitors}
              fill="none"
              className="stroke-ink"
              strokeWidth={2}
              strokeDasharray="5 4"
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
        </div>
        <span aria-hidden />
        <div className="flex justify-between text-xs text-slate-500" aria-hidden>
          <span>{days[0]?.label}</span>
          {days.length > 2 ? <span>{middle?.label}</span> : null}
          <span>{days[days.length - 1]?.label}</span>
        </div>
      </div>
      <figcaption className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
        <span className="flex items-center gap-2">
          <span className="inline-block h-1 w-5 rounded bg-copper-600" aria-hidden /> Pages vues
        </span>
        <span className="flex items-center gap-2">
          <span className="inline-block w-5 border-t-2 border-dashed border-ink" aria-hidden /> Visiteurs (une fois par jour
          chacun)
        </span>
      </figcaption>
    </figure>
  );
}
