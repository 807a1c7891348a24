import { Badge, Stack, Text } from "@mantine/core";
import { DOCUMENT_STATUS_LABELS, type TProjectDocument } from "../../../shared/contracts/documents";

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
  return parts.length > 0 ? parts.join(" · ") : null;
}

/** The text-extraction state: counts when ready, the reason when it failed or found no text. */
export function DocumentStatusBadge({ document }: { document: TProjectDocument }) {
  const style = BADGE_STYLE[document.status];
  // Any other state shows its reason when it has one (a failure, or a reading waiting to be queued again).
  const detail = document.status === "listo" ? countsText(document) : document.statusDetail;
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={style.color} variant={style.variant} tt="none">
        {DOCUMENT_STATUS_LABELS[document.status]}
      </Badge>
      {detail && <Text size="xs">{detail}</Text>}
    </Stack>
  );
}
