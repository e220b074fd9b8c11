import { buildOfficialDirectory, editionDateFromTitle, type OfficialDirectory } from '@homeward/domain';
import { KNOWN_EDITION_DATES, OfficialListRefused, readOfficialListFile } from './official-list-file.js';
import type { OfficialListSource } from '../../config/app-config.js';

/** An edition read and checked in full: what the import writes. */
export interface OfficialList {
  fileName: string;
  /** YYYY-MM-DD: the date the edition stands for ("Aged care service list: 30 June 2025"). */
  editionDate: string;
  directory: OfficialDirectory;
}

/**
 * Reads an edition and checks every row before anything is written: a file missing a column, a Home Care row that
 * cannot be used (no coordinates, a postcode that is not its state's...) or an edition whose date is not known
 * refuses the whole file, with every problem named. The date: the one configured, else the title row's
 * ("30 June 2025"), else the one known for this very file (KNOWN_EDITION_DATES).
 */
export async function loadOfficialList(source: OfficialListSource): Promise<OfficialList> {
  const file = await readOfficialListFile(source.file);
  const editionDate = source.editionDate ?? editionDateFromTitle(file.title) ?? KNOWN_EDITION_DATES[file.sha256] ?? null;
  if (editionDate === null) {
    throw new OfficialListRefused(
      `${file.fileName} is refused: the date of this edition is not known (its title "${file.title}" gives none, such as "30 June 2026"). ` +
        'Give it as OFFICIAL_LIST_DATE=YYYY-MM-DD (or --date YYYY-MM-DD). Nothing was imported.',
    );
  }
  const directory = buildOfficialDirectory(file.rows);
  if (directory.problems.length > 0) {
    const s = directory.problems.length === 1 ? '' : 's';
    throw new OfficialListRefused(
      `${file.fileName} is refused: ${directory.problems.length} Home Care row${s} cannot be used. Nothing was imported.`,
      directory.problems,
    );
  }
  if (directory.organisations.length === 0) throw new OfficialListRefused(`${file.fileName} is refused: it has no Home Care rows. Nothing was imported.`);
  return { fileName: file.fileName, editionDate, directory };
}
