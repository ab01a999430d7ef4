import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  recipients: string[];
  raw: Buffer;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** Recipient addresses tried so far (accepted or refused), in order. */
  attempts: string[];
  /** Decides, per recipient, whether to answer with a temporary failure (451). */
  refuse: (recipient: string) => boolean;
  /** Per recipient, a promise the server waits for before answering (a delivery the test holds mid-way); null: none. */
  hold: (recipient: string) => Promise<void> | null;
  /** Forgets what was received and tried, and accepts every recipient again (between tests). */
  reset(): void;
  close(): Promise<void>;
}

/** A real SMTP server on a random loopback port that keeps what it receives in memory. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const state: TestSmtpServer = {
    url: '',
    received: [],
    attempts: [],
    refuse: () => false,
    hold: () => null,
    reset() {
      state.received.length = 0;
      state.attempts.length = 0;
      state.refuse = () => false;
      state.hold = () => null;
    },
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to trust in tests.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      state.attempts.push(address.address);
      const answer = () => {
        if (state.refuse(address.address)) {
          const error = Object.assign(new Error('Buzón ocupado, inténtelo más tarde'), { responseCode: 451 });
          return callback(error);
        }
        callback();
      };
      const held = state.hold(address.address);
      if (held) void held.then(answer);
      else answer();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        state.received.push({ recipients: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
