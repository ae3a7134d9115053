// What the apps' tests share (imported as `@studyhub/shared-ui/testing`, never by app code).
export { axeViolations } from './axe.ts';
