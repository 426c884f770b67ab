import { type ErrorCode, errorCodes, errorMessages } from '@drawline/contracts';
import type { ShedReason } from './shedding';

export interface AppErrorOptions {
  message?: string;
  /** Field errors; an error without a target counts as general. */
  errors?: { target?: string | null; code: string; message: string }[];
  /** A message code for the envelope's messages (REQUIRED for the two-factor elevation). */
  messageCode?: string;
  result?: unknown;
  headers?: Record<string, string>;
  /** A 503 refusal of new work under load: counted in the metrics, not logged as a failure (platform/shedding.ts). */
  shed?: ShedReason;
  /**
   * A fault of the shop's setup, not of the request (docs/decisions/347): what the operator must do,
   * logged once per process instead of every failed request's stack.
   */
  setupFault?: string;
}

/** A typed failure; the one error handler turns it into the envelope and the HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly options: AppErrorOptions;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? errorMessages[code]);
    this.name = 'AppError';
    this.code = code;
    this.status = errorCodes[code];
    this.options = options;
  }
}

export const notFound = (what: string) => new AppError('not_found', { message: `${what} was not found.` });
