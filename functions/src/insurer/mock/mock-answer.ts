import type { InsurerError } from '../insurer-api.js';

/** An operation's answer before the server writes it: a status and a JSON body. */
export interface MockAnswer {
  status: number;
  body: object;
}

export function errorAnswer(status: number, errorCode: InsurerError['errorCode'], message: string): MockAnswer {
  const body: InsurerError = { responseStatus: 'error', errorCode, message };
  return { status, body };
}
