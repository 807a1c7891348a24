export interface LegalPlaceholders {
  appName: string;
  supportEmail: string;
  storageRegion: string;
  minimumAge: number;
  companyName: string;
}

export interface LegalSection {
  title: string;
  paragraphs: string[];
  items?: string[];
}

export interface LegalDocument {
  title: string;
  /** Fecha en formato dd/MM/yyyy */
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
}
