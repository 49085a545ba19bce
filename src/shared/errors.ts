/** Error codes shared by the API and the client. Every error response is `{ message, code }`. */
export const errorCodes = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'INSUFFICIENT_CREDITS',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const statusByCode: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INSUFFICIENT_CREDITS: 402,
  INTERNAL: 500,
};

export interface ErrorBody {
  message: string;
  code: ErrorCode;
  /** For VALIDATION_FAILED: the dotted path of the first offending field. */
  field?: string;
}
