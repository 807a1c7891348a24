import type { EmbeddingsClient } from "../../../adapters/embeddings/embeddings-client";
import type { Database } from "../../../db/client";
import { listDocumentPassages, type PassageToEmbed, storePassageEmbeddings } from "./vector-store";

/**
 * Embeds a document's passages batch by batch, storing each batch as it comes back, so a failure midway
 * keeps what was done. Safe to run again: vectors are replaced by passage. Throws EmbeddingsError when
 * the service fails (after the client's own retries).
 */
export async function embedDocumentPassages(
  deps: { db: Database; embeddings: EmbeddingsClient },
  documentId: string,
): Promise<{ passages: number; stored: number }> {
  const { db, embeddings } = deps;
  const rows = await listDocumentPassages(db, documentId);
  let stored = 0;
  for (let start = 0; start < rows.length; start += embeddings.batchSize) {
    const batch = rows.slice(start, start + embeddings.batchSize);
    const vectors = await embeddings.embed(batch.map(embeddingInput));
    stored += await storePassageEmbeddings(db, {
      model: embeddings.model,
      items: batch.map((row, index) => ({ passageId: row.id, embedding: vectors[index]! })),
    });
  }
  return { passages: rows.length, stored };
}

/** The heading tells what a short passage is about (a table row, a clause), so it is embedded too. */
function embeddingInput(passage: PassageToEmbed): string {
  return passage.heading ? `${passage.heading}\n${passage.text}` : passage.text;
}
