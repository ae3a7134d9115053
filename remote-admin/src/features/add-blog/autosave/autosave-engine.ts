import { sameDraft, type AutosaveDraft } from './autosave-draft.ts';
import { isRetryable, retryDelay, sendDelay, type AutosaveStatus } from './autosave-timing.ts';

export interface AutosaveEngineOptions {
  /** Sends a draft; rejects with the API's `{ status, message }` when refused or unreachable. */
  send: (draft: AutosaveDraft, keepalive: boolean) => Promise<unknown>;
  /** Keeps the browser's copy of a draft the server has not got yet. */
  writeCopy: (draft: AutosaveDraft) => void;
  /** The server has what is typed: the browser's copy is not needed any more. */
  dropCopy: () => void;
  onStatus: (status: AutosaveStatus) => void;
  /** A send that was under way when the form was saved by hand landed afterwards. */
  afterStaleSend?: () => void;
  now?: () => number;
}

const failureOf = (error: unknown): { status?: number | string; message?: string } => (error && typeof error === 'object' ? error : {});

/**
 * When to send what is typed (docs/decisions/0076), apart from React: 2 s after the last change,
 * never later than 8 s after the first unsent one, one send at a time, retried with backoff while
 * the server cannot be reached, and at once when the page is being left. Changes are ignored
 * until `begin` says what the server already holds.
 */
export class AutosaveEngine {
  private latest: AutosaveDraft | undefined;
  private onServer: AutosaveDraft | undefined;
  private begun = false;
  private unsentSince = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private sending = false;
  private sendAgain = false;
  private retrying = false;
  private attempt = 0;
  /** Moves on with every manual save, so a send started before it cannot count as the server's text. */
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: AutosaveEngineOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The server holds `stored`; a form already different from it is sent as any change. */
  begin(stored: AutosaveDraft): void {
    this.cancel();
    this.begun = true;
    this.onServer = stored;
    this.retrying = false;
    this.attempt = 0;
    this.options.onStatus({ state: 'idle' });
    if (this.latest) this.change(this.latest);
  }

  /** True while something typed is on no server. */
  get unsaved(): boolean {
    return this.begun && this.latest !== undefined && !(this.onServer && sameDraft(this.latest, this.onServer));
  }

  change(draft: AutosaveDraft): void {
    this.latest = draft;
    if (!this.begun) return;
    if (!this.unsaved) {
      if (!this.sending) this.cancel();
      this.options.dropCopy();
      return;
    }
    this.options.writeCopy(draft);
    // A retry already waiting sends the newest text when it fires.
    if (this.retrying) return;
    if (!this.unsentSince) this.unsentSince = this.now();
    this.options.onStatus({ state: 'idle' });
    this.schedule(sendDelay(this.now(), this.unsentSince));
  }

  /** Sends what is unsent now; `keepalive` when the page is being left. */
  async flush(keepalive = false): Promise<void> {
    this.cancel();
    if (!this.unsaved || !this.latest) return;
    if (this.sending && !keepalive) {
      this.sendAgain = true;
      return;
    }
    const draft = this.latest;
    const generation = this.generation;
    this.sending = true;
    this.unsentSince = 0;
    this.options.onStatus({ state: 'saving' });
    try {
      await this.options.send(draft, keepalive);
      if (generation !== this.generation) return this.options.afterStaleSend?.();
      this.onServer = draft;
      this.retrying = false;
      this.attempt = 0;
      if (this.unsaved) this.sendAgain = true;
      else {
        this.options.dropCopy();
        this.options.onStatus({ state: 'saved' });
      }
    } catch (error) {
      if (generation !== this.generation) return;
      const { status, message } = failureOf(error);
      if (isRetryable(status)) {
        this.retrying = true;
        this.options.onStatus({ state: 'retrying' });
        this.schedule(retryDelay(this.attempt++));
      } else {
        this.options.onStatus({ state: 'refused', message: message || 'the server refused it' });
      }
    } finally {
      this.sending = false;
      if (this.sendAgain && generation === this.generation) {
        this.sendAgain = false;
        if (!this.retrying) this.schedule(sendDelay(this.now(), this.unsentSince || this.now()));
      }
    }
  }

  /** The form was saved by hand as `draft`: nothing is unsent, and a send under way no longer counts. */
  saved(draft: AutosaveDraft): void {
    this.cancel();
    this.generation += 1;
    this.latest = draft;
    this.onServer = draft;
    this.unsentSince = 0;
    this.sendAgain = false;
    this.retrying = false;
    this.attempt = 0;
    this.options.dropCopy();
    this.options.onStatus({ state: 'idle' });
  }

  /** Sends the form as it is even if the server seems to hold it (an older autosave set aside). */
  resend(): void {
    this.onServer = undefined;
    void this.flush();
  }

  /** The connection is back: a waiting retry goes now. */
  retryNow(): void {
    if (this.retrying) void this.flush();
  }

  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(delay: number): void {
    this.cancel();
    this.timer = setTimeout(() => void this.flush(), delay);
  }
}
