/** Any path containing memberStore redirects to /home when there is no auth cookie (part 1 §2). */
export function memberStoreGuard(pathname: string, hasTokenCookie: boolean): string | null {
  return pathname.includes('memberStore') && !hasTokenCookie ? '/home' : null;
}
