/** The one slug rule lives in src-shared, so the category form suggests the slug the server would make. */
export { slugify } from '../../../src-shared/slug.js';
