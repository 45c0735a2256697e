import { pathOf, sketchColors, type SketchShape } from '@contracts/sketch-geometry';

/** The geometry's shapes as SVG, in their own units: the same list the PDF draws. */
export function SvgShapes({ shapes }: { shapes: readonly SketchShape[] }) {
  return (
    <>
      {shapes.map((shape, index) => {
        switch (shape.kind) {
          case 'rect':
            return (
              <rect
                key={index}
                x={shape.x}
                y={shape.y}
                width={shape.width}
                height={shape.height}
                fill={sketchColors[shape.fill]}
              />
            );
          case 'circle':
            return (
              <circle
                key={index}
                cx={shape.cx}
                cy={shape.cy}
                r={shape.r}
                fill={sketchColors[shape.fill]}
                stroke={shape.stroke && sketchColors[shape.stroke]}
                strokeWidth={shape.strokeWidth}
              />
            );
          case 'polygon':
            return (
              <path
                key={index}
                d={pathOf(shape.points)}
                fill={sketchColors[shape.fill]}
                stroke={shape.stroke && sketchColors[shape.stroke]}
                strokeWidth={shape.strokeWidth}
                strokeLinejoin="round"
              />
            );
          case 'line':
            return (
              <line
                key={index}
                x1={shape.from.x}
                y1={shape.from.y}
                x2={shape.to.x}
                y2={shape.to.y}
                stroke={sketchColors[shape.stroke]}
                strokeWidth={shape.width}
                strokeDasharray={shape.dash?.join(' ')}
              />
            );
        }
      })}
    </>
  );
}
