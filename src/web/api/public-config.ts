import { useQuery } from "@tanstack/react-query";
import {
  PUBLIC_CONFIG_META,
  PUBLIC_CONFIG_PATH,
  type TPublicConfigResponse,
  ZPublicConfigResponse,
} from "../../shared/contracts/public-config";
import { apiRequest } from "./http-client";

export function fetchPublicConfig(): Promise<TPublicConfigResponse> {
  return apiRequest(PUBLIC_CONFIG_PATH, { schema: ZPublicConfigResponse });
}

/** The configuration the server stamped into the page, when it did (not under Vite's dev server). */
export function readStampedPublicConfig(
  doc: Document | undefined = globalThis.document,
): TPublicConfigResponse | undefined {
  // No document when the first screens are prerendered: their configuration is already in the cache.
  const content = doc?.querySelector<HTMLMetaElement>(`meta[name="${PUBLIC_CONFIG_META}"]`)?.content;
  if (!content) return undefined;
  try {
    const parsed = ZPublicConfigResponse.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** This installation's names, contact and legal placeholders: from the page, else loaded once. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ["public-config"],
    queryFn: fetchPublicConfig,
    initialData: readStampedPublicConfig,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { isSilent: true },
  });
}
