import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccidentSketch } from '@contracts/accident-sketch';
import { startingPlacements } from '@contracts/sketch-geometry';
import hr from '../../../../locales/hr/claims-drawing.json';
import { SketchEditor } from './sketch-editor';
import { SketchView } from './sketch-view';
import { layOut, renderControlled } from './test-kit';

const editor = (initial: AccidentSketch | null, hasVehicleB = true) =>
  renderControlled(initial, (value, onChange) => (
    <SketchEditor value={value} onChange={onChange} hasVehicleB={hasVehicleB} />
  ));

const carHandle = (role: 'A' | 'B') => screen.getByRole('button', { name: new RegExp(`^Vozilo ${role} na skici`) });

describe('SketchEditor', () => {
  it('starts a sketch on the chosen layout with both cars in their starting lanes', async () => {
    const { user, last } = editor(null);
    expect(screen.queryByRole('button', { name: /na skici/ })).toBeNull();

    await user.click(screen.getByRole('radio', { name: hr.sketch.layouts.crossing }));

    expect(last()).toEqual({ layout: 'crossing', vehicles: startingPlacements.crossing, arrows: [] });
    expect(screen.getByRole('radio', { name: hr.sketch.layouts.crossing })).toBeChecked();
    expect(carHandle('A')).toBeInTheDocument();
    expect(carHandle('B')).toBeInTheDocument();

    // Changing the layout keeps where the driver put the cars.
    await user.click(screen.getByRole('radio', { name: hr.sketch.layouts.roundabout }));
    expect(last()?.layout).toBe('roundabout');
    expect(last()?.vehicles).toEqual(startingPlacements.crossing);
  });

  it('has no vehicle B in a single-vehicle accident', async () => {
    const { user, last } = editor(null, false);
    await user.click(screen.getByRole('radio', { name: hr.sketch.layouts.straight }));

    expect(last()?.vehicles.B).toBeNull();
    expect(screen.queryByRole('button', { name: /^Vozilo B na skici/ })).toBeNull();
  });

  it('moves and turns the focused car with the keyboard', async () => {
    const { user, last } = editor({ layout: 'straight', vehicles: startingPlacements.straight, arrows: [] });
    carHandle('B').focus();

    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(last()?.vehicles.B).toEqual({ x: 74, y: 40.5, angle: 270 });
    await user.keyboard('e');
    expect(last()?.vehicles.B?.angle).toBe(285);
    await user.keyboard('{Shift>}q{/Shift}');
    expect(last()?.vehicles.B?.angle).toBe(240);
    // A did not move.
    expect(last()?.vehicles.A).toEqual(startingPlacements.straight.A);
    expect(carHandle('B')).toHaveAccessibleName(/74 % s lijeva i 41 % odozgo, okrenuto dolje lijevo/);
  });

  it('moves, turns and gives a direction arrow to the chosen car with buttons, and removes the arrow', async () => {
    const { user, last } = editor({ layout: 'crossing', vehicles: startingPlacements.crossing, arrows: [] });
    await user.click(screen.getByRole('button', { name: 'Vozilo B' }));
    await user.click(screen.getByRole('button', { name: hr.sketch.move.up }));
    await user.click(screen.getByRole('button', { name: new RegExp(hr.sketch.rotateRight) }));

    expect(last()?.vehicles.B).toEqual({ x: 57.5, y: 80, angle: 15 });
    await user.click(screen.getByRole('button', { name: hr.sketch.addArrow }));
    const [arrow] = last()?.arrows ?? [];
    expect(arrow?.vehicle).toBe('B');
    // Along B's heading: from behind the car to ahead of it, up and slightly right.
    expect(arrow && arrow.to.y < arrow.from.y && arrow.to.x > arrow.from.x).toBe(true);

    // The arrow moves with its car.
    await user.click(screen.getByRole('button', { name: hr.sketch.move.left }));
    expect(last()?.arrows[0]?.from.x).toBeCloseTo((arrow?.from.x ?? 0) - 2, 5);

    await user.click(screen.getByRole('button', { name: hr.sketch.removeArrow }));
    expect(last()?.arrows).toEqual([]);
    expect(last()?.vehicles.A).toEqual(startingPlacements.crossing.A);
  });

  it('drags a car with the pointer', () => {
    const { container, last } = editor({ layout: 'straight', vehicles: startingPlacements.straight, arrows: [] });
    const svg = container.querySelector('svg[role="group"]');
    if (!svg) throw new Error('no sketch');
    layOut(svg, 200, 200);

    fireEvent.pointerDown(carHandle('A'), { clientX: 60, clientY: 115, pointerId: 1 });
    fireEvent.pointerMove(svg, { clientX: 100, clientY: 95, pointerId: 1 });
    fireEvent.pointerUp(svg, { clientX: 100, clientY: 95, pointerId: 1 });

    expect(last()?.vehicles.A).toEqual({ x: 50, y: 47.5, angle: 90 });
  });
});

describe('SketchView', () => {
  it('describes the sketch in words for a screen reader', () => {
    renderControlled(null, () => (
      <SketchView
        sketch={{ layout: 't-junction', vehicles: { A: { x: 20, y: 40, angle: 90 }, B: null }, arrows: [] }}
      />
    ));
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Skica: T-raskrižje. vozilo A 20 % s lijeva i 40 % odozgo, okrenuto udesno.',
    );
  });
});
