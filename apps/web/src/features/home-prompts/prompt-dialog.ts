import type { ProtocolAction, ProtocolItem } from '@portal/domain';

/** A prompt of the post-login chain on screen, and how its answer goes back to the chain. */
export type Dialog =
  | {
      kind: 'tip';
      name: string;
      title: string;
      content: string;
      okText: string;
      cancelText?: string | undefined;
      resolve(ok: boolean): void;
    }
  | { kind: 'protocols'; name: string; title: string; list: ProtocolItem[]; resolve(a: ProtocolAction): void };
