type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  headers?: Record<string, string | string[] | undefined>;
  socket?: { remotePort?: number };
};

/** A public link's address is its only secret (/r/{slug}, /r/{slug}/pdf): logged without it. */
const PUBLIC_LINK_PATH = /^\/r\/[^/?#]*/;

/**
 * Emailed links carry their secret in the query (`/api/v1/auth/confirm-email?token=…`,
 * `/auth/reset-password-verification?token=…`), and every request's URL is logged: the values of
 * such parameters are replaced before the line is written, as is a public link's slug.
 */
export function urlWithoutSecrets(url: string): string {
  return url
    .replace(/([?&](?:token|code|refresh_token)=)[^&#]*/gi, '$1[redacted]')
    .replace(PUBLIC_LINK_PATH, '/r/:slug');
}

/**
 * Secrets never reach the log, whatever is handed to it: headers that carry credentials, and any
 * field named like a password, token or hash (one level down too), should an object holding one
 * ever be logged whole.
 */
const SECRET_FIELDS = [
  'password',
  'new_password',
  'confirm_password',
  'current_password',
  'passwordHash',
  'password_hash',
  'access_token',
  'refresh_token',
  'token',
  'tokenHash',
];
export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
];

/**
 * What of an unexpected error may be logged: its kind, first message line and stack frames. Query
 * errors carry the statement's parameters (resume contents, emails, hashes) in their message and
 * fields, and those never reach the log.
 */
export function loggableError(error: Error & { code?: string; cause?: unknown }) {
  const firstLine = (text: string) =>
    text
      .split('\n')[0]
      ?.replace(/params:.*$/, '')
      .trim() ?? '';
  const cause = error.cause instanceof Error ? error.cause : undefined;
  return {
    type: error.name,
    code: error.code,
    message: firstLine(error.message),
    cause: cause ? `${cause.name}: ${firstLine(cause.message)}` : undefined,
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, 8)
      .join('\n'),
  };
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Fastify's own request serializer, with the URL's secrets taken out; errors (`{ err }`) as
 * `loggableError` has them, whoever logs one.
 */
export const logSerializers = {
  err(error: Error) {
    const isError = typeof error === 'object' && error !== null && typeof error.message === 'string';
    return isError ? loggableError(error) : { type: typeof error, message: String(error), stack: '' };
  },
  req(request: LoggedRequest) {
    return {
      method: request.method,
      url: urlWithoutSecrets(request.url),
      version: header(request.headers?.['accept-version']),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
