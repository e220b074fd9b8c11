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
}
