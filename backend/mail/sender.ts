import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../http/logger.ts';
import type { OutboxAttachment } from '../db/entities/OutboxMessage.ts';
import type { MailTransport, OutgoingMail } from './transport.ts';
import { queryRows, runSql } from '../db/sql.ts';

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
/** Shortest time between two delivery passes. */
const KICK_INTERVAL_MS = 100;

/** Wait before the next attempt after `failures` failed ones: 30 s, 1 min, 2 min, … at most 1 h. */
export function retryDelayMs(failures: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1), LONGEST_WAIT_MS);
}

export interface MailSender {
  /**
   * Queues owed messages and delivers what is due now; resolves when this pass (and any pass it had
   * to wait for) is over.
   */
  kick(): Promise<void>;
  /** Resolves when no delivery pass is running (none is started). */
  idle(): Promise<void>;
  /**
   * Stops polling, waits for the delivery in progress, hands back the messages its pass had claimed and
   * not yet tried, closes the transport.
   */
  stop(): Promise<void>;
}

export interface MailSenderOptions {
  orm: MikroORM;
  transport: MailTransport;
  logger: Logger;
  now: () => Date;
  /** How often the outbox is looked at without a kick; 0 disables polling. */
  pollMs: number;
  /**
   * Writes the messages owed by records stored without them (public submissions) into the outbox.
   * Runs at the start of every pass, before due messages are claimed; when it fails, the pass still
   * delivers what was already queued.
   */
  queueOwed?: (now: Date) => Promise<unknown>;
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

/** What became of one delivery attempt: the row's new state. */
interface Outcome {
  message: ClaimedMessage;
  status: 'sent' | 'pending' | 'failed';
  attempts: number;
  messageId: string | null;
  lastError: string | null;
  nextAttemptAt: Date | null;
  sentAt: Date | null;
  /** For the log: the failure's codes only, never its text. */
  errorCode?: string;
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
export function createMailSender({ orm, transport, logger, now, pollMs, queueOwed }: MailSenderOptions): MailSender {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  /**
   * Claims up to BATCH due messages, longest due first, in one statement. SKIP LOCKED lets several server
   * processes share one outbox: a row another process is claiming right now is simply skipped.
   */
  async function claimDue(): Promise<ClaimedMessage[]> {
    const startedAt = now();
    const rows = await queryRows<ClaimedRow>(
      orm.em,
      `update mail_outbox set status = 'sending', next_attempt_at = ?
        where id in (select id from mail_outbox
                      where status in ('pending', 'sending') and next_attempt_at <= ?
                      order by next_attempt_at, id limit ? for update skip locked)
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

  /** Sends one message; what happened is written down later, with the rest of its batch. */
  async function deliver(message: ClaimedMessage): Promise<Outcome> {
    try {
      const { messageId } = await transport.send(message);
      return { message, attempts: message.attempts + 1, status: 'sent', messageId, lastError: null, nextAttemptAt: null, sentAt: now() };
    } catch (error) {
      const failure = describeFailure(error);
      const attempts = message.attempts + 1;
      return {
        message,
        attempts,
        status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
        messageId: null,
        lastError: failure.text,
        nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)),
        sentAt: null,
        errorCode: failure.code,
      };
    }
  }

  /**
   * Writes down a batch's outcomes in one statement (one query per batch instead of one per message,
   * so delivering does not double the queries of a busy server). Only rows still claimed are touched.
   * If this fails, the messages stay claimed until their lease ends rather than being sent again soon;
   * only a process dying between a send and this write repeats a message (with the same Message-ID,
   * which the row id names, so mail programs recognise the copy).
   */
  async function record(outcomes: Outcome[]): Promise<void> {
    if (outcomes.length === 0) return;
    const row = '(?::uuid, ?, ?::int, ?, ?, ?::timestamptz, ?::timestamptz)';
    await runSql(
      orm.em,
      `update mail_outbox as m
          set status = v.status, attempts = v.attempts, last_error = v.last_error,
              message_id = coalesce(v.message_id, m.message_id),
              sent_at = coalesce(v.sent_at, m.sent_at),
              next_attempt_at = coalesce(v.next_attempt_at, m.next_attempt_at)
         from (values ${outcomes.map(() => row).join(', ')}) as v(id, status, attempts, message_id, last_error, next_attempt_at, sent_at)
        where m.id = v.id and m.status = 'sending'`,
      outcomes.flatMap((o) => [o.message.id, o.status, o.attempts, o.messageId, o.lastError, o.nextAttemptAt, o.sentAt]),
    );
    for (const o of outcomes) {
      const { id, kind } = o.message;
      if (o.status === 'sent') logger.info({ msg: 'mail sent', id, kind });
      else
        logger.error({
          msg: o.status === 'failed' ? 'mail failed for good' : 'mail delivery failed',
          id,
          kind,
          attempts: o.attempts,
          error: o.errorCode,
        });
    }
  }

  /** Ends this process's claim on messages it will not try after all: they are waiting and due again. */
  async function release(messages: ClaimedMessage[]): Promise<void> {
    if (messages.length === 0) return;
    await runSql(
      orm.em,
      `update mail_outbox set status = 'pending', next_attempt_at = ?
        where id in (${messages.map(() => '?::uuid').join(', ')}) and status = 'sending'`,
      [now(), ...messages.map((m) => m.id)],
    );
    logger.info({ msg: 'mail claims handed back', count: messages.length });
  }

  async function deliverDue(): Promise<void> {
    if (queueOwed) {
      await queueOwed(now()).catch((error) => logger.error({ msg: 'owed mail could not be queued', error: describeFailure(error).code }));
    }
    while (!stopped) {
      const claimed = await claimDue();
      const outcomes: Outcome[] = [];
      for (const message of claimed) {
        if (stopped) break;
        outcomes.push(await deliver(message));
      }
      await record(outcomes);
      // Stopping mid-batch hands the rest back, due at once, so another process need not wait for the lease.
      await release(claimed.slice(outcomes.length));
      // A short batch means nothing else was due: no need for another (empty) claim.
      if (claimed.length < BATCH) return;
    }
  }

  let lastPassAt = -Infinity;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /**
   * At most one pass runs at a time, and passes start at most every KICK_INTERVAL_MS: under load every
   * committed request kicks, and the kicks arriving meanwhile are served by one pass (one claim, one
   * update) instead of a pass each.
   */
  function kick(): Promise<void> {
    again = true;
    running ??= (async () => {
      try {
        while (again && !stopped) {
          const wait = lastPassAt + KICK_INTERVAL_MS - performance.now();
          if (wait > 0) await pause(wait);
          if (stopped) break;
          again = false;
          lastPassAt = performance.now();
          await deliverDue().catch((error) => logger.error({ msg: 'mail outbox unavailable', error: describeFailure(error).code }));
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
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
