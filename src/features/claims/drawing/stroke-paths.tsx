import { pathOf } from '@contracts/sketch-geometry';
import type { DrawnSignature } from '@contracts/accident-statement';

/** Strokes of 0–1 points drawn in a `width` × `height` box; a single point (a dot) gets a visible length. */
export function StrokePaths({
  strokes,
  width,
  height,
}: {
  strokes: DrawnSignature['strokes'];
  width: number;
  height: number;
}) {
  return (
    <>
      {strokes.map((stroke, index) => {
        const points = stroke.map(([x, y]) => ({ x: x * width, y: y * height }));
        const [only] = points;
        if (only && points.length === 1) points.push({ x: only.x + 0.5, y: only.y });
        return (
          <path
            key={index}
            d={pathOf(points, false)}
            fill="none"
            stroke="#1b2631"
            strokeWidth={2.4}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        );
      })}
    </>
  );
}
