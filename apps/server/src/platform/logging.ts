import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

/**
 * What the logs may hold (issue 7, hardening): no password or hash, no token or code, no whole
 * personal record. Three layers: requests are logged by method and a url whose secrets are
 * masked; errors by type, code and stack frames, never a database error's message, values or
 * cause; and pino's redaction masks the known secret fields of anything else logged.
 */

const MASK = '[redacted]';

/** Query parameters and body fields that are secrets wherever they appear. */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'passwordHash',
  'token',
  'accessToken',
  'refreshToken',
  'twoFactorToken',
  'challengeToken',
  'customerToken',
  'deviceToken',
  'otp',
  'secret',
  'pendingSecret',
  // A new staff member's first password and authenticator secret, answered once (docs/decisions/270).
  'firstPassword',
  'totpSecret',
  'codeHash',
  // Payments (docs/decisions/170, 175): a gateway's card token, Stripe's client secrets, a card's code.
  'gatewayToken',
  'clientSecret',
  'setupIntentClientSecret',
  'paymentIntentClientSecret',
  'csc',
] as const;

/**
 * Path segments that follow these segments are bearer secrets: single-use tokens (emailed and
 * partner links), an anonymous cart's token (2-shopping.md §7 /anon-cart/{ref}) and a lotto
 * party's invite token (/social/v3/group/token/{token}).
 */
const TOKEN_PATH_AFTER = new Set(['autologin', 'transfer', 'confirm-address', 'anon-cart', 'token']);
const SECRET_QUERY = new Set<string>([
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((f) => f.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)),
  'code',
  // A sign-in provider's round trip (OpenID Connect, ConnectID: decisions 403, 442) and a lotto
  // party's invite link (decision 426): each a bearer secret in the page's address.
  'state',
  'invite',
]);

/** The most of a url a log line keeps: a hostile 100 KB query string is cut, not written out. */
export const LOGGED_URL_MAX = 512;

/** The url with token path segments and secret query values masked, cut at LOGGED_URL_MAX characters. */
export function redactUrl(url: string): string {
  const masked = maskUrl(url);
  return masked.length > LOGGED_URL_MAX ? `${masked.slice(0, LOGGED_URL_MAX)}…[${masked.length} chars]` : masked;
}

function maskUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const segments = path.split('/');
  for (let i = 1; i < segments.length; i++) {
    if (TOKEN_PATH_AFTER.has(segments[i - 1]!.toLowerCase()) && segments[i]) segments[i] = MASK;
  }
  let out = segments.join('/');
  if (q >= 0) {
    const params = new URLSearchParams(url.slice(q + 1));
    for (const name of new Set(params.keys())) {
      if (SECRET_QUERY.has(name) || SECRET_QUERY.has(name.toLowerCase())) params.set(name, MASK);
    }
    out += `?${params.toString()}`;
  }
  return out;
}

/** Pino paths for the fields above, at the top and one level down, and the credential headers. */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.otp',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`]),
];

type LoggedError = {
  [key: string]: unknown;
  type: string;
  code?: string;
  /** SQLSTATE of a database error. */
  sqlState?: string;
  /** The statement of a failed query: placeholders only, the values are never logged. */
  query?: string;
  message: string;
  stack: string;
};

/** Drizzle wraps the driver's error: the SQLSTATE sits on the cause. */
function databaseErrorOf(err: Record<string, unknown>): { sqlState?: string; query?: string } | undefined {
  const cause = err.cause as Record<string, unknown> | undefined;
  const isQueryError = err.name === 'DrizzleQueryError' || 'params' in err;
  const sqlState =
    (typeof err.severity === 'string' && typeof err.code === 'string' && err.code) ||
    (cause && typeof cause.code === 'string' && typeof cause.severity === 'string' ? cause.code : undefined);
  if (!isQueryError && !sqlState) return undefined;
  return { sqlState: sqlState || undefined, query: typeof err.query === 'string' ? err.query : undefined };
}

/** The frames of a stack without its first line (which repeats the message). */
function framesOf(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 20)
    .join('\n');
}

/**
 * The error serializer: what helps find the bug, and nothing of the data. A database error
 * carries the statement's parameters (a whole customer row on an insert) in its message, its
 * `params` and its cause's detail, so of it only the code and the statement are kept.
 */
export function serializeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'not an Error', stack: '' };
  const err = error as unknown as Record<string, unknown>;
  const db = databaseErrorOf(err);
  const out: LoggedError = {
    type: error.name || error.constructor?.name || 'Error',
    message: db ? 'A database statement failed (its values are not logged).' : error.message.slice(0, 500),
    stack: framesOf(error.stack),
  };
  if (typeof err.code === 'string') out.code = err.code;
  if (db) {
    out.sqlState = db.sqlState;
    if (db.query) out.query = db.query;
  }
  return out;
}

/** A request as the log shows it: no headers, the url masked. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** Pino options for Fastify's logger. */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    ...(stream && { stream }),
    redact: { paths: redactPaths, censor: MASK },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
  };
}

type LogArgs = Parameters<FastifyBaseLogger['info']>;
type LevelValues = Record<string, number>;

/**
 * Fastify's per-request logger (`childLoggerFactory`), made on the first line logged at a level
 * that is on (issue 12): making a pino child runs its redaction over the bindings, about a tenth
 * of the CPU of a kept answer, while at the default `warn` most requests log nothing at all.
 * Every line still carries the request's bindings (its id). A class, so that a request makes one
 * object and no functions.
 */
class LazyChildLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly opts: ChildLoggerOptions,
    private readonly values: LevelValues,
  ) {}

  private real(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.opts);
    return this.made;
  }

  private on(level: string): boolean {
    if (this.made) return true;
    const threshold = this.values[String(this.opts.level ?? this.parent.level)] ?? Number.POSITIVE_INFINITY;
    return (this.values[level] ?? 0) >= threshold;
  }

  get level(): string {
    return this.made ? this.made.level : String(this.opts.level ?? this.parent.level);
  }

  set level(level: string) {
    this.real().level = level;
  }

  fatal(...args: LogArgs): void {
    if (this.on('fatal')) this.real().fatal(...args);
  }
  error(...args: LogArgs): void {
    if (this.on('error')) this.real().error(...args);
  }
  warn(...args: LogArgs): void {
    if (this.on('warn')) this.real().warn(...args);
  }
  info(...args: LogArgs): void {
    if (this.on('info')) this.real().info(...args);
  }
  debug(...args: LogArgs): void {
    if (this.on('debug')) this.real().debug(...args);
  }
  trace(...args: LogArgs): void {
    if (this.on('trace')) this.real().trace(...args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }
}

export function lazyChildLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  opts: ChildLoggerOptions,
): FastifyBaseLogger {
  const values = (parent as { levels?: { values?: LevelValues } }).levels?.values;
  if (!values) return parent.child(bindings, opts);
  return new LazyChildLogger(parent, bindings, opts, values) as unknown as FastifyBaseLogger;
}
