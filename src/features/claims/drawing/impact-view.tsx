import { useTranslation } from 'react-i18next';
import { impactFrameSize, impactShapes } from '@contracts/sketch-geometry';
import { DrawingFrame } from './drawing-styles';
import { impactPlaceText, type ImpactPoint } from './impact-texts';
import { SvgShapes } from './svg-shapes';

/** Section 10 as the review page shows it: the car's top view with the arrow at the point of impact. */
export function ImpactView({ party, value }: { party: 'A' | 'B'; value: ImpactPoint | null }) {
  const { t } = useTranslation('claims-drawing');
  const label = `${t('impact.label', { role: party })}: ${value ? impactPlaceText(t, value) : t('impact.none')}`;
  return (
    <DrawingFrame $maxWidth="8rem">
      <svg viewBox={`0 0 ${impactFrameSize.width} ${impactFrameSize.height}`} role="img" aria-label={label}>
        <SvgShapes shapes={impactShapes(value)} />
      </svg>
    </DrawingFrame>
  );
}
