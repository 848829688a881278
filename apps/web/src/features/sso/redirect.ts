/**
 * Where the sign-on page sends the user after login: the `redirect` address (same site only, default
 * /home) with `token=<token>` appended, which the product's token intake then stores.
 */
export function loginReturnUrl(redirect: string | null | undefined, token: string, origin: string): string {
  let url: URL;
  try {
    url = new URL(redirect || '/home', origin);
  } catch {
    url = new URL('/home', origin);
  }
  if (url.origin !== origin || url.pathname.startsWith('/sso')) url = new URL('/home', origin);
  url.searchParams.set('token', token);
  return url.href;
}

/** The product's /login hands over with its own redirect, else the home page. */
export function handoffTarget(redirect: string | null | undefined, origin: string): string {
  return redirect ? new URL(redirect, origin).href : `${origin}/home`;
}
