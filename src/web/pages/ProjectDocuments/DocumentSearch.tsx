import { Alert, Button, Card, Group, Loader, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import type { TSearchHit } from "../../../shared/contracts/documents";
import { SEARCH_MIN_LENGTH, useDocumentSearch } from "../../api/documents";
import { splitExcerpt } from "./search-excerpt";

const SHORT_QUERY = "Escriba al menos 2 caracteres para buscar";

/** 'p. N' for paged formats, otherwise the sheet or slide the server names. */
function hitLocation(hit: TSearchHit): string | null {
  if (hit.page !== null) return `p. ${hit.page}`;
  return hit.location;
}

function SearchHit({ hit }: { hit: TSearchHit }) {
  const location = hitLocation(hit);
  return (
    <Paper component="li" withBorder p="sm" radius="sm" style={{ listStyle: "none" }}>
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Text fw={700} style={{ overflowWrap: "anywhere" }}>
            {hit.documentName}
          </Text>
          {location && <Text size="sm">{location}</Text>}
        </Group>
        {hit.heading && (
          <Text size="sm" fs="italic">
            {hit.heading}
          </Text>
        )}
        <Text size="sm" data-testid="search-excerpt">
          {splitExcerpt(hit.excerpt, hit.highlights).map((part) =>
            part.isMatch ? (
              <mark key={part.start}>{part.text}</mark>
            ) : (
              <span key={part.start}>{part.text}</span>
            ),
          )}
        </Text>
      </Stack>
    </Paper>
  );
}

/** Full-text search over the project's documents, run when the form is sent. */
export function DocumentSearch({ projectId }: { projectId: string }) {
  const [draft, setDraft] = useState("");
  const [query, setQuery] = useState("");
  const [inputError, setInputError] = useState<string | null>(null);
  const search = useDocumentSearch(projectId, query);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = draft.trim();
    if (trimmed.length < SEARCH_MIN_LENGTH) {
      setInputError(SHORT_QUERY);
      setQuery("");
      return;
    }
    setInputError(null);
    setQuery(trimmed);
  }

  return (
    <Card component="section" withBorder radius="md" p="lg" aria-labelledby="document-search-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="document-search-title">
          Búsqueda
        </Title>
        <form onSubmit={handleSubmit}>
          <Group align="flex-start" gap="sm">
            <TextInput
              label="Buscar en los documentos"
              type="search"
              value={draft}
              error={inputError}
              onChange={(event) => setDraft(event.currentTarget.value)}
              style={{ flex: 1, minWidth: 220 }}
              maxLength={300}
            />
            <Button type="submit" mt={25} loading={search.isFetching}>
              Buscar
            </Button>
          </Group>
        </form>
        <div aria-live="polite">
          {search.isFetching && !search.data && (
            <Group gap="xs">
              <Loader size="xs" aria-hidden />
              <Text size="sm">Buscando...</Text>
            </Group>
          )}
          {search.isError && (
            <Alert color="red">No se pudo realizar la búsqueda. {search.error.message}</Alert>
          )}
          {search.data && search.data.length === 0 && (
            <Text>No se encontraron coincidencias para «{query}».</Text>
          )}
          {search.data && search.data.length > 0 && (
            <Stack gap="xs">
              <Text size="sm">
                {search.data.length === 1 ? "1 resultado" : `${search.data.length} resultados`} para «{query}»
              </Text>
              <Stack component="ol" gap="xs" p={0} m={0} aria-label="Resultados de la búsqueda">
                {search.data.map((hit) => (
                  <SearchHit key={hit.passageId} hit={hit} />
                ))}
              </Stack>
            </Stack>
          )}
        </div>
      </Stack>
    </Card>
  );
}
