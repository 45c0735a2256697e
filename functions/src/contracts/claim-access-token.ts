/**
 * 32 random bytes, base64url: what proving a date of birth gives a guest for the next calls on a claim (kept per
 * tab). Free of Yup: the claim's page checks the token it kept before any of the claim's forms loads.
 */
export const claimAccessTokenPattern = /^[A-Za-z0-9_-]{43}$/;
