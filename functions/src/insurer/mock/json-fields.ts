/**
 * Readers for fields of parsed JSON (request bodies and fixture files). Each one throws a `FieldError`
 * naming the field, so a caller learns which field was wrong and a fixture typo stops the mock at start.
 */
import type { PaymentPlan } from '../../contracts/payment-plan.js';

export class FieldError extends Error {
  override readonly name = 'FieldError';
}

export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asObject(value: unknown, where: string): JsonObject {
  if (!isJsonObject(value)) throw new FieldError(`${where} must be a JSON object`);
  return value;
}

export function asArray(value: unknown, where: string): unknown[] {
  if (!Array.isArray(value)) throw new FieldError(`${where} must be a JSON array`);
  return value;
}

/** Rejects keys the reader does not know, so a misspelt fixture field is not silently ignored. */
export function onlyKeys(object: JsonObject, allowed: readonly string[], where: string): void {
  const unknown = Object.keys(object).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) throw new FieldError(`${where} has unknown field(s): ${unknown.join(', ')}`);
}

export function optionalString(object: JsonObject, key: string, where: string): string | undefined {
  const value = object[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '')
    throw new FieldError(`${where}.${key} must be a non-empty string`);
  return value;
}

export function requiredString(object: JsonObject, key: string, where: string): string {
  const value = optionalString(object, key, where);
  if (value === undefined) throw new FieldError(`${where}.${key} is required`);
  return value;
}

/** A field that must be present, holding a non-empty string or null. */
export function nullableString(object: JsonObject, key: string, where: string): string | null {
  if (object[key] === null) return null;
  if (!(key in object)) throw new FieldError(`${where}.${key} is required (null when unknown)`);
  return requiredString(object, key, where);
}

export function optionalNumber(object: JsonObject, key: string, where: string): number | undefined {
  const value = object[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new FieldError(`${where}.${key} must be a number`);
  return value;
}

export function requiredNumber(object: JsonObject, key: string, where: string): number {
  const value = optionalNumber(object, key, where);
  if (value === undefined) throw new FieldError(`${where}.${key} is required`);
  return value;
}

export function nullableNumber(object: JsonObject, key: string, where: string): number | null {
  if (object[key] === null) return null;
  if (!(key in object)) throw new FieldError(`${where}.${key} is required (null when unknown)`);
  return requiredNumber(object, key, where);
}

export function optionalBoolean(object: JsonObject, key: string, where: string): boolean | undefined {
  const value = object[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw new FieldError(`${where}.${key} must be true or false`);
  return value;
}

export function requiredBoolean(object: JsonObject, key: string, where: string): boolean {
  const value = optionalBoolean(object, key, where);
  if (value === undefined) throw new FieldError(`${where}.${key} is required`);
  return value;
}

/** True for a real calendar date written `YYYY-MM-DD`, the insurer's format for dates of the calendar. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function requiredIsoDate(object: JsonObject, key: string, where: string): string {
  const value = requiredString(object, key, where);
  if (!isIsoDate(value)) throw new FieldError(`${where}.${key} must be a date YYYY-MM-DD`);
  return value;
}

/** An instant with its offset (`2026-11-23T14:35:00+01:00`), the insurer's format for the times cover runs. */
export function requiredInstant(object: JsonObject, key: string, where: string): Date {
  const value = requiredString(object, key, where);
  const match = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.exec(value);
  const instant = new Date(value);
  if (!match || !isIsoDate(match[1] ?? '') || Number.isNaN(instant.getTime()))
    throw new FieldError(`${where}.${key} must be an ISO 8601 instant with an offset`);
  return instant;
}

export function nullableIsoDate(object: JsonObject, key: string, where: string): string | null {
  const value = nullableString(object, key, where);
  if (value !== null && !isIsoDate(value)) throw new FieldError(`${where}.${key} must be a date YYYY-MM-DD or null`);
  return value;
}

export function requiredOneOf<T extends string>(
  object: JsonObject,
  key: string,
  values: readonly T[],
  where: string,
): T {
  const value = object[key];
  if (!(values as readonly unknown[]).includes(value))
    throw new FieldError(`${where}.${key} must be one of ${values.join(', ')}`);
  return value as T;
}

/**
 * `{ kind: 'single' }` or `{ kind: 'instalments', count }`: the bank carries the instalments, two or more. A policy's
 * issue and its cancellation both name it.
 */
export function readPaymentPlan(body: JsonObject): PaymentPlan {
  const where = 'paymentPlan';
  const plan = asObject(body.paymentPlan, where);
  const kind = requiredString(plan, 'kind', where);
  if (kind === 'single') {
    onlyKeys(plan, ['kind'], where);
    return { kind };
  }
  if (kind !== 'instalments') throw new FieldError('paymentPlan.kind must be "single" or "instalments"');
  onlyKeys(plan, ['kind', 'count'], where);
  const count = requiredNumber(plan, 'count', where);
  if (!Number.isInteger(count) || count < 2) throw new FieldError('paymentPlan.count must be a whole number from 2');
  return { kind, count };
}
