// DRM: key systems and their order, licence requests and responses, retries, renewals,
// certificates and key sessions (001 §3-§9, 000 §9). Pure, or classes over ports.
export * from './base64.ts';
export * from './cbcs-flag.ts';
export * from './certificate.rules.ts';
export * from './key-error.policy.ts';
export * from './key-session.registry.ts';
export * from './key-session.retention.ts';
export * from './key-systems.ts';
export * from './license-request.builder.ts';
export * from './license-response.reader.ts';
export * from './license-retry.policy.ts';
export * from './license.client.ts';
export * from './renewal-schedule.ts';
