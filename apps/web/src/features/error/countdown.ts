/** The 404 countdown: starts at 3, drops each second, redirects home once below 0. */
export const NOT_FOUND_COUNTDOWN_S = 3;

export function countdownStep(n: number): { next: number; redirect: boolean } {
  const next = n - 1;
  return { next, redirect: next < 0 };
}
