/** Body of every error answered by the `api` function. `errorCode` is stable; `message` is for logs, not for users. */
export interface ApiErrorBody {
  success: false;
  errorCode: 'not-found' | 'method-not-allowed' | 'invalid-argument' | 'internal';
  message: string;
}
