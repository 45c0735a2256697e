import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DrawnSignature } from '@contracts/accident-statement';
import hr from '../../../../locales/hr/claims-drawing.json';
import { SignaturePad } from './signature-pad';
import { SignatureView } from './signature-view';
import { layOut, renderControlled } from './test-kit';

type Strokes = DrawnSignature['strokes'];

const pad = (initial: Strokes | null = null) => {
  const view = renderControlled(initial, (value, onChange) => (
    <SignaturePad party="A" value={value} onChange={onChange} />
  ));
  const surface = screen.getByRole('img', { name: 'Potpis vozača A' });
  // 300 × 100 px on screen, as the box's 3:1 shape is laid out.
  layOut(surface, 300, 100);
  return { ...view, surface };
};

const draw = (surface: Element, points: [number, number][]) => {
  const [first, ...rest] = points;
  if (!first) return;
  fireEvent.pointerDown(surface, { clientX: first[0], clientY: first[1], pointerId: 7 });
  for (const [x, y] of rest) fireEvent.pointerMove(surface, { clientX: x, clientY: y, pointerId: 7 });
  const [x, y] = points[points.length - 1] ?? first;
  fireEvent.pointerUp(surface, { clientX: x, clientY: y, pointerId: 7 });
};

describe('SignaturePad', () => {
  it('turns each drawn stroke into points 0–1 across and down the box', () => {
    const { surface, changes, last } = pad();
    expect(screen.getByRole('status')).toHaveTextContent(hr.signature.empty);

    draw(surface, [
      [30, 80],
      [150, 20],
      [270, 90],
    ]);
    expect(changes).toHaveLength(1);
    expect(last()).toEqual([
      [
        [0.1, 0.8],
        [0.5, 0.2],
        [0.9, 0.9],
      ],
    ]);

    // A second stroke, and one that leaves the box, which stays inside 0–1.
    draw(surface, [
      [240, 50],
      [330, -20],
    ]);
    expect(last()).toHaveLength(2);
    expect(last()?.[1]).toEqual([
      [0.8, 0.5],
      [1, 0],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(hr.signature.drawn);
  });

  it('clears the signature to nothing, and cannot clear what is not there', async () => {
    const { user, last } = pad([
      [
        [0.1, 0.1],
        [0.2, 0.2],
      ],
    ]);
    const clear = screen.getByRole('button', { name: hr.signature.clear });

    await user.click(clear);

    expect(last()).toBeNull();
    expect(clear).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(hr.signature.empty);
  });

  it('shows a stored signature as the strokes it was drawn with', () => {
    const { container } = renderControlled(null, () => (
      <SignatureView
        party="B"
        strokes={[
          [
            [0, 0],
            [1, 1],
          ],
        ]}
      />
    ));
    expect(screen.getByRole('img', { name: 'Potpis vozača B' })).toBeInTheDocument();
    expect(container.querySelector('path')).toHaveAttribute('d', 'M0 0L300 100');
  });
});
