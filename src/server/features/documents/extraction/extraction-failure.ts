/** A known reason a file cannot be read, carrying the Spanish text the user sees. */
export class ExtractionFailure extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "ExtractionFailure";
  }
}
