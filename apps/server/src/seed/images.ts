/**
 * Product pictures drawn locally: one stylised SVG per product shape (a bullet camera, a recorder,
 * a switch, a barrier gate...), plus one small colour brochure (PDF) per shape. No external URLs.
 * Files: <dir>/<shape>.svg and <dir>/brochures/<shape>.pdf, served at /static/products/.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export const PRODUCT_URL_BASE = '/static/products';

export const pictureUrl = (shape: string) => `${PRODUCT_URL_BASE}/${shape}.svg`;
export const brochureUrl = (shape: string) => `${PRODUCT_URL_BASE}/brochures/${shape}.pdf`;

const BODY = '#f4f6f8';
const EDGE = '#8a96a3';
const DARK = '#2b3440';
const GLASS = '#1d2633';
const ACCENT = '#e4572e';
const BLUE = '#2f80ed';
const GREEN = '#27ae60';

const rect = (x: number, y: number, w: number, h: number, fill = BODY, rx = 8, stroke = EDGE) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" stroke="${stroke}" stroke-width="3"/>`;
const circle = (cx: number, cy: number, r: number, fill = GLASS, stroke = EDGE) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" stroke="${stroke}" stroke-width="3"/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill = BODY) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" stroke="${EDGE}" stroke-width="3"/>`;
const poly = (pts: string, fill = BODY) =>
  `<polygon points="${pts}" fill="${fill}" stroke="${EDGE}" stroke-width="3" stroke-linejoin="round"/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke = EDGE, w = 3) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round"/>`;
const pathD = (d: string, fill = 'none', stroke = EDGE, w = 3) =>
  `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="${w}" stroke-linejoin="round"/>`;
const text = (x: number, y: number, s: string, size = 14, fill = DARK, anchor = 'middle') =>
  `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}" text-anchor="${anchor}" font-family="Arial, 'PingFang SC', 'Microsoft YaHei', sans-serif" font-weight="bold">${s}</text>`;
const lens = (cx: number, cy: number, r: number) =>
  circle(cx, cy, r, GLASS) +
  circle(cx, cy, r * 0.55, '#0b1016', '#3a4654') +
  circle(cx - r * 0.25, cy - r * 0.25, r * 0.15, '#ffffff55', 'none');
const leds = (x: number, y: number, n: number, gap = 14) =>
  Array.from({ length: n }, (_, i) =>
    circle(x + i * gap, y, 3.5, i === 0 ? GREEN : i % 3 === 0 ? ACCENT : BLUE, 'none'),
  ).join('');
const ports = (x: number, y: number, n: number, w = 14, h = 11, gap = 4, rows = 1) =>
  Array.from({ length: n * rows }, (_, i) =>
    rect(x + (i % n) * (w + gap), y + Math.floor(i / n) * (h + gap), w, h, '#3a4654', 2, '#1d2633'),
  ).join('');
const grid = (x: number, y: number, cols: number, rows: number, cw: number, ch: number, fill: string) =>
  Array.from({ length: cols * rows }, (_, i) =>
    rect(x + (i % cols) * cw, y + Math.floor(i / cols) * ch, cw - 4, ch - 4, fill, 3, '#1d2633'),
  ).join('');
const logo = (x: number, y: number, size = 12) => text(x, y, 'HY', size, ACCENT);

/** A 19-inch rack device seen from the front. */
function rackBox(u: number, inner: string): string {
  const h = 44 * u;
  const y = 200 - h / 2;
  return (
    rect(40, y, 320, h, '#e9edf1', 6) +
    rect(28, y, 16, h, '#cfd6dd', 3) +
    rect(356, y, 16, h, '#cfd6dd', 3) +
    inner +
    logo(75, y + 22)
  );
}

const SHAPES: Record<string, () => string> = {
  'camera-bullet': () =>
    poly('70,150 300,150 330,135 330,215 300,200 70,200', BODY) +
    rect(60, 140, 260, 16, '#dfe4ea', 6) +
    lens(320, 175, 22) +
    rect(150, 200, 26, 60, '#dfe4ea', 4) +
    rect(110, 255, 110, 22, '#dfe4ea', 6) +
    logo(110, 182),
  'camera-tube': () =>
    rect(80, 140, 220, 80, BODY, 40) +
    rect(270, 132, 60, 96, '#dfe4ea', 14) +
    lens(300, 180, 26) +
    rect(150, 220, 30, 50, '#dfe4ea', 4) +
    ellipse(165, 280, 60, 14, '#dfe4ea') +
    logo(140, 186),
  'camera-dome': () =>
    ellipse(200, 250, 130, 28, '#dfe4ea') +
    pathD('M90 245 A110 110 0 0 1 310 245 Z', '#2b344066', EDGE) +
    pathD('M110 245 A90 95 0 0 1 290 245', 'none', '#ffffff88', 4) +
    lens(200, 200, 30) +
    logo(200, 272),
  'camera-turret': () =>
    ellipse(200, 270, 120, 24, '#dfe4ea') +
    pathD('M100 265 A100 100 0 0 1 300 265 Z', BODY) +
    circle(200, 200, 62, '#eef1f4') +
    lens(200, 200, 30) +
    logo(200, 255),
  'camera-ptz': () =>
    rect(150, 50, 100, 24, '#dfe4ea', 4) +
    rect(180, 70, 40, 40, '#dfe4ea', 4) +
    rect(130, 105, 140, 60, BODY, 20) +
    pathD('M115 160 A85 95 0 0 0 285 160 Z', '#2b3440cc', EDGE) +
    lens(200, 200, 26) +
    circle(150, 190, 8, ACCENT, 'none') +
    circle(250, 190, 8, ACCENT, 'none') +
    logo(200, 140),
  'camera-panoramic': () =>
    ellipse(200, 240, 150, 40, '#dfe4ea') +
    pathD('M60 235 Q200 120 340 235 Z', BODY) +
    lens(120, 215, 18) +
    lens(175, 200, 18) +
    lens(230, 200, 18) +
    lens(285, 215, 18) +
    rect(185, 100, 30, 60, '#dfe4ea', 4) +
    logo(200, 262),
  'camera-fisheye': () =>
    circle(200, 200, 120, '#eef1f4') +
    circle(200, 200, 95, BODY) +
    circle(200, 200, 55, GLASS) +
    circle(200, 200, 30, '#0b1016') +
    leds(150, 280, 8) +
    logo(200, 130, 16),
  'camera-thermal': () =>
    rect(70, 130, 250, 100, BODY, 18) +
    rect(60, 120, 270, 20, '#dfe4ea', 8) +
    circle(285, 180, 32, '#6b4226', EDGE) +
    circle(285, 180, 18, '#f2994a', 'none') +
    lens(215, 180, 18) +
    rect(160, 230, 30, 40, '#dfe4ea', 4) +
    ellipse(175, 278, 55, 12, '#dfe4ea') +
    logo(110, 165),
  'camera-solar': () =>
    line(200, 120, 200, 360, '#8a96a3', 10) +
    poly('70,60 240,60 270,130 100,130', '#1f4e8c') +
    grid(90, 68, 5, 2, 33, 30, '#2f6fc2') +
    rect(170, 150, 120, 60, BODY, 28) +
    lens(275, 180, 20) +
    rect(150, 220, 100, 70, '#dfe4ea', 8) +
    text(200, 262, '4G', 22, BLUE),
  'camera-face': () =>
    poly('70,150 290,150 320,135 320,215 290,200 70,200', BODY) +
    lens(310, 175, 22) +
    rect(150, 200, 26, 60, '#dfe4ea', 4) +
    rect(110, 255, 110, 22, '#dfe4ea', 6) +
    circle(130, 100, 26, 'none', BLUE) +
    pathD('M112 104 Q130 122 148 104', 'none', BLUE) +
    logo(110, 182),
  'camera-lpr': () =>
    rect(60, 140, 260, 70, BODY, 14) +
    lens(300, 175, 24) +
    rect(60, 120, 270, 24, '#dfe4ea', 6) +
    rect(150, 210, 30, 50, '#dfe4ea', 4) +
    rect(90, 280, 150, 46, '#1f4e8c', 6, '#fff') +
    text(165, 312, '京A·12345', 22, '#fff'),
  'recorder-nvr': () =>
    rackBox(2, '') + leds(110, 200, 6) + rect(230, 180, 110, 30, '#cfd6dd', 4) + text(285, 201, 'NVR', 16, DARK),
  'recorder-dvr': () =>
    rackBox(2, '') + leds(110, 200, 6) + rect(230, 180, 110, 30, '#cfd6dd', 4) + text(285, 201, 'DVR', 16, DARK),
  'recorder-hybrid': () =>
    rackBox(2, '') + leds(110, 200, 6) + rect(230, 180, 110, 30, '#cfd6dd', 4) + text(285, 201, 'HVR', 16, DARK),
  disk: () =>
    rect(90, 80, 220, 260, '#c5ccd3', 10) +
    rect(110, 100, 180, 170, '#9aa5b1', 10) +
    circle(200, 185, 60, '#dfe4ea') +
    circle(200, 185, 12, '#7d8793') +
    line(200, 185, 260, 240, DARK, 6) +
    rect(110, 285, 180, 30, '#6e7a87', 4) +
    text(200, 306, 'SATA', 16, '#fff'),
  'disk-array': () => rect(40, 120, 320, 160, '#e9edf1', 6) + grid(60, 135, 6, 4, 48, 34, '#9aa5b1') + logo(340, 270),
  'switch-poe': () => rackBox(1, '') + ports(120, 186, 12, 14, 11, 4, 2) + text(345, 196, 'PoE', 12, ACCENT, 'end'),
  'switch-core': () =>
    rect(80, 60, 240, 280, '#e9edf1', 8) +
    grid(95, 75, 1, 6, 210, 40, '#cfd6dd') +
    ports(110, 84, 10, 14, 10, 4) +
    ports(110, 124, 10, 14, 10, 4) +
    ports(110, 164, 10, 14, 10, 4) +
    rect(95, 315, 210, 16, '#6e7a87', 3) +
    logo(300, 330),
  'switch-industrial': () =>
    rect(130, 70, 140, 260, '#9aa5b1', 8) +
    rect(145, 90, 110, 220, '#cfd6dd', 6) +
    ports(160, 120, 2, 30, 22, 10, 4) +
    rect(160, 260, 80, 24, '#3a4654', 3) +
    leds(165, 100, 5) +
    logo(200, 320),
  'switch-access': () =>
    rect(50, 160, 300, 80, '#e9edf1', 10) + ports(80, 190, 12, 16, 14, 4) + leds(80, 178, 8, 12) + logo(330, 230),
  'access-terminal': () =>
    rect(130, 60, 140, 280, '#2b3440', 16) +
    rect(150, 85, 100, 70, '#4a6fa5', 6) +
    grid(155, 170, 3, 4, 30, 26, '#dfe4ea') +
    circle(200, 300, 18, '#dfe4ea') +
    logo(200, 330),
  'face-terminal': () =>
    rect(120, 40, 160, 300, '#2b3440', 18) +
    rect(135, 80, 130, 200, '#3c6fb0', 8) +
    circle(200, 60, 9, GLASS, '#8a96a3') +
    circle(200, 165, 40, 'none', '#ffffffcc') +
    pathD('M175 175 Q200 200 225 175', 'none', '#fff') +
    rect(150, 300, 100, 25, '#1d2633', 6) +
    logo(200, 318),
  'card-reader': () =>
    rect(145, 70, 110, 260, '#2b3440', 22) +
    circle(200, 140, 34, 'none', BLUE) +
    circle(200, 140, 20, 'none', BLUE) +
    grid(160, 200, 3, 4, 27, 26, '#56606d') +
    logo(200, 320),
  lock: () =>
    rect(60, 150, 280, 60, '#cfd6dd', 8) +
    rect(80, 210, 240, 30, '#9aa5b1', 6) +
    text(200, 190, 'LOCK', 20, DARK) +
    line(330, 170, 370, 120, ACCENT) +
    line(340, 185, 375, 170, ACCENT),
  'access-controller': () =>
    rect(90, 70, 220, 260, '#e9edf1', 10) +
    rect(110, 95, 180, 150, '#3a7d44', 4) +
    ports(120, 110, 8, 14, 10, 6) +
    ports(120, 220, 8, 14, 10, 6) +
    leds(130, 270, 6) +
    logo(200, 315),
  turnstile: () =>
    rect(60, 120, 90, 220, '#cfd6dd', 10) +
    rect(250, 120, 90, 220, '#cfd6dd', 10) +
    poly('150,180 200,170 200,240 150,250', '#9ad0f599') +
    poly('250,180 200,170 200,240 250,250', '#9ad0f599') +
    rect(75, 140, 60, 30, GLASS, 4) +
    leds(85, 200, 4) +
    logo(105, 320),
  'intercom-indoor': () =>
    rect(60, 110, 280, 180, '#f9fafb', 16) +
    rect(80, 130, 200, 140, '#3c6fb0', 6) +
    circle(310, 160, 10, '#dfe4ea') +
    circle(310, 200, 10, '#dfe4ea') +
    circle(310, 240, 10, ACCENT) +
    logo(180, 285),
  'intercom-outdoor': () =>
    rect(120, 40, 160, 320, '#6e7a87', 14) +
    lens(200, 80, 16) +
    rect(140, 110, 120, 60, GLASS, 4) +
    grid(145, 180, 3, 4, 37, 32, '#cfd6dd') +
    circle(200, 330, 14, '#cfd6dd') +
    logo(200, 362),
  'intercom-master': () =>
    poly('60,260 340,260 300,120 100,120', '#e9edf1') +
    rect(120, 135, 160, 90, '#3c6fb0', 4) +
    rect(60, 260, 280, 40, '#cfd6dd', 6) +
    rect(290, 150, 40, 100, '#2b3440', 12) +
    logo(110, 290),
  'barrier-gate': () =>
    rect(60, 160, 90, 190, '#f2c94c', 8) +
    rect(150, 175, 230, 16, '#fff', 3, ACCENT) +
    grid(160, 178, 7, 1, 32, 12, ACCENT) +
    circle(105, 200, 12, DARK) +
    logo(105, 330),
  'parking-controller': () =>
    rect(120, 60, 160, 290, '#2f80ed', 14) +
    rect(140, 80, 120, 60, GLASS, 4) +
    text(200, 118, '余位 128', 16, '#27ff7f') +
    lens(200, 170, 14) +
    rect(160, 210, 80, 40, '#dfe4ea', 4) +
    rect(150, 270, 100, 12, '#1d2633', 3) +
    logo(200, 330, 14),
  'parking-guidance': () =>
    rect(60, 130, 280, 120, GLASS, 12) +
    text(130, 205, 'P', 50, '#27ff7f') +
    text(250, 205, '← 36', 34, '#27ff7f') +
    line(200, 250, 200, 340, EDGE, 8),
  'led-indoor': () =>
    grid(40, 90, 4, 3, 80, 70, '#1d2633') +
    `<g opacity="0.6">${grid(48, 98, 16, 12, 19.5, 17, '#2f80ed22')}</g>` +
    rect(40, 300, 320, 10, '#8a96a3', 2),
  'led-outdoor': () =>
    grid(60, 50, 3, 3, 94, 80, '#1d2633') +
    text(200, 175, 'LED', 48, '#f2c94c') +
    line(120, 290, 120, 370, EDGE, 12) +
    line(280, 290, 280, 370, EDGE, 12),
  'broadcast-host': () =>
    rackBox(2, '') +
    rect(110, 180, 90, 40, GLASS, 4) +
    text(155, 206, '12:30', 16, '#27ff7f') +
    circle(250, 200, 16, '#cfd6dd') +
    circle(300, 200, 16, '#cfd6dd'),
  'speaker-column': () =>
    rect(150, 50, 100, 300, '#f4f6f8', 30) +
    `<g>${Array.from({ length: 8 }, (_, i) => line(170, 80 + i * 32, 230, 80 + i * 32, '#9aa5b1')).join('')}</g>` +
    logo(200, 335),
  'speaker-ceiling': () =>
    circle(200, 200, 130, '#f4f6f8') +
    circle(200, 200, 105, '#e9edf1') +
    `<g>${Array.from({ length: 9 }, (_, i) => line(110, 120 + i * 20, 290, 120 + i * 20, '#c5ccd3', 4)).join('')}</g>` +
    logo(200, 320, 14),
  amplifier: () =>
    rackBox(2, '') +
    circle(130, 200, 24, '#cfd6dd') +
    circle(200, 200, 24, '#cfd6dd') +
    rect(250, 185, 80, 30, GLASS, 4) +
    leds(260, 200, 5),
  ups: () =>
    rect(120, 50, 160, 300, '#2b3440', 12) +
    rect(145, 80, 110, 60, '#4a6fa5', 4) +
    text(200, 118, '220V', 18, '#fff') +
    circle(200, 180, 16, GREEN, 'none') +
    grid(140, 230, 4, 4, 30, 26, '#3a4654') +
    logo(200, 335, 16),
  battery: () =>
    rect(90, 120, 220, 200, '#2b3440', 10) +
    rect(120, 100, 40, 22, ACCENT, 3) +
    rect(240, 100, 40, 22, '#1d2633', 3) +
    text(200, 230, '12V', 44, '#fff'),
  'alarm-host': () =>
    rect(100, 80, 200, 240, '#f4f6f8', 12) +
    rect(125, 105, 150, 50, '#4a6fa5', 4) +
    grid(130, 170, 3, 4, 48, 30, '#dfe4ea') +
    circle(265, 300, 8, ACCENT, 'none') +
    logo(140, 300),
  detector: () =>
    pathD('M130 100 H270 V250 Q200 330 130 250 Z', '#f4f6f8') +
    pathD('M150 200 Q200 260 250 200', '#e9edf1', EDGE) +
    circle(200, 140, 8, ACCENT, 'none') +
    logo(200, 180),
  'cable-reel': () =>
    rect(90, 80, 220, 250, '#3a7dc0', 10) +
    circle(200, 190, 60, '#fff') +
    circle(200, 190, 25, '#3a7dc0') +
    text(200, 300, '305m', 26, '#fff') +
    pathD('M260 260 Q330 300 360 250', 'none', '#2f80ed', 8),
  'power-cable': () =>
    ellipse(200, 220, 140, 70, 'none') +
    ellipse(200, 220, 110, 55, 'none') +
    ellipse(200, 220, 80, 40, 'none') +
    pathD('M340 220 Q360 140 320 100', 'none', DARK, 8) +
    text(200, 228, 'RVV', 20, DARK),
  bracket: () =>
    rect(90, 80, 40, 240, '#cfd6dd', 6) +
    poly('130,170 300,170 300,200 130,220', '#dfe4ea') +
    circle(110, 110, 8, '#8a96a3') +
    circle(110, 290, 8, '#8a96a3') +
    circle(290, 185, 14, '#9aa5b1'),
  'junction-box': () =>
    circle(200, 200, 110, '#f4f6f8') +
    circle(200, 200, 80, '#e9edf1') +
    circle(200, 200, 16, '#8a96a3') +
    circle(140, 200, 6, '#8a96a3') +
    circle(260, 200, 6, '#8a96a3'),
  fiber: () =>
    circle(200, 200, 130, '#8d6e63') +
    circle(200, 200, 100, '#f2c94c') +
    circle(200, 200, 40, '#8d6e63') +
    pathD('M320 210 Q360 280 300 340', 'none', '#f2c94c', 8),
  adapter: () =>
    rect(110, 120, 140, 100, '#2b3440', 12) +
    pathD('M250 170 Q320 170 320 250 Q320 310 360 320', 'none', DARK, 8) +
    rect(140, 220, 20, 40, '#8a96a3', 3) +
    text(180, 178, '12V', 22, '#fff'),
  'software-box': () =>
    poly('110,90 270,90 300,120 300,330 140,330 110,300', '#2f80ed') +
    poly('110,90 140,120 140,330 110,300', '#1f5fb0') +
    circle(220, 210, 50, '#dfe4ea') +
    circle(220, 210, 14, '#2f80ed') +
    text(220, 300, 'SOFTWARE', 16, '#fff'),
  'software-license': () =>
    rect(70, 120, 260, 160, '#2f80ed', 16) +
    circle(140, 200, 30, '#f2c94c') +
    rect(165, 195, 110, 12, '#f2c94c', 3) +
    rect(245, 205, 12, 25, '#f2c94c', 2) +
    text(240, 260, 'LICENSE', 18, '#fff'),
  'software-client': () =>
    rect(60, 90, 230, 160, GLASS, 8) +
    rect(75, 105, 200, 130, '#3c6fb0', 4) +
    rect(150, 250, 50, 30, '#8a96a3', 2) +
    rect(260, 160, 80, 150, '#2b3440', 12) +
    rect(270, 175, 60, 110, '#3c6fb0', 4),
  bridge: () =>
    line(200, 150, 200, 370, EDGE, 10) +
    rect(130, 50, 140, 150, '#f4f6f8', 14) +
    rect(150, 70, 100, 110, '#e9edf1', 8) +
    pathD('M290 90 Q320 125 290 160', 'none', BLUE, 5) +
    pathD('M310 70 Q355 125 310 180', 'none', BLUE, 5) +
    logo(200, 130),
  'bridge-elevator': () =>
    rect(150, 100, 100, 160, '#f4f6f8', 14) +
    pathD('M270 130 Q300 180 270 230', 'none', BLUE, 5) +
    pathD('M110 130 Q80 180 110 230', 'none', BLUE, 5) +
    text(200, 190, '⇅', 40, BLUE) +
    logo(200, 240),
  'binocular-counter': () =>
    rect(80, 150, 240, 100, '#f4f6f8', 40) +
    lens(150, 200, 24) +
    lens(250, 200, 24) +
    circle(200, 200, 5, ACCENT, 'none') +
    logo(200, 240),
  'analytics-server': () => rackBox(2, '') + grid(110, 180, 6, 1, 36, 40, '#9aa5b1') + leds(330, 190, 1),
  monitor: () =>
    rect(50, 70, 300, 200, GLASS, 10) +
    rect(65, 85, 270, 170, '#3c6fb0', 4) +
    grid(70, 90, 2, 2, 132, 82, '#4a7fc1') +
    rect(180, 270, 40, 50, '#8a96a3', 3) +
    rect(130, 318, 140, 14, '#8a96a3', 4),
  decoder: () => rackBox(1, '') + ports(140, 190, 8, 16, 12, 6) + text(330, 204, 'HDMI', 11, DARK, 'end'),
  'video-wall': () => grid(50, 80, 3, 3, 100, 75, '#3c6fb0') + rect(50, 310, 300, 10, EDGE, 2),
  cabinet: () =>
    rect(110, 40, 180, 320, '#2b3440', 6) +
    rect(125, 60, 150, 270, '#4a5a6c88', 4) +
    grid(135, 75, 1, 6, 130, 40, '#3a4654') +
    leds(145, 85, 3) +
    rect(265, 170, 8, 50, '#8a96a3', 3),
  'patch-panel': () => rackBox(1, '') + ports(96, 188, 12, 14, 12, 7) + text(350, 172, '24', 12, DARK, 'end'),
  'media-converter': () =>
    rect(100, 150, 200, 100, '#e9edf1', 10) +
    ports(130, 185, 2, 28, 24, 20) +
    rect(220, 185, 50, 24, '#f2c94c', 4) +
    leds(130, 230, 4),
  pdu: () =>
    rect(30, 180, 340, 44, '#2b3440', 6) +
    Array.from({ length: 8 }, (_, i) => rect(60 + i * 36, 190, 26, 24, '#fff', 4, '#8a96a3')).join('') +
    circle(345, 202, 8, ACCENT, 'none'),
  'security-gate': () =>
    rect(90, 60, 40, 290, '#cfd6dd', 6) +
    rect(270, 60, 40, 290, '#cfd6dd', 6) +
    rect(90, 50, 220, 40, '#2b3440', 6) +
    leds(110, 110, 1) +
    Array.from({ length: 6 }, (_, i) => circle(110, 130 + i * 34, 5, i < 3 ? GREEN : ACCENT, 'none')).join('') +
    logo(200, 76, 16),
  xray: () =>
    rect(100, 110, 200, 170, '#cfd6dd', 14) +
    rect(140, 180, 120, 100, '#2b3440', 4) +
    rect(30, 260, 340, 20, '#6e7a87', 4) +
    rect(120, 130, 60, 30, GLASS, 4) +
    logo(260, 150, 16),
  fence: () =>
    Array.from({ length: 4 }, (_, i) => rect(60 + i * 90, 90, 14, 250, '#8a96a3', 3)).join('') +
    Array.from({ length: 6 }, (_, i) => line(60, 110 + i * 38, 344, 110 + i * 38, '#f2c94c', 3)).join('') +
    rect(140, 280, 90, 50, '#2b3440', 6),
  'metal-detector': () =>
    rect(180, 170, 40, 190, '#2b3440', 12) +
    ellipse(200, 110, 80, 70, '#f4f6f8') +
    ellipse(200, 110, 55, 45, '#fff') +
    circle(200, 210, 8, GREEN, 'none'),
  'home-camera': () =>
    rect(140, 90, 120, 140, '#fdfdfd', 56) +
    circle(200, 150, 34, GLASS) +
    circle(200, 150, 14, '#0b1016') +
    rect(130, 230, 140, 90, '#fdfdfd', 30) +
    circle(200, 290, 4, GREEN, 'none'),
  'smart-lock': () =>
    rect(150, 50, 100, 300, '#2b3440', 16) +
    rect(165, 80, 70, 90, '#1d2633', 6) +
    grid(170, 85, 3, 4, 22, 20, '#2f80ed55') +
    rect(120, 200, 130, 26, '#8a96a3', 12) +
    circle(200, 290, 20, '#3a4654'),
  doorbell: () =>
    rect(150, 60, 100, 280, '#f4f6f8', 40) +
    lens(200, 130, 24) +
    circle(200, 270, 26, '#e9edf1') +
    circle(200, 270, 14, BLUE, 'none'),
};

const PRODUCT_SHAPES = Object.keys(SHAPES);

function svg(shape: string): string {
  const draw = SHAPES[shape];
  if (!draw) throw new Error(`no drawing for ${shape}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#edf1f5"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#bg)"/>
<ellipse cx="200" cy="372" rx="150" ry="10" fill="#00000010"/>
${draw()}
</svg>
`;
}

/** A one-page PDF with a coloured header band and an ASCII title (no embedded fonts needed). */
function brochurePdf(title: string): Buffer {
  const content = [
    '0.89 0.34 0.18 rg 0 742 612 100 re f',
    '0.18 0.5 0.93 rg 0 0 612 40 re f',
    'BT /F1 28 Tf 1 1 1 rg 48 780 Td (HY Security Products) Tj ET',
    `BT /F1 20 Tf 0.17 0.2 0.25 rg 48 680 Td (${title.replace(/[()\\]/g, '')}) Tj ET`,
    'BT /F1 12 Tf 48 650 Td (Product brochure - specifications, dimensions and typical applications.) Tj ET',
    '0.93 0.95 0.97 rg 48 300 516 320 re f',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Write every product picture and brochure into dir (created if missing). Returns the shapes written. */
export async function writeProductImages(dir: string): Promise<string[]> {
  await fs.mkdir(path.join(dir, 'brochures'), { recursive: true });
  await Promise.all(
    PRODUCT_SHAPES.flatMap((shape) => [
      fs.writeFile(path.join(dir, `${shape}.svg`), svg(shape)),
      fs.writeFile(
        path.join(dir, 'brochures', `${shape}.pdf`),
        brochurePdf(`${shape.replace(/-/g, ' ').toUpperCase()} - colour brochure`),
      ),
    ]),
  );
  return PRODUCT_SHAPES;
}
