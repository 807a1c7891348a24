export * from "./system-events";
