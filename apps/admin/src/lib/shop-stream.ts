import { type ErrorEvent, EventSource } from 'eventsource';

/** Whether the page hears the shop's live updates: `reconnecting` only after a few seconds without. */
export type LiveStatus = 'live' | 'reconnecting';

/** What a stream is, for the code that follows its events: a target that can be closed. */
export interface StreamSource extends EventTarget {
  close(): void;
}

export interface ShopStreamOptions {
  url: string;
  /** Listens to one opened source's events; returns the unsubscribe. */
  follow: (source: EventTarget) => () => void;
  /**
   * Called whenever the stream opens, the first time too: anything may have changed while it was
   * closed or still being opened, and it tells of changes only from now on.
   */
  onOpen: () => void;
  /** Renews the session after a 401 (one renewal at a time, shared with the app's requests): resolves to its failure, or null. */
  renewSession: () => Promise<unknown>;
  /** The session could not be renewed (the refresh cookie is gone or expired too): the person must sign in. */
  onSignedOut: () => void;
  /** A 403: the person may no longer see this shop; the session is worth reading again. */
  onForbidden?: () => void;
  /** The stream's own EventSource, one that tells the HTTP status of a refusal. */
  open?: (url: string) => StreamSource;
  /** How long without a stream before the page says it is reconnecting. */
  noticeAfterMs?: number;
  /** The first wait before a reopen; it doubles up to `maxDelayMs`, each wait drawn from its upper half. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** Silence after which an open stream counts as lost (the server pings every 25 s). */
  silenceMs?: number;
  /** Where `online`, `offline` and `visibilitychange` come from. */
  window?: Window;
}

const isUnauthorized = (failure: unknown) =>
  typeof failure === 'object' && failure !== null && (failure as { status?: unknown }).status === 401;

/**
 * One live stream of a shop's events that does not give up: reopened with backoff whenever it is
 * lost (a server restart or deploy, a network blip, a phone waking up, a silent dead connection);
 * after a 401 (the 15-minute access cookie lapsed) the session is renewed first; while the browser
 * is offline it waits for the network. Every open calls `onOpen`, so what changed in between is
 * fetched again.
 */
export class ShopStream {
  #options: Required<Omit<ShopStreamOptions, 'onForbidden' | 'window'>> &
    Pick<ShopStreamOptions, 'onForbidden' | 'window'>;
  #source: StreamSource | null = null;
  #unfollow: (() => void) | null = null;
  #isOpen = false;
  #stopped = true;
  #failures = 0;
  #status: LiveStatus = 'live';
  #listeners = new Set<() => void>();
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  #noticeTimer: ReturnType<typeof setTimeout> | undefined;
  #silenceTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: ShopStreamOptions) {
    this.#options = {
      open: (url) => new EventSource(url),
      noticeAfterMs: 4_000,
      firstDelayMs: 1_000,
      maxDelayMs: 15_000,
      silenceMs: 60_000,
      onForbidden: undefined,
      window: typeof window === 'undefined' ? undefined : window,
      ...options,
    };
  }

  get status(): LiveStatus {
    return this.#status;
  }

  /** For `useSyncExternalStore`: called whenever `status` changes. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    const win = this.#options.window;
    win?.addEventListener('online', this.#onOnline);
    win?.addEventListener('offline', this.#onOffline);
    win?.document.addEventListener('visibilitychange', this.#onVisible);
    this.#connect();
  }

  stop(): void {
    this.#stopped = true;
    const win = this.#options.window;
    win?.removeEventListener('online', this.#onOnline);
    win?.removeEventListener('offline', this.#onOffline);
    win?.document.removeEventListener('visibilitychange', this.#onVisible);
    this.#drop();
    clearTimeout(this.#retryTimer);
    clearTimeout(this.#noticeTimer);
    this.#noticeTimer = undefined;
    this.#setStatus('live');
  }

  #connect(): void {
    clearTimeout(this.#retryTimer);
    this.#retryTimer = undefined;
    if (this.#stopped || this.#source) return;
    this.#armNotice();
    const source = this.#options.open(this.#options.url);
    this.#source = source;
    this.#unfollow = this.#options.follow(source);
    source.addEventListener('open', () => this.#opened(source));
    source.addEventListener('ping', () => this.#heard(source));
    source.addEventListener('error', (event) => void this.#failed(source, event as ErrorEvent));
  }

  #opened(source: StreamSource): void {
    if (source !== this.#source) return;
    this.#isOpen = true;
    this.#failures = 0;
    clearTimeout(this.#noticeTimer);
    this.#noticeTimer = undefined;
    this.#setStatus('live');
    this.#heard(source);
    this.#options.onOpen();
  }

  /** Anything from the server (a change or a ping) shows the connection is alive. */
  #heard(source: StreamSource): void {
    if (source !== this.#source) return;
    clearTimeout(this.#silenceTimer);
    this.#silenceTimer = setTimeout(() => {
      if (source !== this.#source) return;
      this.#drop();
      this.#retry();
    }, this.#options.silenceMs);
  }

  async #failed(source: StreamSource, event: ErrorEvent): Promise<void> {
    if (source !== this.#source) return;
    // The source would reconnect by itself at a fixed pace, or not at all after a refusal: the
    // reopening is this class's, with backoff.
    this.#drop();
    if (event.code === 401) {
      const failure = await this.#options.renewSession();
      if (this.#stopped) return;
      if (isUnauthorized(failure)) {
        this.#options.onSignedOut();
        return;
      }
    } else if (event.code === 403) {
      this.#options.onForbidden?.();
    }
    this.#retry();
  }

  #retry(): void {
    if (this.#stopped || this.#retryTimer !== undefined) return;
    const { maxDelayMs, firstDelayMs } = this.#options;
    // Offline, `online` reopens it; slow tries remain, for a browser that says offline wrongly.
    const offline = this.#options.window?.navigator.onLine === false;
    const ceiling = offline ? maxDelayMs : Math.min(maxDelayMs, firstDelayMs * 2 ** this.#failures);
    this.#failures += 1;
    // Drawn from the upper half, so that pages that lost the same server do not all return at once.
    const delay = ceiling / 2 + (Math.random() * ceiling) / 2;
    this.#retryTimer = setTimeout(() => this.#connect(), delay);
  }

  #drop(): void {
    clearTimeout(this.#silenceTimer);
    this.#unfollow?.();
    this.#unfollow = null;
    this.#source?.close();
    this.#source = null;
    this.#isOpen = false;
    this.#armNotice();
  }

  #armNotice(): void {
    if (this.#stopped || this.#isOpen || this.#noticeTimer !== undefined) return;
    this.#noticeTimer = setTimeout(() => {
      this.#noticeTimer = undefined;
      if (!this.#isOpen && !this.#stopped) this.#setStatus('reconnecting');
    }, this.#options.noticeAfterMs);
  }

  #onOnline = () => {
    if (this.#isOpen) return;
    this.#failures = 0;
    this.#drop();
    this.#connect();
  };

  // What was open is gone with the network, even if the connection has not said so yet.
  #onOffline = () => {
    this.#drop();
    clearTimeout(this.#retryTimer);
    this.#retryTimer = undefined;
    this.#retry();
  };

  /** A page coming back to the screen (a phone woken up) tries at once instead of waiting out its backoff. */
  #onVisible = () => {
    if (this.#options.window?.document.visibilityState !== 'visible') return;
    if (this.#source || this.#options.window?.navigator.onLine === false) return;
    this.#failures = 0;
    this.#connect();
  };

  #setStatus(status: LiveStatus): void {
    if (status === this.#status) return;
    this.#status = status;
    for (const listener of this.#listeners) listener();
  }
}
