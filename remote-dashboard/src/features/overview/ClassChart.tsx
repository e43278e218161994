// Students by class as a small bar chart, drawn by hand in SVG: one image to assistive technology, named by a
// sentence that says every number (the bars' own texts are not read twice). Numbers in Bengali digits, bars in
// the dashboard's green.
import { toBengaliDigits } from 'remote_shared/schemas';
import { T } from '../../texts';
import type { ClassCount } from './data';

const O = T.overview;
const WIDTH = 360;
const LABEL_WIDTH = 112;
const COUNT_WIDTH = 48;
const BAR = 22;
const GAP = 10;
const LONGEST_NAME = 14;

export function ClassChart({ classes }: { classes: ClassCount[] }) {
  if (!classes.length) return <p className="dash-overview__empty">{O.noStudents}</p>;
  const most = Math.max(...classes.map((c) => c.count), 1);
  const height = classes.length * (BAR + GAP) - GAP;
  const summary = O.chartSummary(classes.map((c) => O.classCount(c.name, c.count)).join(', '));
  return (
    <svg className="dash-chart" role="img" aria-label={summary} viewBox={`0 0 ${WIDTH} ${height}`} preserveAspectRatio="xMinYMin meet">
      {classes.map((c, i) => {
        const y = i * (BAR + GAP);
        const width = Math.max(2, (c.count / most) * (WIDTH - LABEL_WIDTH - COUNT_WIDTH));
        const name = c.name.length > LONGEST_NAME ? `${c.name.slice(0, LONGEST_NAME - 1)}…` : c.name;
        return (
          <g key={c.id}>
            <text className="dash-chart__label" x={LABEL_WIDTH - 8} y={y + BAR / 2} textAnchor="end" dominantBaseline="central">
              {name}
            </text>
            <rect className="dash-chart__bar" x={LABEL_WIDTH} y={y} width={width} height={BAR} rx={3} />
            <text className="dash-chart__count" x={LABEL_WIDTH + width + 6} y={y + BAR / 2} dominantBaseline="central">
              {toBengaliDigits(c.count)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
