import { Stepper } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import type { TPhasesResponse } from "../../../shared/contracts/phases";
import { PHASE_COUNT, phaseDescription } from "../../../shared/rules/phases";

/**
 * The eight phases (spec 02 §3). Every step is clickable: the server decides whether the phase was
 * reached, and the page shows its refusal. A completed phase after the open one keeps its check.
 * Each step reads its name once, with 'Fase n de 8' under it: the full 'Fase n de 8: nombre' is the
 * open phase's title and each step's accessible name, not a second line repeating the label.
 */
export function PhaseStepper({ data, onOpen }: { data: TPhasesResponse; onOpen: (phase: number) => void }) {
  return (
    <Stepper
      active={data.currentPhase}
      onStepClick={(index) => {
        if (index !== data.currentPhase) onOpen(index);
      }}
      orientation="vertical"
      size="sm"
      // Mantine's tight label line cuts the accent of a capital (the 'Í' of 'Índice').
      styles={{ stepLabel: { lineHeight: 1.45, paddingTop: 2 }, stepDescription: { lineHeight: 1.4 } }}
      aria-label="Fases del modelo RAG"
    >
      {data.phases.map((phase) => {
        const completed = data.completedPhases.includes(phase.id);
        return (
          <Stepper.Step
            key={phase.id}
            allowStepSelect
            label={phase.name}
            description={`Fase ${phase.id + 1} de ${PHASE_COUNT}`}
            icon={completed ? <IconCheck size={16} aria-label="Completada" /> : undefined}
            aria-label={`${phaseDescription(phase.id)}${completed ? " (completada)" : ""}`}
          />
        );
      })}
    </Stepper>
  );
}
