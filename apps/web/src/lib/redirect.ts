/**
 * A `?redirect=` value is only followed when it is a path inside this app: an address like
 * `//evil.example` or `https://…` would turn the login page into an open redirect.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** `/login?redirect=…` and friends: the same path, carrying where to return to when there is one. */
export function withRedirect(path: string, redirect: string | null): string {
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}
