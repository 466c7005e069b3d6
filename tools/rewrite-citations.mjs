// Rewrites, in code comments and test titles only, citations of the old product brief ("SPEC §5")
// (and of the old design notes, "DESIGN item 2") into docs/product/ pages, and issue numbers ("issue 14 item 3") into the decision records that
// hold the reasoning (docs/README.md#conventions). Code is never touched: the comment ranges come
// from the TypeScript parser, and each file is checked to differ only inside them.
// Usage: node tools/rewrite-citations.mjs [--dry] [dirs...]   (default: apps packages e2e tools)
// Prints what it could not rewrite by rule; those are reworded by hand.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const args = process.argv.slice(2);
const dry = args.includes('--dry');
const dirs = args.filter((a) => !a.startsWith('--'));
const roots = dirs.length ? dirs : ['apps', 'packages', 'e2e', 'tools'];
const P = 'docs/product/';

function walk(dir, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist') continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (/\.(ts|tsx|mts|mjs|js)$/.test(e.name) && !p.endsWith('rewrite-citations.mjs')) out.push(p);
  }
  return out;
}

/** Comment ranges and test-title string ranges of a file, from the parser. */
function editableRanges(file, text) {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : file.endsWith('.ts') || file.endsWith('.mts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const ranges = new Map();
  const addComments = (list) => list?.forEach((r) => ranges.set(r.pos, r.end));
  const isTestCall = (expr) => {
    let e = expr;
    while (ts.isPropertyAccessExpression(e) || ts.isCallExpression(e)) e = ts.isCallExpression(e) ? e.expression : e.expression;
    return ts.isIdentifier(e) && ['it', 'test', 'describe'].includes(e.text);
  };
  const visit = (node) => {
    addComments(ts.getLeadingCommentRanges(text, node.pos));
    addComments(ts.getTrailingCommentRanges(text, node.end));
    if (ts.isCallExpression(node) && isTestCall(node.expression) && node.arguments.length) {
      const a = node.arguments[0];
      if (ts.isStringLiteralLike(a) || ts.isTemplateExpression(a)) ranges.set(a.getStart(sf), a.end);
    }
    node.getChildren(sf).forEach(visit);
  };
  visit(sf);
  addComments(ts.getLeadingCommentRanges(text, sf.endOfFileToken.pos));
  return [...ranges].map(([pos, end]) => ({ pos, end })).sort((a, b) => a.pos - b.pos);
}

// ---------- SPEC sections → docs/product pages ----------
function area(file) {
  const f = file.toLowerCase();
  const tests = [
    ['recruiters', /recruiters/],
    ['recruitment', /careers|jobs?[./-]|applicant|application|recruit|screening|interview|candidate/],
    ['dashboards', /dashboard|widget|insights/],
    ['funnel', /funnel|lead|stage|deal|pipeline/],
    ['logos', /logo/],
    ['data', /data-management|import|export|csv|bulk/],
    ['team', /team|users\//],
    ['account', /account|settings|avatar|profile/],
    ['inquiry', /inquir/],
    ['contactmsg', /contact-message|public-site\/components\/contact-form|contact-us/],
    ['companies', /compan/],
    ['contacts', /contact/],
    ['reporting', /reporting|reports|saved-reports/],
    ['audit', /audit/],
    ['auth', /auth|session|guard|login|sign-?in|test-user/],
    ['layout', /layout|nav|routes\.tsx|workspace|use-toast|confirm/],
  ];
  for (const [name, re] of tests) if (re.test(f)) return name;
  return 'general';
}

function cite(sec, t, file) {
  const a = area(file);
  const has = (re) => re.test(t);
  const rec = () =>
    a === 'recruiters' || has(/recruiters directory/i) ? 'recruiters' : /applic/.test(file) || has(/applicant/i) ? 'applicants' : 'jobs';
  switch (sec) {
    case 1:
      return `${P}README.md#what-keel-is`;
    case 2:
      if (has(/Loading Application|full-screen/)) return `${P}public-site.md#unknown-paths-and-loading`;
      if (has(/footer/i)) return `${P}public-site.md#footer`;
      if (has(/hover|transition|\d+ ?ms|0\.25/)) return `${P}public-site.md#menu-timing`;
      if (has(/Data Management|sample CSV|Sample CSV/)) return `${P}crm.md#data-management`;
      if (has(/website/i)) return `${P}crm.md#companies`;
      if (has(/initials|avatar fallback|fallback image|user avatar/i)) return `${P}public-site.md#header-and-menus`;
      if (has(/Reporting Center/)) return `${P}crm.md#reporting-center`;
      if (has(/Saved CRM Reports|saved reports/i)) return `${P}crm.md#saved-reports`;
      if (has(/Account Settings/)) return `${P}crm.md#account-settings`;
      if (has(/Team Management/)) return `${P}crm.md#team-management`;
      if (has(/test-user|Role choices|test account/i)) return `${P}public-site.md#test-accounts`;
      switch (a) {
        case 'recruiters':
        case 'recruitment':
          return `${P}recruitment.md#${rec()}`;
        case 'dashboards':
          if (has(/Save|toggle|Edit Mode|toolbar|Template/)) return `${P}dashboards.md#edit-mode`;
          if (has(/dropdown|No dashboard|New Dashboard|My Dashboards/i)) return `${P}dashboards.md#choosing-a-dashboard`;
          return `${P}dashboards.md#${has(/widget|Configure|config/i) ? 'widgets' : 'edit-mode'}`;
        case 'funnel':
          return `${P}crm.md#funnel`;
        case 'logos':
          return `${P}crm.md#client-logos`;
        case 'data':
          return `${P}crm.md#data-management`;
        case 'team':
          return `${P}crm.md#team-management`;
        case 'account':
          return `${P}crm.md#account-settings`;
        case 'inquiry':
          return `${P}public-site.md#${has(/success/i) ? 'inquiry-success' : 'new-inquiry'}`;
        case 'contactmsg':
          return `${P}public-site.md#contact-us`;
        case 'companies':
          return `${P}crm.md#companies`;
        case 'contacts':
          return `${P}crm.md#contacts`;
        case 'reporting':
          return `${P}crm.md#reporting-center`;
        case 'audit':
          return `${P}crm.md#audit-trail`;
        case 'auth':
          if (has(/guard|redirect|unauthori/i)) return `${P}roles-and-permissions.md#route-guards`;
          return `${P}public-site.md#sign-in`;
        case 'layout':
          return has(/route/i) ? `${P}public-site.md#public-pages` : `${P}public-site.md#header-and-menus`;
        default:
          return `${P}public-site.md#public-pages`;
      }
    case 3:
      if (has(/default dashboard|three widgets/i)) return `${P}dashboards.md#default-dashboard`;
      if (has(/audit fields/i)) return `${P}records.md#audit-fields`;
      if (has(/default profile/i)) return `${P}records.md#profiles`;
      if (has(/Team member/)) return `${P}records.md#team-members`;
      if (has(/lead[- ]card|address group/i)) return `${P}records.md#lead-cards`;
      if (has(/ats_|applicant/i)) return `${P}records.md#applicants`;
      if (has(/contact-us|contact message/i)) return `${P}records.md#contact-messages`;
      if (has(/columns/i) && a !== 'data') return `${P}records.md#funnel-columns`;
      if (has(/country/i)) return `${P}records.md#${/compan/i.test(file + t) ? 'companies' : 'contacts'}`;
      switch (a) {
        case 'recruiters':
        case 'recruitment':
          return `${P}records.md#${rec()}`;
        case 'dashboards':
          return `${P}records.md#dashboards-and-widgets`;
        case 'funnel':
          return `${P}records.md#${has(/Deal|amount/) ? 'deals' : has(/column/i) ? 'funnel-columns' : 'lead-cards'}`;
        case 'logos':
          return `${P}records.md#client-logos`;
        case 'data':
          return `${P}records.md#${/compan/i.test(file + t) ? 'companies' : /deal|lead/i.test(file + t) ? 'lead-cards' : 'contacts'}`;
        case 'team':
          return `${P}records.md#team-members`;
        case 'account':
          return `${P}records.md#profiles`;
        case 'companies':
          return `${P}records.md#companies`;
        case 'contacts':
          return `${P}records.md#contacts`;
        case 'audit':
          return `${P}records.md#audit-entries`;
        default:
          return has(/widget|grid item/i)
            ? `${P}records.md#dashboards-and-widgets`
            : has(/Jobs|job_id|postings/)
              ? `${P}records.md#jobs`
              : has(/compan/i)
                ? `${P}records.md#companies`
                : `${P}records.md`;
      }
    case 4:
      if (has(/applicant statuses|job status/i)) return `${P}recruitment.md#statuses`;
      switch (a) {
        case 'recruiters':
        case 'recruitment':
          return `${P}recruitment.md#${has(/status/i) ? 'statuses' : 'new-records'}`;
        case 'dashboards':
          return `${P}dashboards.md#${has(/widget|title|New \{/i) ? 'widgets' : 'choosing-a-dashboard'}`;
        case 'funnel':
        case 'inquiry':
          return `${P}crm.md#funnel-moves`;
        case 'logos':
          return `${P}crm.md#logo-upload-and-delete`;
        case 'team':
          return `${P}roles-and-permissions.md#team-actions`;
        case 'data':
          return `${P}data-import-export.md#csv-import`;
        default:
          return has(/column|stage|tags/i) ? `${P}crm.md#funnel-moves` : `${P}records.md#creating-records`;
      }
    case 5:
      if (has(/search|substring/i)) return `${P}validation.md#list-search`;
      if (has(/employment type/i)) return `${P}texts-and-constants.md#employment-types`;
      if (has(/CSV import/) || a === 'data') return `${P}data-import-export.md#csv-import`;
      if (has(/resume/i)) return `${P}validation.md#applicant`;
      if (has(/Job Title, Description/)) return `${P}validation.md#job`;
      switch (a) {
        case 'recruiters':
        case 'recruitment':
          return `${P}validation.md#${rec() === 'applicants' ? 'applicant' : 'job'}`;
        case 'account':
          return `${P}validation.md#${has(/password/i) ? 'password-change' : 'profile'}`;
        case 'team':
          return `${P}validation.md#team`;
        case 'companies':
          return `${P}validation.md#company`;
        case 'contacts':
          return `${P}validation.md#contact`;
        case 'inquiry':
          return `${P}validation.md#inquiry`;
        case 'contactmsg':
          return `${P}validation.md#contact-message`;
        case 'logos':
          return `${P}validation.md#logos`;
        case 'dashboards':
          return `${P}validation.md#dashboard-names-and-widget-titles`;
        case 'auth':
          return `${P}validation.md#${has(/Sign-in|sign in/i) ? 'sign-in' : has(/password/i) ? 'passwords' : 'sign-in'}`;
        default:
          return has(/password/i) ? `${P}validation.md#passwords` : `${P}validation.md`;
      }
    case 6:
      if (has(/isSalesRep|isRecruiter|isAdmin|derived/)) return `${P}roles-and-permissions.md#derived-flags`;
      if (has(/role recruiter or admin|recruiters directory/i) && a === 'recruiters')
        return `${P}roles-and-permissions.md#recruiters-directory`;
      if (a === 'inquiry' || has(/lead's owner|Whose the lead/)) return `${P}roles-and-permissions.md#inquiry-ownership`;
      if (a === 'dashboards' && !has(/report/i)) return `${P}roles-and-permissions.md#dashboard-ownership`;
      if (a === 'team' || has(/Only admins can|Removing members/)) return `${P}roles-and-permissions.md#team-actions`;
      if (has(/recruit|jobs and applicants|job|applicant/i) || a === 'recruitment' || a === 'recruiters')
        return `${P}roles-and-permissions.md#recruitment-access`;
      return `${P}roles-and-permissions.md#who-may-do-what`;
    case 7:
      if (a === 'inquiry' || has(/case-insensitive company|inquiry/i)) return `${P}data-import-export.md#inquiry-submission`;
      if (has(/export|prefix/i)) return `${P}data-import-export.md#csv-export`;
      if (has(/sample leads|seeded/i)) return `${P}crm.md#funnel`;
      if (has(/bucket|path|\{|stored|spaces as underscores|Files live/i) || (['logos', 'account'].includes(a) && !has(/order/i)))
        return `${P}data-import-export.md#stored-files`;
      if (has(/full_name|full name|profiles?\b/i) && a === 'team') return `${P}data-import-export.md#list-orderings`;
      return `${P}data-import-export.md#list-orderings`;
    case 8:
      if (has(/Are you sure|delete confirmation|every delete|confirmation\)/i)) return `${P}texts-and-constants.md#delete-confirmation`;
      switch (a) {
        case 'logos':
          return `${P}texts-and-constants.md#logos`;
        case 'inquiry':
          return `${P}texts-and-constants.md#inquiry`;
        case 'team':
          return `${P}texts-and-constants.md#team`;
        case 'account':
          return `${P}texts-and-constants.md#profile`;
        case 'auth':
          return `${P}texts-and-constants.md#sign-in`;
        case 'funnel':
          return `${P}texts-and-constants.md#funnel`;
        case 'data':
          return `${P}texts-and-constants.md#import-and-export`;
        case 'recruiters':
        case 'recruitment':
          return `${P}texts-and-constants.md#recruitment`;
        case 'dashboards':
          return `${P}texts-and-constants.md#dashboard`;
        case 'contacts':
        case 'companies':
          return `${P}texts-and-constants.md#contacts-and-companies`;
        default:
          return `${P}texts-and-constants.md#${has(/toast|delete/i) ? 'records' : 'messages'}`;
      }
    case 9:
      if (has(/toast|swipe/i)) return `${P}texts-and-constants.md#toasts`;
      if (has(/action type/i)) return `${P}texts-and-constants.md#audit-action-types`;
      if (has(/Audit Trail|audit log|500/i) || a === 'audit') return `${P}texts-and-constants.md#audit-log`;
      if (has(/sample/i)) return `${P}data-import-export.md#sample-csv`;
      if (has(/import|author/i) && !has(/export/i)) return `${P}data-import-export.md#csv-import`;
      if (has(/JPG|PNG/)) return `${P}texts-and-constants.md#accounts`;
      if (has(/export|semicolon|no ids|created\/updated/i) || a === 'data') return `${P}data-import-export.md#csv-export`;
      if (has(/grid|breakpoint|row height|columns/i) || a === 'dashboards') return `${P}dashboards.md#grid`;
      if (has(/banner|scroll/i) || a === 'logos') return `${P}texts-and-constants.md#logo-banner`;
      if (has(/password|avatar|2 ?MB|country|openings/i)) return `${P}texts-and-constants.md#accounts`;
      if (has(/lead source|priorit|industr|service/i) || a === 'funnel') return `${P}texts-and-constants.md#option-lists`;
      if (has(/sample/i)) return `${P}data-import-export.md#sample-csv`;
      if (has(/7 days|last 7|reporting/i) || a === 'reporting') return `${P}texts-and-constants.md#reporting`;
      return `${P}texts-and-constants.md#constants`;
  }
  return null;
}

// "SPEC §2 'Data Management', §5, §9" / "SPEC §2–§4" / "SPEC §2 Layout"; not possessives ("SPEC §3's").
const QUAL = String.raw`(?: (?:sections|form|fields|rules|columns|tabs|route|Layout))`;
const SPEC_RE = new RegExp(
  String.raw`SPEC ?§ ?(\d)(?! ?['’]s)(?: '([^']+)'|(${QUAL}))?((?:(?:, ?| and |\/|–|-)§ ?\d(?: '[^']+'|${QUAL})?)*)(?!['’]s|\d)`,
  'g',
);

function rewriteSpec(s, file, ctx) {
  return s.replace(SPEC_RE, (m, first, q1, qual1, rest) => {
    const parts = [[Number(first), q1 || '', (qual1 || '').trim()]];
    const range = /^[–-]§ ?(\d)$/.exec(rest ?? '');
    if (range) for (let n = Number(first) + 1; n <= Number(range[1]); n++) parts.push([n, '', '']);
    else for (const r of (rest ?? '').matchAll(/§ ?(\d)(?: '([^']+)'| (\w+))?/g)) parts.push([Number(r[1]), r[2] || '', r[3] || '']);
    // A qualifier ("fields", "rules") stays after its citation; "Layout" names the section and goes.
    const cites = [...new Set(parts.map(([n, q, w]) => cite(n, `${q} ${w} ${ctx}`, file) + (w && w !== 'Layout' ? ` ${w}` : '')))];
    // A quoted message (not a screen's name) stays quoted after the citation.
    const quote = q1 && /[.,!]/.test(q1) ? ` '${q1}'` : '';
    return cites.join(', ') + quote;
  });
}

// ---------- DESIGN items → docs/product/beyond-the-spec.md ----------
const BEYOND = [
  '',
  'shared-server-state',
  'audit-trail',
  'one-transaction-inquiry',
  'contact-messages',
  'server-side-lists',
  'accounts',
  'live-widgets',
  'prerendered-public-pages',
  'workspace',
  'e-mail-and-background-jobs',
  'activities-and-notifications',
  'careers-pages',
  'versioned-edits-and-bounded-parsers',
  'staffing',
];
function rewriteDesign(s) {
  return s
    .replace(/SPEC\/DESIGN 'Configuration'/g, `${P}beyond-the-spec.md#configuration-and-branding`)
    .replace(/DESIGN\.md "Branding"/g, `${P}beyond-the-spec.md#configuration-and-branding`)
    .replace(/DESIGN "Files"|the "Files" section/g, `${P}beyond-the-spec.md#files`)
    .replace(/DESIGN items? (\d+)((?:(?:, | and )\d+)*)/g, (m, a, rest) => {
      const ns = [a, ...(rest.match(/\d+/g) || [])];
      return ns.map((n) => `${P}beyond-the-spec.md#${BEYOND[Number(n)]}`).join(', ');
    });
}

// ---------- issue numbers → decision records ----------
const ITEM = {
  3: ['0004'],
  4: ['0005'],
  6: ['0007'],
  7: ['0008'],
  9.3: ['0013'],
  9.4: [],
  9.5: [],
  13.1: ['0014'],
  13.2: ['0014'],
  13.3: ['0015'],
  13.4: [],
  13.6: ['0019'],
  13.8: ['0019'],
  14.3: ['0024'],
  14.4: ['0025'],
  14.5: ['0025'],
  14.6: ['0022'],
  14.7: ['0029'],
  14.8: [],
  15.1: ['0018'],
  15.4: ['0023'],
  15.6: ['0023'],
  15.7: ['0021'],
  15.8: ['0021'],
  15.9: ['0021'],
  16.3: ['0026'],
  16.4: ['0031'],
  16.5: [],
  16.6: [],
  16.7: ['0026'],
  17.1: ['0036'],
  17.2: ['0036'],
  17.3: ['0030'],
  17.4: ['0037'],
  17.5: ['0038'],
  17.6: ['0038'],
  18.1: ['0027'],
  18.2: ['0027'],
  18.3: ['0032'],
  18.4: ['0033'],
  18.5: ['0027'],
  19.1: ['0028'],
  19.2: ['0028'],
  19.3: ['0034'],
  19.4: ['0035'],
  25.5: ['0057'],
  25.8: ['0056'],
  27.7: ['0071'],
  27.8: ['0070'],
  27.1: ['0071'],
  27.11: ['0071'],
  28.2: ['0080'],
  28.6: ['0078'],
  28.7: ['0083'],
  28.8: ['0078'],
  29.5: ['0084'],
  30.1: ['0087'],
  30.2: ['0087'],
  30.7: ['0087'],
};
function bare(n, t) {
  const has = (re) => re.test(t);
  switch (n) {
    case '13':
      return ['0019'];
    case '14':
      return has(/record page/i) ? ['0024'] : has(/history/i) ? ['0024'] : ['0017'];
    case '15':
      return ['0018'];
    case '16':
      return has(/notification|bell/i) ? ['0031'] : ['0026'];
    case '17':
      return has(/ATS score/i) ? ['0052'] : has(/interview/i) ? ['0037'] : has(/board|application|column|applicant/i) ? ['0030'] : ['0036'];
    case '18':
      return has(/duplicate/i)
        ? ['0033']
        : has(/undo|history/i)
          ? ['0032']
          : has(/export names|names them|names company/i)
            ? ['0051']
            : ['0027'];
    case '19':
      return has(/template/i) ? ['0035'] : has(/widget|pin/i) ? ['0034'] : ['0028'];
    case '25':
      return has(/dry run|never erase|fill|overwrite|tags|update/i)
        ? ['0057']
        : has(/background|job engine|cancel/i)
          ? ['0059']
          : has(/compan|owner|related|by name/i)
            ? ['0058']
            : ['0056'];
    case '28':
      return has(/JSON-LD|listing|feed|salary|location/i)
        ? ['0077']
        : has(/withdraw|acknowledg|reason|score/i)
          ? ['0078']
          : has(/zone/i)
            ? ['0080']
            : has(/hiring team/i)
              ? ['0081']
              : has(/scorecard|kit/i)
                ? ['0082']
                : has(/resume|prefill/i)
                  ? ['0083']
                  : ['0074'];
    default:
      return ITEM[n] ?? null;
  }
}
function decisionsFor(n, items, t) {
  if (!items.length) return bare(n, t);
  const out = [];
  for (const i of items) {
    const d = ITEM[`${n}.${i}`];
    if (d === undefined) return null;
    out.push(...d);
  }
  return [...new Set(out)];
}
const fmt = (ds) => (ds.length === 1 ? `decision ${ds[0]}` : `decisions ${ds.slice(0, -1).join(', ')} and ${ds.at(-1)}`);
const ISSUE = String.raw`[Ii]ssue (\d+)(?: items? (\d+(?:(?:, | and |–)\d+)*))?`;

function rewriteIssues(s) {
  const itemsOf = (g) => (g ? g.split(/, | and |–/) : []);
  // 1. Inside parentheses, possibly beside other words: "(issue 14 item 3, decision 0024)", "(issue 14 item 8: one casing)".
  s = s.replace(new RegExp(String.raw`( ?)\(([^()]*?)\b${ISSUE}(?!'s)([^()]*)\)`, 'g'), (m, sp, before, n, items, after) => {
    let ds = decisionsFor(n, itemsOf(items), s);
    if (ds === null) return m;
    // A bare issue number beside a decision the comment already cites: the decision says it all.
    if (!items && /decisions? \d{4}/.test(before + after)) ds = [];
    const fresh = ds.filter((d) => !new RegExp(`\\b${d}\\b`).test(before + after));
    let inner;
    if (fresh.length) inner = before + fmt(fresh) + after;
    else {
      // Drop the issue and the separator that joined it.
      const b = before.replace(/(,|;|:)?\s*$/, '');
      const a = after.replace(/^\s*(,|;|:)\s*/, '');
      inner = b && a ? `${b}${/^[,;:]/.test(after.trim()) ? after.trim()[0] : ','} ${a}` : b || a;
    }
    inner = inner.replace(/\bdecision (\d{4}), decision (\d{4})\b/, 'decisions $1 and $2');
    return inner.trim() ? `${sp}(${inner.trim()})` : '';
  });
  // 2. Heading form: "Issue 18 item 4: likely duplicates are named…" / "Issue 17 item 3 (decision 0032): …"
  s = s.replace(
    new RegExp(String.raw`(^|\* |// |/\*\* ?)${ISSUE}(, decisions? [0-9, and]+)?:\s+(\S)`, 'g'),
    (m, lead, n, items, dec, first) => {
      const ds = decisionsFor(n, itemsOf(items), s);
      if (ds === null) return m;
      if (dec) return `${lead}${dec.slice(2).replace(/^d/, 'D')}: ${first}`;
      return ds.length ? `${lead}${fmt(ds).replace(/^d/, 'D')}: ${first}` : `${lead}${first.toUpperCase()}`;
    },
  );
  return s;
}

// ---------- apply ----------
let designBefore = 0,
  designAfter = 0;
let changedFiles = 0,
  specBefore = 0,
  specAfter = 0,
  issueBefore = 0,
  issueAfter = 0;
const left = [];
const count = (t, re) => (t.match(re) || []).length;
const SPEC_ANY = /SPEC/g;
const ISSUE_ANY = /\b[Ii]ssues? \d+/g;
for (const root of roots) {
  if (!fs.existsSync(root)) continue;
  for (const file of walk(root)) {
    const text = fs.readFileSync(file, 'utf8');
    if (!/SPEC|DESIGN|[Ii]ssues? \d/.test(text)) continue;
    const ranges = editableRanges(file, text);
    let out = '',
      last = 0;
    for (const { pos, end } of ranges) {
      const seg = text.slice(pos, end);
      if (!/SPEC|DESIGN|[Ii]ssues? \d/.test(seg)) continue;
      specBefore += count(seg, SPEC_ANY);
      designBefore += count(seg, /DESIGN/g);
      issueBefore += count(seg, ISSUE_ANY);
      let next = seg
        .split('\n')
        .map((line) => rewriteIssues(rewriteSpec(rewriteDesign(line), file, line)))
        .join('\n');
      specAfter += count(next, SPEC_ANY);
      designAfter += count(next, /DESIGN/g);
      issueAfter += count(next, ISSUE_ANY);
      for (const l of next.split('\n')) if (/SPEC|DESIGN|[Ii]ssues? \d/.test(l)) left.push(`${file}: ${l.trim()}`);
      out += text.slice(last, pos) + next;
      last = end;
    }
    out += text.slice(last);
    if (out === text) continue;
    // Safety: outside the editable ranges, the file must be byte-for-byte the same.
    const strip = (t) => {
      const rs = editableRanges(file, t);
      let o = '',
        l = 0;
      for (const r of rs) {
        o += t.slice(l, r.pos);
        l = r.end;
      }
      return o + t.slice(l);
    };
    if (strip(out) !== strip(text)) {
      console.error(`SKIPPED (code would change): ${file}`);
      continue;
    }
    changedFiles++;
    if (!dry) fs.writeFileSync(file, out);
  }
}
for (const l of left) console.log(`LEFT ${l}`);
console.log(
  `files changed ${changedFiles}; SPEC mentions in comments/titles ${specBefore} -> ${specAfter}; issue mentions ${issueBefore} -> ${issueAfter}; DESIGN mentions ${designBefore} -> ${designAfter}`,
);
