import { Button } from "@mantine/core";
import type { TProjectDocument } from "../../../shared/contracts/documents";

/** 'Descargar' for one document, named for screen readers, busy while its download is prepared. */
export function DownloadDocumentButton({
  document,
  downloadingId,
  onDownload,
  variant,
}: {
  document: TProjectDocument;
  downloadingId: string | null;
  onDownload: (document: TProjectDocument) => void;
  variant: "light" | "subtle";
}) {
  return (
    <Button
      variant={variant}
      size="compact-sm"
      onClick={() => onDownload(document)}
      loading={downloadingId === document.id}
      aria-label={`Descargar ${document.name}`}
    >
      Descargar
    </Button>
  );
}
