import type { DocumentCategory } from "../../../../shared/rules/files";

/** What the model is given and asked for in one phase. One file per phase in this folder. */
export interface PhasePrompt {
  /** Passages searched for this phase: each query over the listed categories of uploaded documents. */
  retrieval: Array<{ categories: readonly DocumentCategory[]; query: string; limit?: number }>;
  /** Earlier phases (ids) whose latest version is shown to the model. */
  earlier: number[];
  /** The phase's task, in Spanish: what to write and in which shape. */
  task: string;
  /**
   * Shown first, per heading of the index: the client's passages that best answer it (or the material
   * that is missing), so each section is written from the client's own material.
   */
  sectionMaterial?: boolean;
}
