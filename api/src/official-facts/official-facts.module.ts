import { Global, Module } from '@nestjs/common';
import { OfficialCalendar } from './official-calendar.js';
import { AdminOfficialFactsController } from './official-facts.controller.js';

/** The date the official rules are read for, everywhere in the API, and the admin review list. */
@Global()
@Module({ controllers: [AdminOfficialFactsController], providers: [OfficialCalendar], exports: [OfficialCalendar] })
export class OfficialFactsModule {}
