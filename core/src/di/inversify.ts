/**
 * The Inversify a host builds its container with. The published build bundles this entry with
 * only the parts we reach (tools/build/inversify-vendor.ts), so apps bundle that, not all of it.
 */
export { Container, ContainerModule } from 'inversify';
