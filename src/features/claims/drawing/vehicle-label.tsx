import { partyColors, vehicleLabelAt } from '@contracts/sketch-geometry';
import type { AccidentSketch } from '@contracts/accident-sketch';

/** The vehicle's letter on its roof, as the PDF prints it. */
export function VehicleLabel({ role, placement }: { role: 'A' | 'B'; placement: AccidentSketch['vehicles']['A'] }) {
  const at = vehicleLabelAt(placement);
  return (
    <text
      x={at.x}
      y={at.y}
      fill={partyColors[role].text}
      fontSize={5}
      fontWeight={700}
      textAnchor="middle"
      dominantBaseline="central"
      pointerEvents="none"
    >
      {role}
    </text>
  );
}
