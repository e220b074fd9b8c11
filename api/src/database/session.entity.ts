import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** An express-session record (admin sessions only). */
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

  /** The signed-in admin (passport's user id), so deactivation and a password reset can end all their sessions. */
  @Index('IDX_sessions_userId')
  @Column({ type: 'int', nullable: true })
  userId: number | null;
}
