import { describe, expect, it } from 'vitest';
import { accidentSketchSchema, sketchLayouts } from './accident-sketch.js';
import { headingArrow, impactShapes, normalisedAngle, startingSketch, vehicleShapes } from './sketch-geometry.js';

describe('sketch geometry', () => {
  it.each(sketchLayouts)('starts a %s sketch the schema accepts, with or without vehicle B', async (layout) => {
    await expect(accidentSketchSchema.validate(startingSketch(layout, true))).resolves.toBeTruthy();
    expect(startingSketch(layout, false).vehicles.B).toBeNull();
  });

  it('turns a car clockwise from "up": at 90° its front points right', () => {
    const [body] = vehicleShapes('A', { x: 50, y: 50, angle: 90 });
    if (body?.kind !== 'polygon') throw new Error('no body');
    const xs = body.points.map((point) => point.x);
    const ys = body.points.map((point) => point.y);
    // Lying on its side: longer across than down.
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(Math.max(...ys) - Math.min(...ys));
    const { from, to } = headingArrow({ x: 50, y: 50, angle: 90 });
    expect(to.x).toBeGreaterThan(from.x);
    expect(to.y).toBeCloseTo(from.y, 5);
  });

  it('keeps angles in 0–360 and arrows inside the box', () => {
    expect(normalisedAngle(-15)).toBe(345);
    expect(normalisedAngle(375)).toBe(15);
    const { from, to } = headingArrow({ x: 98, y: 2, angle: 45 });
    for (const value of [from.x, from.y, to.x, to.y]) expect(value >= 0 && value <= 100).toBe(true);
  });

  it('points the impact arrow at the chosen point from outside the car', () => {
    const shapes = impactShapes({ x: 1, y: 0.5 });
    const marker = shapes.at(-1);
    expect(marker).toMatchObject({ kind: 'circle', cx: 18 + 40, cy: 18 + 40 });
    expect(impactShapes(null).some((shape) => shape.kind === 'circle')).toBe(false);
  });
});
