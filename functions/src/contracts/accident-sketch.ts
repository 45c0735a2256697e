/**
 * Section 13 of the accident statement, the sketch, as data: a road layout and vehicles A and B placed on it, each
 * with an arrow for the way it was going. Stored as data so the browser and the PDF draw the same picture
 * (the layouts' shapes: contracts/sketch-geometry.ts). Coordinates are in a 100 × 100 box, y down; angles in degrees
 * clockwise from "up".
 */
import * as yup from 'yup';
import { fieldErrors } from './field-rules.js';
import { textSchema } from './validation.js';

export const sketchLayouts = ['straight', 'crossing', 't-junction', 'roundabout', 'car-park'] as const;
export type SketchLayout = (typeof sketchLayouts)[number];

const placementSchema = yup
  .object({
    x: yup.number().min(0).max(100).required(),
    y: yup.number().min(0).max(100).required(),
    angle: yup.number().min(0).max(360).required(),
  })
  .noUnknown(fieldErrors.invalid);

const arrowSchema = yup
  .object({
    vehicle: textSchema()
      .oneOf(['A', 'B'] as const)
      .required(),
    from: yup.object({ x: yup.number().min(0).max(100).required(), y: yup.number().min(0).max(100).required() }),
    to: yup.object({ x: yup.number().min(0).max(100).required(), y: yup.number().min(0).max(100).required() }),
  })
  .noUnknown(fieldErrors.invalid);

export const accidentSketchSchema = yup
  .object({
    layout: textSchema().oneOf(sketchLayouts).required(),
    /** Vehicle B is absent in a single-vehicle accident. */
    vehicles: yup
      .object({ A: placementSchema.required(), B: placementSchema.nullable().default(null) })
      .noUnknown(fieldErrors.invalid),
    arrows: yup.array(arrowSchema.required()).max(6).required(),
  })
  .noUnknown(fieldErrors.invalid);

export type AccidentSketch = yup.InferType<typeof accidentSketchSchema>;
