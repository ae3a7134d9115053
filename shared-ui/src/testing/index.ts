// The axe check lives beside the stories that use it; apps' tests get it through @studyhub/shared-testing (decision 0051).
export { axeViolations } from './axe.ts';
