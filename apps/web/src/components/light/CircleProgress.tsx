// antd's circle Progress (rc-progress's geometry: a 100-unit box, stroke 6, round caps), drawn inline: the study
// page shows one per course and loads no antd (issue 33). At 100 % it turns green with a check, as antd's does.
import { AntIcon } from './AntIcon';
import light from './Light.module.css';

const R = 47;
const PERIMETER = 2 * Math.PI * R;

/** One ring of the circle: the rail (offset 0) or the path drawn up to the percent. */
const Arc = ({ className, offset }: { className: string | undefined; offset: number }) => (
  <circle
    className={className}
    r={R}
    cx={50}
    cy={50}
    strokeLinecap="round"
    strokeWidth={6}
    style={{ strokeDasharray: `${PERIMETER}px, ${PERIMETER}`, strokeDashoffset: offset }}
  />
);

/** `label`: what the progress is of (its accessible name; antd's had none). */
export function CircleProgress({ percent, size, label }: { percent: number; size: number; label?: string }) {
  const done = percent >= 100;
  let offset = ((100 - Math.min(percent, 100)) / 100) * PERIMETER;
  if (!done) offset = Math.min(offset + 3, PERIMETER - 0.01);
  return (
    <div
      className={`${light.progress}${done ? ` ${light.progressDone}` : ''}`}
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div className={light.progressBody} style={{ width: size, height: size, fontSize: size * 0.15 + 6 }}>
        <svg className={light.progressSvg} viewBox="0 0 100 100" role="presentation">
          <Arc className={light.progressRail} offset={0} />
          {percent > 0 && <Arc className={light.progressPath} offset={offset} />}
        </svg>
        <span className={light.progressIndicator} title={done ? undefined : `${percent}%`}>
          {done ? <AntIcon name="check" className={light.progressCheck} /> : `${percent}%`}
        </span>
      </div>
    </div>
  );
}
