/**
 * AI scripts and videos (issue 21): the OpenAI-compatible chat-completions service used when AI_BASE_URL, AI_API_KEY
 * and AI_MODEL are all set (else the built-in rule-based writer), and the video render settings.
 */
export interface AigcConfig {
  /** The model service; null = the built-in local writer only. */
  openai: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | null;
  /** How often the render task looks for a queued video (seconds; 0 = no render worker on this instance). */
  renderEverySeconds: number;
  /** The frame of a rendered video (AIGC_VIDEO_SIZE, e.g. 1280x720). */
  width: number;
  height: number;
  /** A claimed render's lease: another worker takes it over when it is not extended in time (instance died). */
  leaseSeconds: number;
}

const num = (v: string | undefined, d: number) => {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isFinite(n) && n >= 0 ? n : d;
};

export function aigcSettings(env: NodeJS.ProcessEnv): AigcConfig {
  const baseUrl = (env.AI_BASE_URL || '').trim().replace(/\/$/, '');
  const apiKey = (env.AI_API_KEY || '').trim();
  const model = (env.AI_MODEL || '').trim();
  const size = /^(\d{3,4})x(\d{3,4})$/.exec(env.AIGC_VIDEO_SIZE || '') ?? [null, '1280', '720'];
  return {
    openai: baseUrl && apiKey && model ? { baseUrl, apiKey, model, timeoutMs: num(env.AI_TIMEOUT_MS, 20_000) } : null,
    renderEverySeconds: num(env.AIGC_RENDER_SECONDS, 2),
    width: Number(size[1]) - (Number(size[1]) % 2),
    height: Number(size[2]) - (Number(size[2]) % 2),
    leaseSeconds: num(env.AIGC_LEASE_SECONDS, 60),
  };
}
