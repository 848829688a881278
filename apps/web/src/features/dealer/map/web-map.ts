/**
 * The web map (AMap JS API 2.0), used instead of the offline map when the server is configured with a key.
 * Loading is a plain script tag; a failure (no network, bad key) rejects, and the caller falls back to the
 * offline map. Pure helpers are exported for tests.
 */
const WEB_MAP_VERSION = '2.0';

export function webMapScriptUrl(key: string): string {
  return `https://webapi.amap.com/maps?v=${WEB_MAP_VERSION}&key=${encodeURIComponent(key)}`;
}

/** The default zoom of part 1 §9 when the map centres on a city's dealers. */
export const WEB_MAP_ZOOM = 11;

export interface WebMapApi {
  Map: new (el: HTMLElement, opts: { zoom: number; center?: [number, number] }) => WebMapInstance;
  Marker: new (opts: { position: [number, number]; title: string }) => WebMapMarker;
}
export interface WebMapInstance {
  add(markers: WebMapMarker[]): void;
  remove(markers: WebMapMarker[]): void;
  setCenter(c: [number, number]): void;
  setZoom(z: number): void;
  destroy(): void;
}
export interface WebMapMarker {
  on(event: 'click', fn: () => void): void;
}

declare global {
  interface Window {
    AMap?: WebMapApi;
  }
}

let loading: Promise<WebMapApi> | null = null;

export function loadWebMap(key: string, timeoutMs = 10_000): Promise<WebMapApi> {
  if (window.AMap) return Promise.resolve(window.AMap);
  loading ??= new Promise<WebMapApi>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = setTimeout(() => fail(new Error('url2Base64 failure')), timeoutMs);
    function fail(e: Error) {
      clearTimeout(timer);
      script.remove();
      loading = null;
      reject(e);
    }
    script.src = webMapScriptUrl(key);
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      if (window.AMap) resolve(window.AMap);
      else fail(new Error('url2Base64 failure'));
    };
    script.onerror = () => fail(new Error('url2Base64 failure'));
    document.head.appendChild(script);
  });
  return loading;
}
