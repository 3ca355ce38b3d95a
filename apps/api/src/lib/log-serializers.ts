type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  headers?: Record<string, string | string[] | undefined>;
  socket?: { remotePort?: number };
};

/**
 * Emailed links carry their secret in the query (`/api/v1/auth/confirm-email?token=…`,
 * `/auth/reset-password-verification?token=…`), and every request's URL is logged: the values of
 * such parameters are replaced before the line is written.
 */
export function urlWithoutSecrets(url: string): string {
  return url.replace(/([?&](?:token|code|refresh_token)=)[^&#]*/gi, '$1[redacted]');
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Fastify's own request serializer, with the URL's secrets taken out. */
export const logSerializers = {
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
