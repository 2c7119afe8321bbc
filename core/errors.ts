// One error class with a closed set of codes; the server's one error handler maps codes to HTTP
// statuses, and the API client rebuilds the same class from the JSON answer.

export const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  validation: 422,
  too_many_requests: 429,
  internal: 500,
  /** The server's disk is full: nothing was saved (issue 26). */
  insufficient_storage: 507,
  /** The server is stopping and did not start this request: safe to send again. */
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof errorStatus;

/** Field errors as on the wire: {"field": ["message", ...]}. */
export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly fullMessages?: string[],
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return errorStatus[this.code];
  }

  static validation(fieldErrors: FieldErrors, fullMessages: string[]): AppError {
    return new AppError('validation', fullMessages.join('; ') || 'Ошибка проверки данных', fieldErrors, fullMessages);
  }
}
