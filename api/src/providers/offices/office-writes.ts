// Start-up, the demo data and the generator write offices through the offices' SQL.
export { OFFICE_COLUMNS, backfillOwnOffices, sqlDateTime, syncOwnOffice, syncOwnOffices, type OwnOfficePlace } from './provider-office.repository.js';
