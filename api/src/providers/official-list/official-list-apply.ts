// The import command, the demo data and the tests apply the list through its SQL.
export { applyOfficialListDiff, importOfficialList, type OfficialListCounts } from './official-list.repository.js';
