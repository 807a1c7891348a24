import { Button, Collapse, Stack, Stepper } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { IconCheck, IconChevronDown, IconChevronUp } from "@tabler/icons-react";
import type { TPhasesResponse } from "../../../shared/contracts/phases";
import { PHASE_COUNT, phaseDescription } from "../../../shared/rules/phases";

/** Below Mantine's md breakpoint the list sits above the phase instead of beside it. */
const COMPACT_QUERY = "(max-width: 61.99em)";
export const PHASE_LIST_TOGGLE = {
  show: `Ver las ${PHASE_COUNT} fases`,
  hide: `Ocultar las ${PHASE_COUNT} fases`,
} as const;

/**
 * The eight phases (spec 02 §3). Every step is clickable: the server decides whether the phase was
 * reached, and the page shows its refusal. A completed phase after the open one keeps its check.
 * Each step reads its name once, with 'Fase n de 8' under it: the full 'Fase n de 8: nombre' is the
 * open phase's title and each step's accessible name, not a second line repeating the label.
 * On a narrow screen the list would fill the first screen above the open phase: it is folded behind
 * one button, and the open phase's title (beside it in the page) says which phase is current.
 */
export function PhaseStepper({ data, onOpen }: { data: TPhasesResponse; onOpen: (phase: number) => void }) {
  const isCompact = useMediaQuery(COMPACT_QUERY) ?? false;
  const [isOpen, { toggle }] = useDisclosure(false);
  const stepper = (
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
  if (!isCompact) return stepper;
  return (
    <Stack gap="xs">
      <Button
        variant="default"
        fullWidth
        justify="space-between"
        rightSection={
          isOpen ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />
        }
        aria-expanded={isOpen}
        aria-controls="phase-list"
        onClick={toggle}
      >
        {isOpen ? PHASE_LIST_TOGGLE.hide : PHASE_LIST_TOGGLE.show}
      </Button>
      <Collapse expanded={isOpen} id="phase-list">
        {stepper}
      </Collapse>
    </Stack>
  );
}
