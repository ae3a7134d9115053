export type AppName = string;
export declare const APP_PORTS: Record<AppName, number>;
export declare const API_PORT: number;
export declare const STORYBOOK_PORT: number;
export declare const REMOTE_APPS: AppName[];
export declare function portsFrom(base: number): { api: number; apps: Record<AppName, number> };
