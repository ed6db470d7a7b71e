// The app panel's sync line (`#sync-status`): how `tasks serve`'s background sync with each CalDAV account
// goes, asked from `GET /sync` every 5 s. Hidden without accounts. Text goes in with textContent.
import { relativeTime } from './text.mjs';

/**
 * One CalDAV account's background sync (`GET /sync`).
 * @typedef {object} SyncAccount
 * @property {string} name
 * @property {string} list
 * @property {'never' | 'syncing' | 'synced' | 'failed'} state
 * @property {string | null} [lastSync]
 * @property {string | null} [error]
 */
/** @typedef {(key: string, values?: Record<string, string>) => string} Translate */

/** How often the page asks, in ms. */
const INTERVAL = 5000;

/**
 * One account's sync as a line of the app panel, in the page's language.
 * @param {SyncAccount} account
 * @param {Date} now
 * @param {Translate} t
 * @param {string} locale
 * @returns {string}
 */
export function syncLine(account, now, t, locale) {
  switch (account.state) {
    case 'syncing': return t('Syncing with {account}…', { account: account.name });
    case 'failed': return t('Sync with {account} failed: {error}', { account: account.name, error: account.error || '' });
    case 'synced':
      return t('Synced with {account} {time}', {
        account: account.name, time: relativeTime(new Date(account.lastSync || ''), now, locale),
      });
    default: return t('Not synced with {account} yet', { account: account.name });
  }
}

export class SyncStatus {
  /**
   * @param {HTMLElement} element the line (`#sync-status`)
   * @param {{ connection: import('./connection.mjs').Connection, t: Translate, locale: string }} context
   */
  constructor(element, context) {
    this.element = element;
    this.context = context;
  }

  /** Asks now, then every 5 s. */
  start() {
    this.refresh().finally(() => setTimeout(() => this.start(), INTERVAL));
  }

  async refresh() {
    try {
      /** @type {{ accounts: SyncAccount[] }} */
      const status = await this.context.connection.request('GET', '/sync', undefined, { retry: false });
      const now = new Date();
      this.element.hidden = status.accounts.length === 0;
      this.element.replaceChildren(...status.accounts.map((account) => {
        const entry = document.createElement('span');
        entry.className = `sync-${account.state}`;
        entry.textContent = syncLine(account, now, this.context.t, this.context.locale);
        return entry;
      }));
    } catch {
      // The server is away: the page says so already, and the next ask finds it back.
    }
  }
}
