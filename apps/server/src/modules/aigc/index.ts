// The aigc module's public face (AI scripts and videos for dealers' marketing).
export { aigcModule } from './module.ts';
// For the benchmarks (bench/aigc.ts): the writer and the render measured on their own.
export { localWriter } from './local-writer.ts';
export { renderVideo } from './render.ts';
// The CJK font on this machine (Debian's fonts-noto-cjk), also embedded in the survey's PDF drawings.
export { cjkFont } from './font.ts';
