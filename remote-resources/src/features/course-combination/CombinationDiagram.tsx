import { useId } from 'react';
import type { CombinationOption } from '../../data/combinations.ts';

const STAGE_WIDTH = 170;
const GAP = 40;
const BOX_HEIGHT = 34;
const TOP = 70;

/** A course plan drawn as stages left to right, with the option's name; named by its alt text. */
export function CombinationDiagram({ option }: { option: CombinationOption }) {
  const titleId = useId();
  const descId = useId();
  const rows = Math.max(...option.stages.map((stage) => stage.courses.length));
  const width = option.stages.length * STAGE_WIDTH + (option.stages.length - 1) * GAP + 40;
  const height = TOP + 40 + rows * (BOX_HEIGHT + 12) + 20;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      style={{ width: '100%', height: 'auto', display: 'block', maxWidth: `${width}px` }}
      fontFamily="system-ui, sans-serif"
      data-option={option.id}
    >
      <title id={titleId}>{option.name}</title>
      <desc id={descId}>{option.alt}</desc>
      <rect width={width} height={height} rx="12" fill="#f8fafc" stroke="#cbd5e1" />
      <text x={width / 2} y="36" textAnchor="middle" fontSize="22" fontWeight="700" fill="#0f172a">
        {option.name}
      </text>
      {option.stages.map((stage, index) => {
        const x = 20 + index * (STAGE_WIDTH + GAP);
        return (
          <g key={stage.label}>
            <text x={x + STAGE_WIDTH / 2} y={TOP} textAnchor="middle" fontSize="15" fontWeight="600" fill="#334155">
              {`${index + 1}. ${stage.label}`}
            </text>
            {stage.courses.map((course, row) => {
              const y = TOP + 16 + row * (BOX_HEIGHT + 12);
              return (
                <g key={course}>
                  <rect x={x} y={y} width={STAGE_WIDTH} height={BOX_HEIGHT} rx="8" fill="#dbeafe" stroke="#1d4ed8" />
                  <text x={x + STAGE_WIDTH / 2} y={y + 22} textAnchor="middle" fontSize="15" fill="#0f172a">
                    {course}
                  </text>
                </g>
              );
            })}
            {index < option.stages.length - 1 && (
              <path d={`M${x + STAGE_WIDTH + 6} ${TOP + 33} h${GAP - 14} m-8 -6 l8 6 l-8 6`} fill="none" stroke="#475569" strokeWidth="2" />
            )}
          </g>
        );
      })}
    </svg>
  );
}
