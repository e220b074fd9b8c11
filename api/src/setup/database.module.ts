import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../database/data-source.js';
import { ENTITIES } from './entities.js';
import { prepareDatabase } from './prepare-database.js';
import type { AppConfig } from '../config/app-config.js';

/** The one DataSource, migrated and seeded before any repository is handed out. */
@Module({})
export class DatabaseModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            ...dataSourceOptions(config.database, ENTITIES, { logErrors: config.nodeEnv !== 'test' }),
            retryAttempts: config.database.kind === 'mysql' ? 5 : 0,
            retryDelay: 2000,
          }),
          dataSourceFactory: async (options) => {
            if (!options) throw new Error('No database options');
            const dataSource = await new DataSource(options).initialize();
            try {
              await prepareDatabase(dataSource, { demoData: config.demoData, officialList: config.officialList });
            } catch (error) {
              await dataSource.destroy().catch(() => undefined);
              throw error;
            }
            return dataSource;
          },
        }),
      ],
    };
  }
}
