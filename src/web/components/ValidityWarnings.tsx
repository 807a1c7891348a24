import { Alert, List, Text } from "@mantine/core";
import { useDocumentValidity } from "../api/company-profile";
import { formatDate } from "./dates";

/**
 * The client's documents (fiscal, legal or any other it filed) that will have expired by the submission
 * date (or already have, measured to today once that day has passed): each named with its issue date and
 * the date its validity ends.
 */
export function ValidityWarnings({
  projectId,
  documentsVersion,
}: {
  projectId: string;
  documentsVersion: string;
}) {
  const query = useDocumentValidity(projectId, documentsVersion);
  const expired = query.data?.documents.filter((item) => item.isExpired) ?? [];
  if (!query.data || expired.length === 0) return null;
  const { referenceDate, passedSubmissionDate } = query.data;
  const reference = query.data.isSubmissionDate
    ? `la presentación de proposiciones (${formatDate(referenceDate)})`
    : passedSubmissionDate
      ? `hoy (${formatDate(referenceDate)}); la presentación de proposiciones que indican las bases (${formatDate(passedSubmissionDate)}) ya pasó`
      : `hoy (${formatDate(referenceDate)}); las bases no indican la fecha de presentación`;
  return (
    <Alert color="red" variant="light" title="Documentos vencidos a la fecha de presentación" role="alert">
      <Text size="sm" mb="xs">
        Vigencia medida a {reference}. Obtenga una versión actualizada y súbala antes de presentar la
        propuesta.
      </Text>
      <List size="sm" spacing={4}>
        {expired.map((item) => (
          <List.Item key={item.documentName} style={{ overflowWrap: "break-word" }}>
            {item.label} «{item.documentName}»: emitida el {formatDate(item.issueDate)}, vigente hasta el{" "}
            {formatDate(item.validUntil)} ({item.basis}).
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
