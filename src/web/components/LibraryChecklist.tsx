import { Checkbox, Group, ScrollArea, Stack, Text } from "@mantine/core";
import type { TLibraryDocument } from "../../shared/contracts/library";
import { DOCUMENT_CATEGORIES, formatFileSize } from "../../shared/rules/files";
import { formatDate } from "./dates";

function categoryLabel(id: string): string {
  return DOCUMENT_CATEGORIES.find((category) => category.id === id)?.label ?? id;
}

/**
 * The client's library documents as a list to choose from (new project, documents view): each with its
 * category, type, size and the date it was kept.
 */
export function LibraryChecklist({
  documents,
  selectedIds,
  onChange,
  label,
}: {
  documents: TLibraryDocument[];
  selectedIds: Set<string>;
  onChange: (ids: Set<string>) => void;
  label: string;
}) {
  const allSelected = documents.length > 0 && documents.every((item) => selectedIds.has(item.id));
  function toggle(id: string, checked: boolean) {
    const next = new Set(selectedIds);
    if (checked) next.add(id);
    else next.delete(id);
    onChange(next);
  }
  return (
    <Stack gap="xs" role="group" aria-label={label}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600} size="sm">
          {label}
        </Text>
        <Checkbox
          size="sm"
          label="Seleccionar todos"
          checked={allSelected}
          indeterminate={!allSelected && selectedIds.size > 0}
          onChange={(event) =>
            onChange(new Set(event.currentTarget.checked ? documents.map((item) => item.id) : []))
          }
        />
      </Group>
      <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars>
        <Stack gap={10}>
          {documents.map((item) => (
            <Checkbox
              key={item.id}
              checked={selectedIds.has(item.id)}
              onChange={(event) => toggle(item.id, event.currentTarget.checked)}
              label={<span style={{ overflowWrap: "anywhere" }}>{item.name}</span>}
              description={`${categoryLabel(item.documentType)} · ${item.fileType.toUpperCase()} · ${formatFileSize(item.fileSize)} · guardado el ${formatDate(item.createdAt)}`}
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
