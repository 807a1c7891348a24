import { Center, Loader } from "@mantine/core";

/** Shown while a page's code is fetched (its first visit only): the browser's real download. */
export function PageLoading() {
  return (
    <main>
      <Center mih="60vh">
        <Loader aria-label="Cargando página" />
      </Center>
    </main>
  );
}
