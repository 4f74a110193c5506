import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { zodToJsonSchema } from 'zod-to-json-schema';
import { MAP_REQUIRED_FOR, projectSchema } from './schema';

/**
 * `src/project/rulekit.schema.json` lets editors complete and validate rulekit.yaml
 * (YAML language servers read `# yaml-language-server: $schema=…`). Generated from
 * the zod schema; a test fails when the committed file is stale (fix: `npm run schema`).
 */

export const PROJECT_JSON_SCHEMA_PATH = fileURLToPath(new URL('./rulekit.schema.json', import.meta.url));

export function projectJsonSchemaText(): string {
  const generated = zodToJsonSchema(projectSchema, { $refStrategy: 'none', target: 'jsonSchema7' }) as Record<string, unknown>;
  delete generated.$schema;
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'clippers-rulekit.schema.json',
    title: 'Clippers Rulekit project (rulekit.yaml)',
    description: 'Settings of a publisher\'s rules site. Run `npm run clippers -- site check <dir>` to check the whole project.',
    ...generated,
    // `map` is required for a game played on a map file; `game` left out means Clippers, which is one.
    if: { properties: { game: { enum: MAP_REQUIRED_FOR } } },
    then: { required: ['map'] },
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}

const isEntry = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (isEntry) {
  writeFileSync(PROJECT_JSON_SCHEMA_PATH, projectJsonSchemaText());
  console.log(`wrote ${PROJECT_JSON_SCHEMA_PATH}`);
}
