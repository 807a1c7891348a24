import { Center, Loader } from "@mantine/core";

/**
 * Shown while a page's code is fetched (its first visit only): the browser's real download. No <main>
 * of its own: the screen it replaces (or the session check) keeps the page's one main landmark.
 */
export function PageLoading() {
  return (
    <Center mih="60vh" role="status">
      <Loader aria-label="Cargando página" />
    </Center>
  );
}
