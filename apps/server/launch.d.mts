import type { ChildProcess, StdioOptions } from 'node:child_process';

export declare const nodeFlags: string[];
export declare function serverFlags(env?: Record<string, string | undefined>): string[];
export declare function socketCopies(env?: Record<string, string | undefined>): number;
export interface LaunchOptions {
  entry?: string;
  cwd?: string;
  env?: Record<string, string | undefined>;
  stdio?: StdioOptions;
  extraNodeArgs?: string[];
}
export declare function launchServer(options: LaunchOptions): Promise<ChildProcess>;
export declare function runInForeground(options: LaunchOptions): Promise<void>;
