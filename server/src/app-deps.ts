import type { AppConfig } from './config.ts';
import type { AppDatabase } from './db/client.ts';
import type { SessionRepository } from './auth/session-repository.ts';

/** What every route group receives; each builds its own repositories from `db`. */
export interface RouteDeps {
  config: AppConfig;
  db: AppDatabase;
  sessions: SessionRepository;
}
