import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** The signed-in doors that keep sessions (DESIGN "People and their doors"). */
export type SessionDoor = 'admin' | 'partner';

/** An express-session record, of one door (admin or partner). */
@Entity({ name: 'sessions' })
export class SessionRecord {
  @PrimaryColumn({ type: 'varchar', length: 128 })
  id: string;

  /** Milliseconds since the epoch. */
  @Index('IDX_sessions_expiresAt')
  @Column({ type: 'bigint', transformer: { to: (v: number) => v, from: (v: string | number) => Number(v) } })
  expiresAt: number;

  @Column({ type: 'text' })
  data: string;

  /** The signed-in user of this door (passport's user id), so deactivation and a password reset can end all their sessions. */
  @Index('IDX_sessions_userId')
  @Column({ type: 'int', nullable: true })
  userId: number | null;

  /** The door this session belongs to (auth/doors.ts): user ids are per door, and a door reads only its own sessions. */
  @Column({ type: 'varchar', length: 16, default: 'admin' })
  door: SessionDoor;
}
