import {
  IconFile,
  IconFileSpreadsheet,
  IconFileTypePdf,
  IconFileWord,
  IconPhoto,
  IconPresentation,
} from "@tabler/icons-react";

/** The icon families of spec 02 §9: pdf, doc/docx, xls/xlsx, ppt/pptx, jpg/jpeg/png, other. */
export type FileKind = "pdf" | "word" | "excel" | "powerpoint" | "image" | "other";

const KIND_BY_EXTENSION: Record<string, FileKind> = {
  pdf: "pdf",
  doc: "word",
  docx: "word",
  xls: "excel",
  xlsx: "excel",
  ppt: "powerpoint",
  pptx: "powerpoint",
  jpg: "image",
  jpeg: "image",
  png: "image",
};

const ICONS = {
  pdf: { Icon: IconFileTypePdf, color: "var(--mantine-color-red-9)" },
  word: { Icon: IconFileWord, color: "var(--mantine-color-blue-9)" },
  excel: { Icon: IconFileSpreadsheet, color: "var(--mantine-color-green-9)" },
  powerpoint: { Icon: IconPresentation, color: "var(--mantine-color-orange-9)" },
  image: { Icon: IconPhoto, color: "var(--mantine-color-grape-9)" },
  other: { Icon: IconFile, color: "var(--mantine-color-gray-8)" },
} as const;

export function fileKindOf(fileType: string): FileKind {
  return KIND_BY_EXTENSION[fileType.replace(/^\./, "").toLowerCase()] ?? "other";
}

/** Decorative: the file type is always written next to it, so screen readers skip the icon. */
export function FileTypeIcon({ fileType, size = 24 }: { fileType: string; size?: number }) {
  const kind = fileKindOf(fileType);
  const { Icon, color } = ICONS[kind];
  return <Icon size={size} color={color} stroke={1.6} aria-hidden data-file-kind={kind} />;
}

/** The type column: the extension in capitals ('PDF', 'DOCX'). */
export function fileTypeLabel(fileType: string): string {
  return fileType.replace(/^\./, "").toUpperCase();
}
