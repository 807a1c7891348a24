import { Center, Loader } from "@mantine/core";
import type { TPublicConfigResponse } from "../../../shared/contracts/public-config";
import { usePublicConfig } from "../../api/public-config";
import { PublicLayout } from "../../components/PublicLayout";
import { LegalDocumentView } from "./LegalDocumentView";
import type { LegalPlaceholders } from "./legal-types";
import { buildPrivacyDocument } from "./privacy-content";
import { buildTermsDocument } from "./terms-content";

function toPlaceholders(config: TPublicConfigResponse): LegalPlaceholders {
  return {
    appName: config.appName,
    supportEmail: config.supportEmail,
    storageRegion: config.storageRegion,
    minimumAge: config.minimumAge,
    companyName: config.companyName,
  };
}

function LegalPage({ kind }: { kind: "terms" | "privacy" }) {
  const { data: config, error } = usePublicConfig();
  if (error) throw error;
  return (
    <PublicLayout size="md">
      {!config ? (
        <Center py="xl">
          <Loader aria-label="Cargando" />
        </Center>
      ) : kind === "terms" ? (
        <LegalDocumentView
          document={buildTermsDocument(toPlaceholders(config))}
          related={{ label: "Política de privacidad", to: "/privacy-policy" }}
        />
      ) : (
        <LegalDocumentView
          document={buildPrivacyDocument(toPlaceholders(config))}
          related={{ label: "Términos y condiciones", to: "/terms-and-conditions" }}
        />
      )}
    </PublicLayout>
  );
}

export function TermsPage() {
  return <LegalPage kind="terms" />;
}

export function PrivacyPage() {
  return <LegalPage kind="privacy" />;
}
