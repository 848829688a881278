/**
 * Script writers behind one interface: the built-in rule-based writer (local-writer.ts, the default) and an
 * OpenAI-compatible chat-completions model (openai-writer.ts) when AI_BASE_URL, AI_API_KEY and AI_MODEL are set.
 * A writer sees only the facts of the products the requesting account may see (its own prices) and that account's
 * own words; nothing of other accounts and none of the server's settings ever reaches it.
 */
import type { AigcFactProduct, AigcProvider } from '@portal/domain';

/** A product's facts as the writer may say them (the domain's checker reads the same), with its category. */
export interface ProductFacts extends AigcFactProduct {
  category: string | null;
}

export interface ScriptRequest {
  products: ProductFacts[];
  scene: string;
  style: string;
  lengthSeconds: number;
  note: string;
  /** Varies the phrasing between sessions (the session id). */
  seed: number;
}

/** A writer's failure the page can act on (offer the local writer). */
export class ProviderError extends Error {
  constructor(readonly kind: 'providerTimeout' | 'providerFailed' | 'providerGarbage') {
    super(kind);
  }
}

export interface ScriptWriter {
  readonly provider: AigcProvider;
  /** The script in pieces as they are written; stops when `signal` aborts. */
  write(req: ScriptRequest, signal: AbortSignal): AsyncIterable<string>;
}

/** Text that may be shown and stored: no control characters but newlines. */
// eslint-disable-next-line no-control-regex -- control characters are what it removes
export const cleanText = (s: string) => s.replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '');
