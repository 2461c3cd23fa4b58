/** How many e-mails may go out within a window of time, the rest waiting for the next free place. */
export type MailLimit = { perWindow: number; windowMs: number };

/**
 * The owner's inbox as a budget (docs/decisions/0032): up to `perWindow` new-request e-mails in any
 * `windowMs`; once they are spent, the requests that follow wait and go together in one digest at
 * the moment a place frees up.
 */
export class MailBudget {
  /** When each e-mail still inside the window was sent, oldest first. */
  private sent: number[] = [];

  constructor(private readonly limit: MailLimit) {}

  /** Takes a place for an e-mail sent at `now`, or says when the next place frees up. */
  take(now: number): { sendNow: true } | { sendNow: false; freeAt: number } {
    this.sent = this.sent.filter((at) => at > now - this.limit.windowMs);
    if (this.sent.length < this.limit.perWindow) {
      this.sent.push(now);
      return { sendNow: true };
    }
    return { sendNow: false, freeAt: this.sent[0] + this.limit.windowMs };
  }
}
