// Small SVG line charts: a golf match's running totals, a solo player's results over time. Drawn
// in a fixed viewBox and stretched to the container's width, so they need no resize handling.
import { svg } from "../dom.js";

const W = 320, LEFT = 30, RIGHT = 10, TOP = 10, PLOT = 120, LEGEND_ROW = 16;

const shorten = (name, max) => (name.length > max ? `${name.slice(0, max - 1)}…` : name);

/** rounds: view.scores.rounds; playoff rounds are left out (they do not count towards totals). */
export function totalsChart({ rounds, names, t }) {
  const regular = rounds.filter((r) => !r.playoff);
  const lines = names.map((_, seat) => {
    let total = 0;
    return [0, ...regular.map((r) => (total += r.scores[seat] ?? 0))];
  });
  const summary = names.map((name, seat) => `${name} ${lines[seat].at(-1)}`).join(", ");
  return lineChart({ lines, names, ticks: ["", ...regular.map((r) => String(r.hole))],
    axis: t("golf.holeShort"), label: t("golf.chartLabel", { summary }) });
}

/**
 * One line per name over the same x positions. ticks: the x axis label at each position ("" for
 * none, and no dot there: golf's lines start from an unlabelled zero).
 */
export function lineChart({ lines, names, ticks, axis, label }) {
  const all = lines.flat();
  const lo = Math.min(0, ...all), hi = Math.max(1, ...all);
  const steps = Math.max(1, ticks.length - 1);
  const x = (i) => LEFT + (i * (W - LEFT - RIGHT)) / steps;
  const y = (v) => TOP + PLOT - ((v - lo) * PLOT) / (hi - lo);
  const legendRows = Math.ceil(names.length / 2);
  const height = TOP + PLOT + 22 + legendRows * LEGEND_ROW;

  // Label the y axis at the extremes and zero; the x axis at every position, or every other one
  // past 12 so the numbers never overlap at phone width.
  const yTicks = [...new Set([lo, 0, hi])];
  const every = ticks.length > 13 ? 2 : 1;
  return svg("svg", {
    class: "totals-chart", viewBox: `0 0 ${W} ${height}`, width: "100%", role: "img", "aria-label": label,
  },
    yTicks.map((v) => [
      svg("line", { class: "tc-grid", x1: LEFT, x2: W - RIGHT, y1: y(v), y2: y(v) }),
      svg("text", { class: "tc-axis", x: LEFT - 4, y: y(v) + 4, "text-anchor": "end", text: String(v) }),
    ]),
    ticks.map((tick, i) => tick && (i % every === 0 || i === ticks.length - 1) &&
      svg("text", { class: "tc-axis", x: x(i), y: TOP + PLOT + 14, "text-anchor": "middle", text: tick })),
    svg("text", { class: "tc-axis", x: LEFT, y: TOP + PLOT + 14, "text-anchor": "end", text: axis }),
    lines.map((points, seat) => [
      svg("polyline", { class: `tc-line tc-${seat}`, points: points.map((v, i) => `${x(i)},${y(v)}`).join(" ") }),
      points.map((v, i) => ticks[i] && svg("circle", { class: `tc-dot tc-${seat}`, cx: x(i), cy: y(v), r: 2.5 })),
    ]),
    names.map((name, seat) => {
      const lx = seat % 2 ? W / 2 + 6 : LEFT - 20, ly = TOP + PLOT + 26 + Math.floor(seat / 2) * LEGEND_ROW;
      return [
        svg("line", { class: `tc-line tc-${seat}`, x1: lx, x2: lx + 18, y1: ly, y2: ly }),
        svg("text", { class: "tc-legend", x: lx + 24, y: ly + 4, text: `${shorten(name, 14)} ${lines[seat].at(-1)}` }),
      ];
    }));
}
