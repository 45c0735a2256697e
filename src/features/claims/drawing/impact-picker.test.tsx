import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { impactFrameSize } from '@contracts/sketch-geometry';
import hr from '../../../../locales/hr/claims-drawing.json';
import { ImpactPicker } from './impact-picker';
import { ImpactView } from './impact-view';
import type { ImpactPoint } from './impact-texts';
import { layOut, renderControlled } from './test-kit';

const picker = (initial: ImpactPoint | null = null) =>
  renderControlled(initial, (value, onChange) => <ImpactPicker party="A" value={value} onChange={onChange} />);

const picture = () => screen.getByRole('application', { name: /Mjesto prvog udarca na vozilu A/ });

describe('ImpactPicker', () => {
  it('sets the point where the vehicle is tapped, front at the top', () => {
    const { last } = picker();
    // Laid out at the frame's own size: one pixel is one unit, the car 40 × 80 inside a margin of 18.
    layOut(picture(), impactFrameSize.width, impactFrameSize.height);

    fireEvent.pointerDown(picture(), { clientX: 18 + 30, clientY: 18 + 8 });

    expect(last()).toEqual({ x: 0.75, y: 0.1 });
    expect(screen.getByRole('status')).toHaveTextContent('Mjesto prvog udarca: blizu: prednji desni kut');
  });

  it('sets the point from a marked part of the vehicle, and moves it with the arrow keys', async () => {
    const { user, last } = picker();
    await user.selectOptions(screen.getByRole('combobox', { name: hr.impact.zone }), hr.impact.zones.rear);
    expect(last()).toEqual({ x: 0.5, y: 0.99 });

    picture().focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowUp}');
    expect(last()).toEqual({ x: 0.4, y: 0.94 });
    expect(picture()).toHaveAccessibleName(/blizu: straga, sredina/);

    await user.keyboard('{Delete}');
    expect(last()).toBeNull();
  });

  it('starts the keyboard marker in the middle of the vehicle, and clears it with the button', async () => {
    const { user, last } = picker();
    picture().focus();
    await user.keyboard('{ArrowDown}');
    expect(last()).toEqual({ x: 0.5, y: 0.5 });
    await user.keyboard('{ArrowDown}');
    expect(last()).toEqual({ x: 0.5, y: 0.55 });

    await user.click(screen.getByRole('button', { name: hr.impact.clear }));
    expect(last()).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(hr.impact.none);
  });
});

describe('ImpactView', () => {
  it('names the point of impact in words', () => {
    renderControlled(null, () => <ImpactView party="B" value={{ x: 0.02, y: 0.55 }} />);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Mjesto prvog udarca na vozilu B: blizu: lijeva strana, sredina',
    );
  });
});
