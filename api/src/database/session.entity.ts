import { Entity, Index, PrimaryColumn } from 'typeorm';
import { EpochMillisColumn, IntColumn, TextColumn, VarcharColumn, NULLABLE } from './columns.js';

/** The signed-in doors that keep sessions (DESIGN "People and their doors"). */
export type SessionDoor = 'admin' | 'partner';

/** An express-session record, of one door (admin or partner). */
@Entity({ name: 'sessions' })
export class SessionRecord {
  @PrimaryColumn({ type: 'varchar', length: 128 })
  id: string;

  /** Milliseconds since the epoch. */
  @Index('IDX_sessions_expiresAt')
  @EpochMillisColumn()
  expiresAt: number;

  @TextColumn()
  data: string;

  /** The signed-in user of this door (passport's user id), so deactivation and a password reset can end all their sessions. */
  @Index('IDX_sessions_userId')
  @IntColumn(NULLABLE)
  userId: number | null;

  /** The door this session belongs to (auth/doors/door.ts): user ids are per door, and a door reads only its own sessions. */
  @VarcharColumn(16, { default: 'admin' })
  door: SessionDoor;
}
