import type { Config } from './config';
import type { Database } from './db/client';
import type { ChangeBus } from './lib/change-bus';
import type { Storage } from './lib/storage';
import type { ProviderReadModel } from './modules/providers/provider-read-model';

/** What every module is built with; created once by buildApp. */
export interface AppContext {
  config: Config;
  database: Database;
  bus: ChangeBus;
  storage: Storage;
  providers: ProviderReadModel;
}
