import { useTranslation } from 'react-i18next';
import type { DrawnSignature } from '@contracts/accident-statement';
import { signatureAspectRatio } from '@contracts/sketch-geometry';
import { DrawingFrame } from './drawing-styles';
import { StrokePaths } from './stroke-paths';

const width = 300;
const height = width / signatureAspectRatio;

/** A drawn signature as the review page shows it, the way the PDF draws it. */
export function SignatureView({ party, strokes }: { party: 'A' | 'B'; strokes: DrawnSignature['strokes'] }) {
  const { t } = useTranslation('claims-drawing');
  return (
    <DrawingFrame $maxWidth="20rem">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={t('signature.label', { role: party })}>
        <StrokePaths strokes={strokes} width={width} height={height} />
      </svg>
    </DrawingFrame>
  );
}
