// `@studyhub/shared-api/admin`: the contract's rules and messages that only the admin portal shows.
// Plain values, outside the share: remote-admin bundles them and the other pages never download them
// (docs/decisions/0093). The server reads the same files through /contract.
export {
  ADMIN_BLOG_LIST_DEFAULTS,
  ADMIN_BLOG_STATUSES,
  ADMIN_COMMENT_LIST_DEFAULTS,
  ADMIN_COMMENT_SORTS,
  ADMIN_COMMENT_STATUSES,
  ADMIN_PAGE_SIZE,
  ADMIN_TOTAL_CAP,
} from './contract/constants.ts';
export { BLOG_EDIT_MESSAGES } from './contract/blog-edit.ts';
export { SCHEDULE_BOUNDS, SCHEDULE_MESSAGES } from './contract/schedule-rules.ts';
export { AUTOSAVE_MESSAGES, AUTOSAVES_KEPT } from './contract/autosave-api.ts';
export { REVISION_KIND_LABELS, REVISION_MESSAGES, restoredMessage } from './contract/revision-messages.ts';
export { CANARY_ROLLBACK_RULE, RELEASE_APPS, RELEASE_MESSAGES } from './contract/release-rules.ts';
export { REVIEW_MESSAGES, REVIEW_NOTE_MAX_LENGTH, REVIEW_STATES } from './contract/review-rules.ts';
export { STAFF_MESSAGES, STAFF_PERMISSIONS, STAFF_ROLES, staffCan } from './contract/staff-roles.ts';
export { PREVIEW_LINK_CHOICES, PREVIEW_LINK_HOURS } from './contract/preview-rules.ts';
export { INVITE_DAYS, INVITE_STATES, MAX_DISPLAY_NAME_LENGTH, MIN_STAFF_PASSWORD_LENGTH, STAFF_ACCOUNT_MESSAGES } from './contract/staff-account-rules.ts';
export {
  CODE_LANGUAGES,
  CODE_LANGUAGE_CLASS_PREFIX,
  DEFAULT_CODE_LANGUAGE,
  IMAGE_PROTOCOLS,
  LINK_PROTOCOLS,
  codeLanguageLabel,
  codeLanguageOf,
} from './contract/post-body.ts';
export { IMAGE_FORMATS, IMAGE_MEGABYTES, displayFileName, imageTooLargeMessage, wrongImageTypeMessage } from './contract/image-upload.ts';
