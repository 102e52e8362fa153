export { AgeGate, ageGateDialog, type AgeGatePolicy } from './age-gate.ts';
