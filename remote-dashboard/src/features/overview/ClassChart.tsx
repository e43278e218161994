// Students by class as a small bar chart, drawn by hand in SVG: one image to assistive technology, named by a
// sentence that says every number (the bars' own texts are not read twice). Numbers in Bengali digits, bars in
// the dashboard's green. The SVG has no viewBox: nothing is scaled, so its text stays the page's size on a phone
// and on a desktop; each class is its name over a bar whose length is a share of the width.
import { toBengaliDigits } from 'remote_shared/schemas';
import { T } from '../../texts';
import type { ClassCount } from './data';

const O = T.overview;
const LABEL = 20;
const BAR = 18;
const GAP = 12;
const ROW = LABEL + BAR + GAP;
/** The longest bar's share of the width: the rest holds its number. */
const LONGEST_BAR = 85;

export function ClassChart({ classes }: { classes: ClassCount[] }) {
  if (!classes.length) return <p className="dash-overview__empty">{O.noStudents}</p>;
  const most = Math.max(...classes.map((c) => c.count), 1);
  const summary = O.chartSummary(classes.map((c) => O.classCount(c.name, c.count)).join(', '));
  return (
    <svg className="dash-chart" role="img" aria-label={summary} width="100%" height={classes.length * ROW - GAP}>
      {classes.map((c, i) => {
        const y = i * ROW;
        const share = `${Math.max(0.5, (c.count / most) * LONGEST_BAR)}%`;
        return (
          <g key={c.id}>
            <text className="dash-chart__label" x={0} y={y + LABEL / 2} dominantBaseline="central">
              {c.name}
            </text>
            <rect className="dash-chart__bar" x={0} y={y + LABEL} width={share} height={BAR} rx={3} />
            <text className="dash-chart__count" x={share} dx={6} y={y + LABEL + BAR / 2} dominantBaseline="central">
              {toBengaliDigits(c.count)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
