/**
 * Which refused requests of visitors (no session) become an audit line. A signed-in caller's refusal
 * (a client asking for another's project) is always written: it names an account, and its own rate
 * limit bounds it. A visitor asking for '/api/nada' again and again wrote a line each time (up to the
 * general limit, 300 a minute per address and process) into a table kept for the 'Seguridad' board:
 * now one line per address and minute, the first; the board still shows the address and its day.
 */
const WINDOW_MS = 60_000;
// Past this many addresses in memory the oldest window is forgotten (a flood from many addresses).
const MAX_ADDRESSES = 10_000;

export class VisitorRefusals {
  private readonly lastWritten = new Map<string, number>();

  /** True when this address's refusal is to be written now (none written in the last minute). */
  shouldRecord(address: string, now: number = Date.now()): boolean {
    const last = this.lastWritten.get(address);
    if (last !== undefined && now - last < WINDOW_MS) return false;
    this.lastWritten.delete(address);
    if (this.lastWritten.size >= MAX_ADDRESSES) {
      const oldest = this.lastWritten.keys().next().value;
      if (oldest !== undefined) this.lastWritten.delete(oldest);
    }
    this.lastWritten.set(address, now);
    return true;
  }
}
