export type AppName = 'shell' | 'remote-public' | 'remote-resources' | 'remote-admin';
export declare const APP_PORTS: Record<AppName, number>;
export declare const API_PORT: number;
export declare const REMOTE_APPS: Exclude<AppName, 'shell'>[];
