import { paths } from '@keel/shared/paths';
import type { SearchGroup, SearchKind } from '@keel/shared/search';
import type { MenuGroup } from './workspace-menu';

/** One choice of the command palette: a found record, an action or a screen. */
export interface PaletteEntry {
  id: string;
  label: string;
  detail?: string;
  to: string;
}

export interface PaletteSection {
  id: string;
  title: string;
  entries: PaletteEntry[];
}

const KIND_TITLES: Record<SearchKind, string> = {
  contact: 'Contacts',
  company: 'Companies',
  deal: 'Funnel leads',
  job: 'Jobs',
  applicant: 'Applicants',
};

const KIND_LINKS: Record<SearchKind, (id: string) => string> = {
  // Search hits open the record pages (decision 0024).
  contact: paths.contact,
  company: paths.company,
  deal: paths.deal,
  job: paths.job,
  applicant: paths.applicant,
};

interface Action extends Omit<PaletteEntry, 'id'> {
  /** Who may: everyone unless set. */
  role?: 'admin' | 'recruiter';
}

/** What the palette can do besides opening a screen; each action leads to the screen that does it. */
const ACTIONS: readonly Action[] = [
  { label: 'New company', to: paths.newCompany },
  { label: 'New contact', detail: 'Add New Contact', to: paths.newContact },
  { label: 'Import contacts', detail: 'Data Management', to: paths.dataManagement, role: 'admin' },
  { label: 'Export contacts', detail: 'Data Management', to: paths.dataManagement, role: 'admin' },
  { label: 'New job', to: paths.newJob, role: 'recruiter' },
  { label: 'New applicant', to: paths.newApplicant, role: 'recruiter' },
];

const matches = (text: string, term: string) => text.toLowerCase().includes(term.toLowerCase());

/**
 * The palette's sections for a term: found records by kind (only kinds with hits), then actions and
 * screens whose names contain the term (all of them for an empty term).
 */
export function paletteSections(
  term: string,
  results: readonly SearchGroup[],
  menu: readonly MenuGroup[],
  flags: { isAdmin: boolean; isRecruiter: boolean },
): PaletteSection[] {
  const q = term.trim();
  const records = results
    .filter((group) => group.hits.length > 0)
    .map((group) => ({
      id: group.kind,
      title: KIND_TITLES[group.kind],
      entries: group.hits.map((hit) => ({
        id: `${group.kind}-${hit.id}`,
        label: hit.title,
        detail: hit.detail,
        to: KIND_LINKS[group.kind](hit.id),
      })),
    }));
  const allowed = (action: Action) => action.role === undefined || (action.role === 'admin' ? flags.isAdmin : flags.isRecruiter);
  const actions = ACTIONS.filter((action) => allowed(action) && matches(action.label, q)).map(({ role: _role, ...action }) => ({
    ...action,
    id: `action-${action.label}`,
  }));
  const screens = menu
    .flatMap((group) => group.items.map((item) => ({ id: `screen-${item.to}`, label: item.label, detail: group.title, to: item.to })))
    .filter((entry) => matches(entry.label, q));
  return [...records, { id: 'actions', title: 'Actions', entries: actions }, { id: 'screens', title: 'Go to', entries: screens }].filter(
    (section) => section.entries.length > 0,
  );
}
