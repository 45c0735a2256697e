import { onRequest } from 'firebase-functions/v2/https';
import { region } from './config.js';
import { routeApiRequest } from './http/api-router.js';

export const api = onRequest({ region, cors: false }, routeApiRequest);
