import { Badge, Progress, Stack, Text } from "@mantine/core";
import { DOCUMENT_STATUS_LABELS, type TProjectDocument } from "../../../shared/contracts/documents";
import { OCR_MESSAGES } from "../../../shared/rules/ocr";

// Dark shades only: white on these (and red 9 on white) stay above WCAG AA contrast.
const BADGE_STYLE: Record<TProjectDocument["status"], { color: string; variant: "filled" | "outline" }> = {
  en_cola: { color: "gray.7", variant: "filled" },
  procesando: { color: "indigo.8", variant: "filled" },
  listo: { color: "teal.9", variant: "filled" },
  sin_texto: { color: "red.9", variant: "outline" },
  no_soportado: { color: "red.9", variant: "outline" },
  error: { color: "red.9", variant: "filled" },
};

function countsText(document: TProjectDocument): string | null {
  const parts: string[] = [];
  if (document.pageCount !== null) {
    parts.push(document.pageCount === 1 ? "1 página" : `${document.pageCount} páginas`);
  }
  if (document.passageCount !== null) {
    parts.push(document.passageCount === 1 ? "1 fragmento" : `${document.passageCount} fragmentos`);
  }
  if (document.ocr && document.ocr.pageCount > 0) {
    parts.push(OCR_MESSAGES.summary(document.ocr.pageCount, document.pageCount));
  }
  return parts.length > 0 ? parts.join(" · ") : null;
}

/** Pages read by OCR so far, while the document is read; then the pages the client should check. */
function OcrNotes({ document }: { document: TProjectDocument }) {
  const { ocr } = document;
  if (!ocr) return null;
  if (document.status === "procesando" && ocr.progress) {
    const { done, total } = ocr.progress;
    const label = OCR_MESSAGES.progress(done, total);
    return (
      <Stack gap={2} w="100%" maw={220}>
        <Text size="xs">{label}</Text>
        <Progress value={total > 0 ? (done / total) * 100 : 0} size="sm" aria-label={label} />
      </Stack>
    );
  }
  if (ocr.doubtfulPages.length === 0) return null;
  return (
    <Stack gap={0}>
      {ocr.doubtfulPages.map(({ page, confidence }) => (
        <Text key={page} size="xs" c="orange.9">
          {confidence === null ? OCR_MESSAGES.unreadable(page) : OCR_MESSAGES.doubtful(page)}
        </Text>
      ))}
    </Stack>
  );
}

/** The text-extraction state: counts when ready, the reason when it failed or found no text. */
export function DocumentStatusBadge({ document }: { document: TProjectDocument }) {
  const style = BADGE_STYLE[document.status];
  // Any other state shows its reason when it has one (a failure, or a reading waiting to be queued again).
  const detail =
    document.status === "listo"
      ? countsText(document)
      : document.status === "sin_texto" && document.ocr
        ? [document.statusDetail, countsText(document)].filter(Boolean).join(" · ")
        : document.statusDetail;
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={style.color} variant={style.variant} tt="none">
        {DOCUMENT_STATUS_LABELS[document.status]}
      </Badge>
      {detail && <Text size="xs">{detail}</Text>}
      <OcrNotes document={document} />
    </Stack>
  );
}
