import { lazyPanel } from '../../components/lazy-parts';
import type { GroupAdminsTable as GroupAdminsTableType } from './GroupAdminsTable';
import type { OrganizationEditor as OrganizationEditorType } from './OrganizationEditor';

/**
 * Parts of the detail page loaded apart from it: the edit form, and the group administrators' table (its
 * table is ~80 KB gzip with its select and checkbox; the page starts loading it as it opens, while the
 * organization is read, so it is usually there when the organization is).
 */

/** Edit mode (the form): loaded when Edit is pointed at, focused or clicked. */
export const loadOrganizationEditor = () => import('./OrganizationEditor').then((m) => m.OrganizationEditor);
export const OrganizationEditor = lazyPanel<Parameters<typeof OrganizationEditorType>[0]>(
  loadOrganizationEditor,
  'Loading the editor',
);

export const loadGroupAdminsTable = () => import('./GroupAdminsTable').then((m) => m.GroupAdminsTable);
export const GroupAdminsTable = lazyPanel<Parameters<typeof GroupAdminsTableType>[0]>(
  loadGroupAdminsTable,
  'Loading the group administrators',
);
