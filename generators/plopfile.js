// Code generators, run as `pnpm gen <generator>` (interactive) or non-interactively:
//   pnpm gen openapi-resource -- --module configuration --resource floor --entity Floor </dev/null
// The master-data screen generator (full vertical slice) arrives with the master-data issue.

const NAME = /^[a-z][a-z0-9-]*$/;
const ENTITY = /^[A-Z][A-Za-z0-9]*$/;

export default function (plop) {
  plop.setGenerator('openapi-resource', {
    description:
      'A new envelope resource in openapi/ (POST /api/<module>/<resource>) with the generic read actions list, list-minimum and get; `pnpm gen:api` then types it and the compiler asks for its handlers',
    prompts: [
      {
        type: 'input',
        name: 'module',
        message: 'Module (department), e.g. configuration',
        validate: (value) => NAME.test(value) || 'lower-case letters, digits and dashes',
      },
      {
        type: 'input',
        name: 'resource',
        message: 'Resource as it appears in the path, e.g. floor',
        validate: (value) => NAME.test(value) || 'lower-case letters, digits and dashes',
      },
      {
        type: 'input',
        name: 'entity',
        message: 'Entity name for the schemas, e.g. Floor',
        validate: (value) => ENTITY.test(value) || 'PascalCase',
      },
    ],
    actions: [
      {
        type: 'add',
        path: '../openapi/paths/{{module}}/{{resource}}.yaml',
        templateFile: 'templates/openapi-resource/path.yaml.hbs',
      },
      {
        type: 'add',
        path: '../openapi/schemas/{{module}}/{{resource}}.yaml',
        templateFile: 'templates/openapi-resource/schemas.yaml.hbs',
      },
      {
        type: 'modify',
        path: '../openapi/openapi.yaml',
        pattern: /(\npaths:\n)/,
        template: '$1  /{{module}}/{{resource}}:\n    $ref: paths/{{module}}/{{resource}}.yaml\n',
      },
    ],
  });
}
