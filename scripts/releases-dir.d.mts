export declare function releasesDirFor(env: NodeJS.ProcessEnv): string;
