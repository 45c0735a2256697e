import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderNumberPattern } from '../contracts/get-order-status.js';
import { hr01ControlDigit, orderNumberOfSlipReference, slipReferenceOf } from './slip-reference.js';

const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const orderNumbers = fc
  .array(fc.constantFrom(...crockford), { minLength: 10, maxLength: 10 })
  .map((characters) => `AO-${characters.join('')}`);

describe('hr01ControlDigit', () => {
  it('gives the control digit of the published example, 2020-789-1', () => {
    expect(hr01ControlDigit('2020789')).toBe(1);
  });

  it('weights the digits 2, 3, 4… from the right, without a cycle', () => {
    // 1 × 2 = 2, and 11 − 2 = 9.
    expect(hr01ControlDigit('1')).toBe(9);
    // The eleventh digit from the right weighs 12: 12 mod 11 = 1, and 11 − 1 = 10 is written 0. A cycle of 2…7
    // would weigh it 6 and give 5.
    expect(hr01ControlDigit('10000000000')).toBe(0);
    // The twelfth weighs 13: 13 mod 11 = 2, and 11 − 2 = 9 (a cycle would give 4).
    expect(hr01ControlDigit('100000000000')).toBe(9);
  });

  it('writes 11 (a remainder of 0) and 10 (a remainder of 1) as 0', () => {
    expect(hr01ControlDigit('0000')).toBe(0);
    // 3 × 2 + 4 × 3 + 1 × 4 = 22, a remainder of 0.
    expect(hr01ControlDigit('143')).toBe(0);
    // 6 × 2 = 12, a remainder of 1.
    expect(hr01ControlDigit('6')).toBe(0);
  });

  it('refuses anything but digits', () => {
    expect(() => hr01ControlDigit('12-34')).toThrow(RangeError);
    expect(() => hr01ControlDigit('')).toThrow(RangeError);
  });
});

describe('slipReferenceOf', () => {
  it('writes the order number as 16 digits in groups of 4 and 12, then its control digit', () => {
    // ZZZZZZZZZZ is 2^50 − 1 = 1125899906842623; the smallest order number is 1.
    expect(slipReferenceOf('AO-ZZZZZZZZZZ')).toBe('1125-899906842623-7');
    expect(slipReferenceOf('AO-0000000001')).toBe('0000-000000000001-9');
    expect(slipReferenceOf('AO-0000000000')).toBe('0000-000000000000-0');
  });

  it('is 19 characters of HR01 form for any order number, its last digit the control digit of the others', () => {
    fc.assert(
      fc.property(orderNumbers, (orderNumber) => {
        const reference = slipReferenceOf(orderNumber);
        expect(reference).toMatch(/^\d{4}-\d{12}-\d$/);
        const digits = reference.replaceAll('-', '');
        expect(Number(digits.slice(-1))).toBe(hr01ControlDigit(digits.slice(0, -1)));
      }),
    );
  });

  it('refuses what is not an order number', () => {
    for (const notOne of ['AO-000000000', 'AO-00000000000', 'AO-0000000O00', 'ao-0000000000', 'XX-0000000000']) {
      expect(() => slipReferenceOf(notOne)).toThrow(RangeError);
    }
  });
});

describe('orderNumberOfSlipReference', () => {
  it('gives back the order number of any reference made from one', () => {
    fc.assert(
      fc.property(orderNumbers, (orderNumber) => {
        expect(orderNumberOfSlipReference(slipReferenceOf(orderNumber))).toBe(orderNumber);
      }),
    );
  });

  it('gives different orders different references', () => {
    fc.assert(
      fc.property(orderNumbers, orderNumbers, (one, other) => {
        fc.pre(one !== other);
        expect(slipReferenceOf(one)).not.toBe(slipReferenceOf(other));
      }),
    );
  });

  it('reads the reference as banks report it: with HR01 before it, spaces around it, or neither', () => {
    const reference = slipReferenceOf('AO-7K3M9Q2XWB');
    expect(reference).toBe('0267-306205804427-9');
    for (const reported of [reference, `HR01 ${reference}`, `HR01${reference}`, `  hr01  ${reference} \n`]) {
      expect(orderNumberOfSlipReference(reported)).toBe('AO-7K3M9Q2XWB');
    }
  });

  it('refuses a reference whose control digit is changed', () => {
    fc.assert(
      fc.property(orderNumbers, fc.integer({ min: 1, max: 9 }), (orderNumber, shift) => {
        const reference = slipReferenceOf(orderNumber);
        const control = (Number(reference.slice(-1)) + shift) % 10;
        expect(orderNumberOfSlipReference(reference.slice(0, -1) + String(control))).toBeNull();
      }),
    );
  });

  // MOD 11 INI has two blind spots: the digit it weighs 11 (the seventh of the sixteen), and a change that moves the
  // remainder between 0 and 1, both of which give 0. A control digit other than 0 has neither of the second.
  it('refuses a reference with any other digit changed, but for the blind spots of MOD 11 INI', () => {
    const weighedEleven = 7;
    fc.assert(
      fc.property(orderNumbers, fc.nat(), fc.integer({ min: 1, max: 9 }), (orderNumber, position, shift) => {
        const reference = slipReferenceOf(orderNumber);
        fc.pre(!reference.endsWith('0'));
        const digitPositions = [...reference.slice(0, -2)].flatMap((character, index) =>
          character === '-' || index === weighedEleven ? [] : [index],
        );
        const index = digitPositions[position % digitPositions.length] ?? 0;
        const changed = String((Number(reference[index]) + shift) % 10);
        const mistyped = reference.slice(0, index) + changed + reference.slice(index + 1);
        expect(orderNumberOfSlipReference(mistyped)).toBeNull();
      }),
    );
    // The blind spot itself: the same control digit, another order.
    const reference = slipReferenceOf('AO-7K3M9Q2XWB');
    const mistyped = `${reference.slice(0, weighedEleven)}${(Number(reference[weighedEleven]) + 1) % 10}${reference.slice(weighedEleven + 1)}`;
    expect(orderNumberOfSlipReference(mistyped)).not.toBeNull();
    expect(orderNumberOfSlipReference(mistyped)).not.toBe('AO-7K3M9Q2XWB');
  });

  it('refuses what is not a reference of ours', () => {
    for (const notOurs of [
      '',
      'HR01',
      '2020-789-1',
      '0267306205804427-9',
      '0267-306205804427',
      '0267-306205804427-9-1',
      'HR00 0267-306205804427-9',
      'HR01 0267 306205804427 9',
      // Above 2^50 − 1, with a valid control digit: no order number is that large.
      `9999-999999999999-${hr01ControlDigit('9999999999999999')}`,
    ]) {
      expect(orderNumberOfSlipReference(notOurs), notOurs).toBeNull();
    }
  });

  it('gives only order numbers', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{4}-\d{12}-\d$/), (reference) => {
        const orderNumber = orderNumberOfSlipReference(reference);
        if (orderNumber !== null) expect(orderNumber).toMatch(orderNumberPattern);
      }),
    );
  });
});
