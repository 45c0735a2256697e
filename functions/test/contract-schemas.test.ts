import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import type { SchemaDescription } from 'yup';
import { fieldErrors } from '../src/contracts/field-rules.js';
import { ibanErrors } from '../src/contracts/iban.js';
import { passwordErrors } from '../src/contracts/password-rules.js';
import { detailsErrors } from '../src/contracts/policyholder.js';

/**
 * Rules every contract schema keeps, found by walking all of them, so a contract added later keeps them too: each text
 * field says whether it is one line or may hold lines, and a refusal names a reason key, never text from the input.
 * Needs no emulator.
 */
const contractsDir = new URL('../src/contracts/', import.meta.url);

/** Every Yup schema the contracts export (request schemas and their parts), by module and name. */
const contractSchemas = async () => {
  const modules = readdirSync(contractsDir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const schemas: [string, yup.Schema][] = [];
  for (const file of modules) {
    const exported = (await import(
      /* @vite-ignore */ `${contractsDir.href}${file.slice(0, -'.ts'.length)}.js`
    )) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exported))
      if (yup.isSchema(value)) schemas.push([`${file} ${name}`, value as yup.Schema]);
  }
  return schemas;
};

type Described = SchemaDescription & {
  fields?: Record<string, Described>;
  innerType?: Described;
};

/** Path → description of every string a schema accepts, arrays' items included. */
function stringFields(description: Described, path = ''): [string, Described][] {
  if (description.type === 'string') return [[path, description]];
  if (description.fields)
    return Object.entries(description.fields).flatMap(([key, field]) =>
      stringFields(field, path ? `${path}.${key}` : key),
    );
  if (description.innerType) return stringFields(description.innerType, `${path}[0]`);
  return [];
}

/** A value of the schema's shape with `leaf` at every field, so each field can be given a wrong value in turn. */
function skeleton(description: Described): unknown {
  if (description.fields)
    return Object.fromEntries(Object.entries(description.fields).map(([key, field]) => [key, skeleton(field)]));
  if (description.innerType) return [skeleton(description.innerType)];
  return 'x';
}

function withValueAt(value: unknown, path: string[], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) return [withValueAt(value[0], rest, replacement)];
  const object = value as Record<string, unknown>;
  return { ...object, [head]: withValueAt(object[head], rest, replacement) };
}

function leafPaths(description: Described, path: string[] = []): string[][] {
  if (description.fields)
    return Object.entries(description.fields).flatMap(([key, field]) => leafPaths(field, [...path, key]));
  if (description.innerType) return leafPaths(description.innerType, [...path, '0']);
  return [path];
}

const errorMessages = (schema: yup.Schema, value: unknown): string[] => {
  try {
    schema.validateSync(value, { strict: true, abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    return error.inner.length > 0 ? error.inner.map((issue) => issue.message) : [error.message];
  }
};

describe('every contract schema', () => {
  it('says of every text field whether it is one line or may hold lines, and only a message may', async () => {
    const undeclared: string[] = [];
    const multiline: string[] = [];
    for (const [name, schema] of await contractSchemas()) {
      for (const [path, field] of stringFields(schema.describe() as Described)) {
        const tests = field.tests.map((test) => test.name);
        if (tests.includes('multi-line')) multiline.push(`${name} ${path}`);
        else if (!tests.includes('single-line')) undeclared.push(`${name} ${path}`);
      }
    }
    expect(undeclared).toEqual([]);
    expect(multiline).toEqual([
      // A driver's words on the accident statement: the damage seen, their remarks, why they will not sign.
      'accident-statement.ts statementSideSchema damage',
      'accident-statement.ts statementSideSchema remarks',
      // What support staff write in the console: a claim's note, a refund's reason, a banner's text, an inbox item's note,
      // why a bank credit was sent back or applied.
      'admin-bank-credit-action.ts adminBankCreditActionRequestSchema reason',
      'admin-claim-action.ts adminClaimActionRequestSchema note',
      'admin-order-action.ts adminOrderActionRequestSchema reason',
      'admin-save-banner.ts adminSaveBannerRequestSchema html',
      'admin-save-banner.ts adminSaveBannerRequestSchema htmlEn',
      'admin-update-inbox-item.ts adminUpdateInboxItemRequestSchema note',
      // Why a driver disputes the insurer's offer on their claim.
      'answer-claim-offer.ts answerClaimOfferRequestSchema reason',
      'contact-us-sendgrid.ts contactFormSchema message',
      'contact-us-sendgrid.ts contactRequestSchema data.message',
      'save-accident-side.ts saveAccidentSideRequestSchema side.damage',
      'save-accident-side.ts saveAccidentSideRequestSchema side.remarks',
      'sign-accident-statement.ts signAccidentStatementRequestSchema reason',
    ]);
  });

  it('answers only reason keys, never text built from the input, whatever a field is given', async () => {
    const keys = new Set<string>([
      ...Object.values(fieldErrors),
      ...Object.values(ibanErrors),
      ...Object.values(detailsErrors),
      ...Object.values(passwordErrors),
    ]);
    const wrong = [123, -1.5, true, null, {}, [], 'x'.repeat(300), '\n', '', '__proto__'];
    const unknown = new Set<string>();
    for (const [, schema] of await contractSchemas()) {
      const description = schema.describe() as Described;
      const base = skeleton(description);
      const values = [
        ...[undefined, null, 'x', 42, [], base],
        ...leafPaths(description).flatMap((path) => wrong.map((value) => withValueAt(base, path, value))),
      ];
      for (const value of values)
        for (const message of errorMessages(schema, value)) if (!keys.has(message)) unknown.add(message);
    }
    expect([...unknown]).toEqual([]);
  });
});
