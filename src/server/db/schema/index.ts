export * from "./billing";
export * from "./captcha";
export * from "./paypal-sandbox";
export * from "./phases";
export * from "./projects";
export * from "./settings";
export * from "./system-events";
export * from "./users";
