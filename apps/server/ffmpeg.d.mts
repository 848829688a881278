type Env = Record<string, string | undefined>;
export declare const FFMPEG_INSTALL: string;
export declare function findFfmpeg(env?: Env): string | null;
export declare function ffmpegMissing(env?: Env): string | null;
export declare function requireFfmpeg(env?: Env): string;
