import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** What the server answers to one message: accept, a reply code (451: try later, 550: refused), or hold the reply until released. */
export type SinkAnswer = 'accept' | { code: number; message: string } | 'hold';

/**
 * A real SMTP server (smtp-server, the nodemailer project's) inside the test process, on a free port.
 * It records every message it accepted or held; `answer` decides each reply.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  /** Messages whose reply is being held (the sender is "mid-send"). */
  readonly held: ReceivedMail[] = [];
  answer: (mail: ReceivedMail, index: number) => SinkAnswer = () => 'accept';
  private releases: Array<() => void> = [];
  private count = 0;

  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  static async start(): Promise<SmtpSink> {
    // The server's handler needs the sink, which needs the server's port: filled in once it listens.
    const made: { sink?: SmtpSink } = {};
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            const mail: ReceivedMail = {
              messageId: parsed.messageId ?? '',
              to: Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? ''),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
            };
            const answer = made.sink!.answer(mail, made.sink!.count++);
            if (answer === 'accept') {
              made.sink!.received.push(mail);
              callback(null, 'Queued');
            } else if (answer === 'hold') {
              // The whole message arrived; only the final reply is missing (as when a sender dies right there).
              made.sink!.held.push(mail);
              made.sink!.releases.push(() => callback(Object.assign(new Error('Connection closing'), { responseCode: 421 })));
            } else {
              callback(Object.assign(new Error(answer.message), { responseCode: answer.code }));
            }
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    made.sink = new SmtpSink(server, (server.server.address() as AddressInfo).port);
    return made.sink;
  }

  /** Stops listening: connections are refused until resume(). */
  async pause(): Promise<void> {
    await new Promise<void>((resolve) => this.server.server.close(() => resolve()));
  }

  async resume(): Promise<void> {
    await new Promise<void>((resolve) => this.server.server.listen(this.port, '127.0.0.1', () => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Answers every held message with 421 (the sender sees its attempt fail). */
  releaseHeld(): void {
    for (const release of this.releases.splice(0)) release();
  }

  withMessageId(id: string): ReceivedMail[] {
    return this.received.filter((m) => m.messageId === id);
  }

  async stop(): Promise<void> {
    this.releaseHeld();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Polls until `check` passes (or throws its last error after `timeoutMs`): waits on behaviour, never asserts on time. */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 20_000, everyMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }
}
