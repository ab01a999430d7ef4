import type { MikroORM } from '@mikro-orm/postgresql';
import { OutboxMessage } from '../db/entities/index.ts';
import type { Logger } from '../http/logger.ts';
import type { OutboxAttachment } from '../db/entities/OutboxMessage.ts';
import type { MailTransport, OutgoingMail } from './transport.ts';

/** After this many failed attempts a message is marked 'failed' (about three hours of retries). */
export const MAX_ATTEMPTS = 10;
const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 60 * 60 * 1000;
/**
 * Claimed messages belong to one pass for this long. It only matters if the process dies mid-pass:
 * they are retried after the lease, which outlasts a whole batch against a server at its timeouts
 * (BATCH × about 2 min), so no other process takes a message a slow pass is still working on.
 */
export const CLAIM_LEASE_MS = 30 * 60 * 1000;
const BATCH = 10;

/** Wait before the next attempt after `failures` failed ones: 30 s, 1 min, 2 min, … at most 1 h. */
export function retryDelayMs(failures: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1), LONGEST_WAIT_MS);
}

export interface MailSender {
  /** Delivers what is due now; resolves when this pass (and any pass it had to wait for) is over. */
  kick(): Promise<void>;
  /** Stops polling, waits for a delivery in progress, closes the transport. */
  stop(): Promise<void>;
}

export interface MailSenderOptions {
  orm: MikroORM;
  transport: MailTransport;
  logger: Logger;
  now: () => Date;
  /** How often the outbox is looked at without a kick; 0 disables polling. */
  pollMs: number;
}

interface ClaimedRow {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  attachments: OutboxAttachment[] | null;
  attempts: number;
  created_at: string | Date;
}

interface ClaimedMessage extends OutgoingMail {
  kind: string;
  attempts: number;
  createdAt: Date;
}

/** Short, content-free description of a delivery failure: staff see it, the log gets only the codes. */
function describeFailure(error: unknown): { code: string; text: string } {
  const e = error as { code?: string; responseCode?: number; message?: string };
  const code = [e.code, e.responseCode].filter(Boolean).join(' ') || 'ERROR';
  return { code, text: `${code}: ${String(e.message ?? error)}`.slice(0, 500) };
}

/**
 * Delivers outbox messages oldest first. Messages are claimed with a conditional update before they
 * are sent, so two passes (or two processes) never send the same message; a failure is retried with
 * exponential back-off and, after MAX_ATTEMPTS, left as 'failed' for staff to see.
 */
export function createMailSender({ orm, transport, logger, now, pollMs }: MailSenderOptions): MailSender {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  /**
   * Claims up to BATCH due messages, oldest first, in one statement. SKIP LOCKED lets several server
   * processes share one outbox: a row another process is claiming right now is simply skipped.
   */
  async function claimDue(): Promise<ClaimedMessage[]> {
    const startedAt = now();
    const rows = await orm.em.getConnection().execute<ClaimedRow[]>(
      `update mail_outbox set status = 'sending', next_attempt_at = ?
        where id in (select id from mail_outbox
                      where status in ('pending', 'sending') and next_attempt_at <= ?
                      order by created_at, id limit ? for update skip locked)
        returning id, kind, recipient, subject, body_text, body_html, attachments, attempts, created_at`,
      [new Date(startedAt.getTime() + CLAIM_LEASE_MS), startedAt, BATCH],
    );
    return rows
      .map((row) => ({
        id: row.id,
        kind: row.kind,
        to: row.recipient,
        subject: row.subject,
        text: row.body_text,
        html: row.body_html,
        attachments: row.attachments,
        attempts: row.attempts,
        createdAt: new Date(row.created_at),
      }))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  }

  async function deliver(message: ClaimedMessage): Promise<void> {
    const em = orm.em.fork();
    let messageId: string;
    try {
      ({ messageId } = await transport.send(message));
    } catch (error) {
      const failure = describeFailure(error);
      const attempts = message.attempts + 1;
      const failed = attempts >= MAX_ATTEMPTS;
      await em.nativeUpdate(
        OutboxMessage,
        { id: message.id, status: 'sending' },
        {
          status: failed ? 'failed' : 'pending',
          attempts,
          lastError: failure.text,
          nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)),
        },
      );
      logger.error({ msg: failed ? 'mail failed for good' : 'mail delivery failed', id: message.id, kind: message.kind, attempts, error: failure.code });
      return;
    }
    // Outside the try: if this mark fails, the message stays claimed rather than being sent again soon.
    await em.nativeUpdate(
      OutboxMessage,
      { id: message.id, status: 'sending' },
      { status: 'sent', messageId, sentAt: now(), lastError: null, attempts: message.attempts + 1 },
    );
    logger.info({ msg: 'mail sent', id: message.id, kind: message.kind });
  }

  async function deliverDue(): Promise<void> {
    while (!stopped) {
      const claimed = await claimDue();
      if (claimed.length === 0) return;
      for (const message of claimed) {
        // Stopping mid-batch leaves the rest claimed: they are picked up again when the lease ends.
        if (stopped) return;
        await deliver(message);
      }
    }
  }

  function kick(): Promise<void> {
    again = true;
    running ??= (async () => {
      try {
        while (again && !stopped) {
          again = false;
          await deliverDue().catch((error) =>
            logger.error({ msg: 'mail outbox unavailable', error: describeFailure(error).code }),
          );
        }
      } finally {
        running = null;
      }
    })();
    return running;
  }

  const timer = pollMs > 0 ? setInterval(() => void kick(), pollMs) : null;
  timer?.unref();

  return {
    kick,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
