import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import {
  PROFILE_MESSAGES,
  type TProfileSource,
  type TProfileValue,
} from "../../../shared/contracts/company-profile";
import { useSaveProfileValue } from "../../api/company-profile";

const STATUS: Record<TProfileValue["status"], { label: string; color: string }> = {
  extraido: { label: "Leído de sus documentos", color: "gray.8" },
  confirmado: { label: "Confirmado por usted", color: "teal.9" },
  corregido: { label: "Corregido por usted", color: "indigo.9" },
  sin_dato: { label: "Sin dato", color: "red.9" },
};

/** 'acta.pdf, p. 2: «…»' — where a value was read. */
export function SourceLine({ source }: { source: TProfileSource }) {
  const page = source.page === null ? "" : `, p. ${source.page}`;
  return (
    <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
      Fuente: {source.documentName}
      {page}: «{source.quote.length > 180 ? `${source.quote.slice(0, 180)}…` : source.quote}»
    </Text>
  );
}

/** One value of the profile: what the documents say, what the client decided, and the actions. */
export function ProfileFieldRow({ item }: { item: TProfileValue }) {
  const save = useSaveProfileValue();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const status = STATUS[item.status];

  function handleSave(value: string | null) {
    setError(null);
    if (value !== null && !value.trim()) {
      setError(PROFILE_MESSAGES.emptyValue);
      return;
    }
    save.mutate(
      { field: item.field, value: value === null ? null : value.trim() },
      {
        onSuccess: () => setDraft(null),
        onError: (failure) => setError(failure.message),
      },
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={item.label}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>{item.label}</Text>
          <Badge color={status.color} variant="outline">
            {status.label}
          </Badge>
        </Group>
        {draft === null ? (
          <Text style={{ overflowWrap: "anywhere" }} data-testid={`valor-${item.field}`}>
            {item.value ?? "Sus documentos no lo indican."}
          </Text>
        ) : (
          <TextInput
            label={`Valor correcto de «${item.label}»`}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            maxLength={1000}
          />
        )}
        {item.status === "corregido" && item.extracted && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            Sus documentos dicen: {item.extracted}
          </Text>
        )}
        {item.source && <SourceLine source={item.source} />}
        {error && (
          <Alert color="red" variant="light" p="xs">
            {error}
          </Alert>
        )}
        <Group gap="xs" wrap="wrap">
          {draft === null ? (
            <>
              {item.status === "extraido" && item.value && (
                <Button
                  size="xs"
                  variant="light"
                  loading={save.isPending}
                  onClick={() => handleSave(item.value)}
                >
                  Confirmar
                </Button>
              )}
              <Button size="xs" variant="default" onClick={() => setDraft(item.value ?? "")}>
                {item.value ? "Corregir" : "Agregar"}
              </Button>
              {(item.status === "confirmado" || item.status === "corregido") && (
                <Button size="xs" variant="subtle" loading={save.isPending} onClick={() => handleSave(null)}>
                  Usar el dato de los documentos
                </Button>
              )}
            </>
          ) : (
            <>
              <Button size="xs" loading={save.isPending} onClick={() => handleSave(draft)}>
                Guardar
              </Button>
              <Button size="xs" variant="default" onClick={() => setDraft(null)}>
                Cancelar
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
