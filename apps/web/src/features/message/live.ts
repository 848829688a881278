/**
 * The tab's live connection to the message centre (part 1 §4 "Unread messages"): one WebSocket while logged in.
 * The server sends the unread count on open, each new message with the count, and an empty heartbeat every 120 s
 * (MESSAGE_HEARTBEAT_MS). When the connection is lost the tab tries again: first after a few seconds (spread, so
 * a restarted server is not hit by every tab at once), then every MESSAGE_RECONNECT_MS (300 s); a refusal for a
 * lost session stops it.
 */
import { MESSAGE_RECONNECT_MS, MESSAGE_SOCKET_CLOSE, MESSAGE_SOCKET_PATH, type MessageFrame } from '@portal/domain';

export interface LiveHandlers {
  onFrame(frame: MessageFrame): void;
}

/** The first retry waits 2–6 s; later ones MESSAGE_RECONNECT_MS. */
export function retryDelay(attempt: number, random = Math.random()): number {
  return attempt === 0 ? 2000 + Math.floor(random * 4000) : MESSAGE_RECONNECT_MS;
}

export function socketUrl(loc: { protocol: string; host: string }, token: string | null): string {
  const scheme = loc.protocol === 'https:' ? 'wss:' : 'ws:';
  const q = token ? `?token=${encodeURIComponent(token)}` : '';
  return `${scheme}//${loc.host}${MESSAGE_SOCKET_PATH}${q}`;
}

/** Opens the connection and keeps it; answers the stop. */
export function openLive(h: LiveHandlers): () => void {
  let ws: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let stopped = false;

  const connect = () => {
    if (stopped) return;
    // the session travels in its HttpOnly cookie, which the browser sends with the upgrade itself
    ws = new WebSocket(socketUrl(window.location, null));
    ws.onopen = () => (attempt = 0);
    ws.onmessage = (e) => {
      if (typeof e.data !== 'string' || e.data === '') return; // the empty heartbeat
      try {
        h.onFrame(JSON.parse(e.data) as MessageFrame);
      } catch {
        // not a frame of ours
      }
    };
    ws.onclose = (e) => {
      ws = null;
      if (stopped || e.code === MESSAGE_SOCKET_CLOSE.unauthorized) return;
      timer = setTimeout(connect, retryDelay(attempt++));
    };
  };
  connect();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    ws?.close();
  };
}
