// Comments and test titles cite decision records (docs/decisions/), never the tracker's issue
// numbers: a newcomer can read a decision in the repository, not an issue (docs/README.md#conventions).
// tools/rewrite-citations.mjs turns old citations into decisions.
const ISSUE = /\b[Ii]ssues? \d+/;
const TEST_CALLS = new Set(['it', 'test', 'describe']);

const titleOf = (node) =>
  node?.type === 'Literal' && typeof node.value === 'string'
    ? node.value
    : node?.type === 'TemplateLiteral'
      ? node.quasis.map((q) => q.value.cooked).join('')
      : undefined;

const calleeName = (callee) =>
  callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' ? calleeName(callee.object) : undefined;

export default {
  rules: {
    'cite-decisions': {
      meta: {
        type: 'suggestion',
        messages: { issue: 'Cite the decision record (docs/decisions/) that holds the reasoning, not an issue number.' },
        schema: [],
      },
      create(context) {
        return {
          Program() {
            for (const comment of context.sourceCode.getAllComments())
              if (ISSUE.test(comment.value)) context.report({ loc: comment.loc, messageId: 'issue' });
          },
          CallExpression(node) {
            if (!TEST_CALLS.has(calleeName(node.callee) ?? '')) return;
            const title = titleOf(node.arguments[0]);
            if (title && ISSUE.test(title)) context.report({ node: node.arguments[0], messageId: 'issue' });
          },
        };
      },
    },
  },
};
