/** Vehicle identification number: 17 characters, digits and capital letters except I, O and Q (ISO 3779). */
export const vinPattern = /^[A-HJ-NPR-Z0-9]{17}$/;

export const normalizeVin = (input: string): string => input.replace(/\s+/g, '').toUpperCase();
