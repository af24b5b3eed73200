import type { BuildOptions } from 'esbuild';

export declare const NODE_BUNDLE: BuildOptions;
export declare function bundleNodeModule(entry: string, outfile: string, external?: string[]): Promise<void>;
