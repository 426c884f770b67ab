/**
 * The error catalogue: every code the platform answers, with its HTTP status.
 * One table, read by the server's error handler and by the web's API client.
 */
export const errorCodes = {
  bad_request: 400,
  validation_failed: 400,
  malformed_json: 400,
  unsupported_version: 400,
  unsupported_media_type: 415,
  unauthorised: 401,
  forbidden: 403,
  not_found: 404,
  route_not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unprocessable: 422,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorCodes;

export const errorMessages: Record<ErrorCode, string> = {
  bad_request: 'The request could not be understood.',
  validation_failed: 'Some fields are not valid.',
  malformed_json: 'The request body is not valid JSON.',
  unsupported_version: 'This version of the call is not supported.',
  unsupported_media_type: 'This content type is not supported.',
  unauthorised: 'Sign in to continue.',
  forbidden: 'You are not allowed to do that.',
  not_found: 'Not found.',
  route_not_found: 'There is no such call.',
  method_not_allowed: 'This method is not allowed here.',
  conflict: 'That conflicts with the current state.',
  payload_too_large: 'The request is too large.',
  unprocessable: 'The request cannot be processed.',
  rate_limited: 'Too many requests. Please wait a moment and try again.',
  internal_error: 'Something went wrong',
  service_unavailable: 'The service is unavailable. Please try again soon.',
};
