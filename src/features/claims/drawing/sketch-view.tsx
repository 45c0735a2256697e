import { useTranslation } from 'react-i18next';
import type { AccidentSketch } from '@contracts/accident-sketch';
import { sketchShapes, sketchSize } from '@contracts/sketch-geometry';
import { DrawingFrame, Hint } from './drawing-styles';
import { sketchDescription } from './sketch-texts';
import { SvgShapes } from './svg-shapes';
import { VehicleLabel } from './vehicle-label';

/** The sketch as the review page and the other phone show it: the same shapes the PDF draws. */
export function SketchView({ sketch }: { sketch: AccidentSketch | null }) {
  const { t } = useTranslation('claims-drawing');
  if (!sketch) return <Hint>{t('sketch.empty')}</Hint>;
  return (
    <DrawingFrame>
      <svg viewBox={`0 0 ${sketchSize} ${sketchSize}`} role="img" aria-label={sketchDescription(t, sketch)}>
        <SvgShapes shapes={sketchShapes(sketch)} />
        {(['A', 'B'] as const).map((role) => {
          const placement = sketch.vehicles[role];
          return placement ? <VehicleLabel key={role} role={role} placement={placement} /> : null;
        })}
      </svg>
    </DrawingFrame>
  );
}
