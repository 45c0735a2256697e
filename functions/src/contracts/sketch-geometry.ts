/**
 * What the accident sketch (section 13), the point of impact (section 10) and the signatures are drawn from, as plain
 * shapes: the browser's SVG and the PDF both read these and nothing else, so a driver signs the picture the insurer
 * gets. The sketch's box is 100 × 100, y down, angles in degrees clockwise from "up" (contracts/accident-sketch.ts).
 */
import type { AccidentSketch, SketchLayout } from './accident-sketch.js';

export interface SketchPoint {
  x: number;
  y: number;
}

/** Colours by meaning; `sketchColors` gives each its value (the paper form's blue A and yellow B). */
export type SketchColor =
  | 'ground'
  | 'asphalt'
  | 'marking'
  | 'island'
  | 'outline'
  | 'vehicleA'
  | 'vehicleB'
  | 'glass'
  | 'arrowA'
  | 'arrowB'
  | 'impact';

export type SketchShape =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; fill: SketchColor }
  | { kind: 'circle'; cx: number; cy: number; r: number; fill: SketchColor; stroke?: SketchColor; strokeWidth?: number }
  | { kind: 'polygon'; points: SketchPoint[]; fill: SketchColor; stroke?: SketchColor; strokeWidth?: number }
  | { kind: 'line'; from: SketchPoint; to: SketchPoint; stroke: SketchColor; width: number; dash?: [number, number] };

/**
 * Vehicle A's blue takes white text (6.7:1) and B's yellow dark text (11:1), as on the paper form; the tints are
 * the columns' backgrounds, under dark text.
 */
export const sketchColors: Readonly<Record<SketchColor, string>> = {
  ground: '#eef2ea',
  asphalt: '#c3cbd2',
  marking: '#ffffff',
  island: '#9fc48a',
  outline: '#1b2631',
  vehicleA: '#1d4ed8',
  vehicleB: '#facc15',
  glass: '#dbe7f3',
  arrowA: '#1d4ed8',
  arrowB: '#a16207',
  impact: '#b3261e',
};

export const partyColors = {
  A: { fill: '#1d4ed8', text: '#ffffff', tint: '#e7eefc' },
  B: { fill: '#facc15', text: '#1b2631', tint: '#fef8d8' },
} as const;

export const sketchSize = 100;
/** A car in the sketch: about 1.8 m by 4.4 m on a road about 7 m wide (two lanes of 15 units). */
export const vehicleSize = { width: 7, length: 15 } as const;

const lane = 15;
const half = 50;
const mark = (from: SketchPoint, to: SketchPoint): SketchShape => ({
  kind: 'line',
  from,
  to,
  stroke: 'marking',
  width: 0.8,
  dash: [4, 3],
});
const road = (x: number, y: number, width: number, height: number): SketchShape => ({
  kind: 'rect',
  x,
  y,
  width,
  height,
  fill: 'asphalt',
});

function straight(): SketchShape[] {
  return [road(0, half - lane, 100, 2 * lane), mark({ x: 0, y: half }, { x: 100, y: half })];
}

function crossing(): SketchShape[] {
  const near = half - lane;
  const far = half + lane;
  return [
    road(0, near, 100, 2 * lane),
    road(near, 0, 2 * lane, 100),
    mark({ x: 0, y: half }, { x: near, y: half }),
    mark({ x: far, y: half }, { x: 100, y: half }),
    mark({ x: half, y: 0 }, { x: half, y: near }),
    mark({ x: half, y: far }, { x: half, y: 100 }),
  ];
}

/** The through road across the upper part, the side road joining it from below. */
function tJunction(): SketchShape[] {
  const centre = 35;
  return [
    road(0, centre - lane, 100, 2 * lane),
    road(half - lane, centre + lane, 2 * lane, 100 - centre - lane),
    mark({ x: 0, y: centre }, { x: 100, y: centre }),
    mark({ x: half, y: centre + lane }, { x: half, y: 100 }),
  ];
}

function roundabout(): SketchShape[] {
  const outer = 34;
  const approachHalf = 12;
  const markOuter = (from: SketchPoint, to: SketchPoint) => mark(from, to);
  return [
    road(half - approachHalf, 0, 2 * approachHalf, 100),
    road(0, half - approachHalf, 100, 2 * approachHalf),
    { kind: 'circle', cx: half, cy: half, r: outer, fill: 'asphalt' },
    { kind: 'circle', cx: half, cy: half, r: 14, fill: 'island', stroke: 'marking', strokeWidth: 1 },
    markOuter({ x: half, y: 0 }, { x: half, y: half - outer }),
    markOuter({ x: half, y: half + outer }, { x: half, y: 100 }),
    markOuter({ x: 0, y: half }, { x: half - outer, y: half }),
    markOuter({ x: half + outer, y: half }, { x: 100, y: half }),
  ];
}

/** Two rows of bays either side of an aisle. */
function carPark(): SketchShape[] {
  const shapes: SketchShape[] = [road(0, 4, 100, 92)];
  const bayWidth = 12;
  const bayDepth = 22;
  for (let x = 2; x <= 98; x += bayWidth) {
    const bay = (y1: number, y2: number): SketchShape => ({
      kind: 'line',
      from: { x, y: y1 },
      to: { x, y: y2 },
      stroke: 'marking',
      width: 0.8,
    });
    shapes.push(bay(6, 6 + bayDepth), bay(94 - bayDepth, 94));
  }
  shapes.push(
    { kind: 'line', from: { x: 2, y: 6 + bayDepth }, to: { x: 98, y: 6 + bayDepth }, stroke: 'marking', width: 0.5 },
    { kind: 'line', from: { x: 2, y: 94 - bayDepth }, to: { x: 98, y: 94 - bayDepth }, stroke: 'marking', width: 0.5 },
  );
  return shapes;
}

const layouts: Readonly<Record<SketchLayout, () => SketchShape[]>> = {
  straight,
  crossing,
  't-junction': tJunction,
  roundabout,
  'car-park': carPark,
};

/** The road layout's shapes, on the ground they lie on, bottom first. */
export function layoutShapes(layout: SketchLayout): SketchShape[] {
  return [{ kind: 'rect', x: 0, y: 0, width: sketchSize, height: sketchSize, fill: 'ground' }, ...layouts[layout]()];
}

type Placement = AccidentSketch['vehicles']['A'];

/**
 * Where A and B start on a layout: each in its own lane on the right-hand side (B circling a roundabout anticlockwise),
 * so a driver moves them rather than untangles them.
 */
export const startingPlacements: Readonly<Record<SketchLayout, { A: Placement; B: Placement }>> = {
  straight: { A: { x: 30, y: 57.5, angle: 90 }, B: { x: 70, y: 42.5, angle: 270 } },
  crossing: { A: { x: 18, y: 57.5, angle: 90 }, B: { x: 57.5, y: 82, angle: 0 } },
  't-junction': { A: { x: 18, y: 42.5, angle: 90 }, B: { x: 57.5, y: 80, angle: 0 } },
  roundabout: { A: { x: 56, y: 88, angle: 0 }, B: { x: 72, y: 32, angle: 320 } },
  'car-park': { A: { x: 32, y: 50, angle: 90 }, B: { x: 62, y: 16, angle: 180 } },
};

/** A new sketch on `layout`, with B only when there is a second vehicle. */
export function startingSketch(layout: SketchLayout, withVehicleB: boolean): AccidentSketch {
  const start = startingPlacements[layout];
  return { layout, vehicles: { A: { ...start.A }, B: withVehicleB ? { ...start.B } : null }, arrows: [] };
}

/** An angle in 0–360 (the schema's range), whatever turning produced it. */
export const normalisedAngle = (angle: number): number => ((angle % 360) + 360) % 360;

/** Keeps a vehicle's centre inside the box, as the schema requires. */
export const clampToSketch = (value: number): number => Math.min(sketchSize, Math.max(0, value));

/**
 * The top view of a car, front up, in its own 0–1 box (across, along): the body, then the glass. Section 10's point
 * of impact is given in the same box.
 */
export const vehicleOutline: { body: SketchPoint[]; glass: SketchPoint[][] } = {
  body: [
    { x: 0.2, y: 0 },
    { x: 0.8, y: 0 },
    { x: 0.94, y: 0.05 },
    { x: 1, y: 0.16 },
    { x: 1, y: 0.86 },
    { x: 0.95, y: 0.96 },
    { x: 0.82, y: 1 },
    { x: 0.18, y: 1 },
    { x: 0.05, y: 0.96 },
    { x: 0, y: 0.86 },
    { x: 0, y: 0.16 },
    { x: 0.06, y: 0.05 },
  ],
  glass: [
    [
      { x: 0.14, y: 0.3 },
      { x: 0.86, y: 0.3 },
      { x: 0.78, y: 0.42 },
      { x: 0.22, y: 0.42 },
    ],
    [
      { x: 0.22, y: 0.76 },
      { x: 0.78, y: 0.76 },
      { x: 0.84, y: 0.86 },
      { x: 0.16, y: 0.86 },
    ],
  ],
};

/** A point of the car's own box, in the sketch: centred on the placement, turned by its angle. */
function onSketch(point: SketchPoint, placement: Placement): SketchPoint {
  const localX = (point.x - 0.5) * vehicleSize.width;
  const localY = (point.y - 0.5) * vehicleSize.length;
  const radians = (placement.angle * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  // y points down, so this turns clockwise on screen: "up" turned by 90° points right.
  return { x: placement.x + localX * cos - localY * sin, y: placement.y + localX * sin + localY * cos };
}

/** A vehicle on the sketch: its body in the side's colour with a dark outline, and its windows. */
export function vehicleShapes(role: 'A' | 'B', placement: Placement): SketchShape[] {
  return [
    {
      kind: 'polygon',
      points: vehicleOutline.body.map((point) => onSketch(point, placement)),
      fill: role === 'A' ? 'vehicleA' : 'vehicleB',
      stroke: 'outline',
      strokeWidth: 0.5,
    },
    ...vehicleOutline.glass.map((pane): SketchShape => ({
      kind: 'polygon',
      points: pane.map((point) => onSketch(point, placement)),
      fill: 'glass',
    })),
  ];
}

/** Where a vehicle's letter goes: its roof, between the windows. */
export const vehicleLabelAt = (placement: Placement): SketchPoint => onSketch({ x: 0.5, y: 0.59 }, placement);

/** A line with a head at `to`, `headLength` long. */
export function arrowShapes(from: SketchPoint, to: SketchPoint, color: SketchColor, width = 1, headLength = 4) {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy) || 1;
  const ux = dx / length;
  const uy = dy / length;
  const base = { x: to.x - ux * headLength, y: to.y - uy * headLength };
  const spread = headLength * 0.5;
  return [
    { kind: 'line', from, to: base, stroke: color, width },
    {
      kind: 'polygon',
      points: [
        to,
        { x: base.x - uy * spread, y: base.y + ux * spread },
        { x: base.x + uy * spread, y: base.y - ux * spread },
      ],
      fill: color,
    },
  ] satisfies SketchShape[];
}

/** The whole sketch, bottom first: the road, the arrows, then the vehicles (a car hides an arrow, never the reverse). */
export function sketchShapes(sketch: AccidentSketch): SketchShape[] {
  const arrows = sketch.arrows.flatMap((arrow) =>
    arrowShapes(arrow.from, arrow.to, arrow.vehicle === 'A' ? 'arrowA' : 'arrowB', 1.2),
  );
  const { A, B } = sketch.vehicles;
  return [...layoutShapes(sketch.layout), ...arrows, ...vehicleShapes('A', A), ...(B ? vehicleShapes('B', B) : [])];
}

/**
 * An arrow for a vehicle's direction: from behind the car to ahead of it, along its heading. The editor adds this
 * and the driver drags its ends.
 */
export function headingArrow(placement: Placement): { from: SketchPoint; to: SketchPoint } {
  const radians = (placement.angle * Math.PI) / 180;
  const ux = Math.sin(radians);
  const uy = -Math.cos(radians);
  const behind = vehicleSize.length * 0.6;
  const ahead = vehicleSize.length * 1.6;
  const point = (distance: number) => ({
    x: clampToSketch(placement.x + ux * distance),
    y: clampToSketch(placement.y + uy * distance),
  });
  return { from: point(-behind), to: point(ahead) };
}

/**
 * Section 10's picture: the car's top view drawn `impactFrame.carWidth` by `carLength`, with room around it for the
 * arrow that points at the impact.
 */
export const impactFrame = { carWidth: 40, carLength: 80, padding: 18 } as const;
export const impactFrameSize = {
  width: impactFrame.carWidth + 2 * impactFrame.padding,
  height: impactFrame.carLength + 2 * impactFrame.padding,
} as const;

/** A point of the car's 0–1 box in the impact frame. */
export const impactFramePoint = (point: SketchPoint): SketchPoint => ({
  x: impactFrame.padding + point.x * impactFrame.carWidth,
  y: impactFrame.padding + point.y * impactFrame.carLength,
});

/** The car in the impact frame, then the arrow pointing at the impact when there is one. */
export function impactShapes(impact: SketchPoint | null): SketchShape[] {
  const car: SketchShape[] = [
    {
      kind: 'polygon',
      points: vehicleOutline.body.map(impactFramePoint),
      fill: 'marking',
      stroke: 'outline',
      strokeWidth: 1,
    },
    ...vehicleOutline.glass.map((pane): SketchShape => ({
      kind: 'polygon',
      points: pane.map(impactFramePoint),
      fill: 'glass',
    })),
  ];
  if (!impact) return car;
  const to = impactFramePoint(impact);
  // From outside the car, along the line from its centre through the point: the arrow comes from where the blow came.
  const centre = impactFramePoint({ x: 0.5, y: 0.5 });
  let dx = to.x - centre.x;
  let dy = to.y - centre.y;
  if (Math.hypot(dx, dy) < 1) [dx, dy] = [0, -1];
  const length = Math.hypot(dx, dy);
  const reach = 16;
  const from = { x: to.x + (dx / length) * reach, y: to.y + (dy / length) * reach };
  return [
    ...car,
    ...arrowShapes(from, to, 'impact', 2.2, 7),
    { kind: 'circle', cx: to.x, cy: to.y, r: 2.5, fill: 'impact', stroke: 'marking', strokeWidth: 0.8 },
  ];
}

/** Marked zones a keyboard user chooses the impact from (0–1 in the car's box); their names are the SPA's texts. */
export const impactZones = [
  { id: 'front-left', x: 0.15, y: 0.05 },
  { id: 'front', x: 0.5, y: 0.02 },
  { id: 'front-right', x: 0.85, y: 0.05 },
  { id: 'left-front', x: 0.02, y: 0.3 },
  { id: 'right-front', x: 0.98, y: 0.3 },
  { id: 'left', x: 0.02, y: 0.55 },
  { id: 'right', x: 0.98, y: 0.55 },
  { id: 'left-rear', x: 0.02, y: 0.8 },
  { id: 'right-rear', x: 0.98, y: 0.8 },
  { id: 'rear-left', x: 0.15, y: 0.97 },
  { id: 'rear', x: 0.5, y: 0.99 },
  { id: 'rear-right', x: 0.85, y: 0.97 },
] as const;
export type ImpactZoneId = (typeof impactZones)[number]['id'];

/** The signing box is three times as wide as it is tall; strokes are 0–1 across and down it. */
export const signatureAspectRatio = 3;

/** An SVG path through the points (y down, the sketch's own units), closed for a filled shape. */
export function pathOf(points: readonly SketchPoint[], closed = true): string {
  const [first, ...rest] = points;
  if (!first) return '';
  const round = (value: number) => Math.round(value * 100) / 100;
  return `M${round(first.x)} ${round(first.y)}${rest.map((point) => `L${round(point.x)} ${round(point.y)}`).join('')}${closed ? 'Z' : ''}`;
}
