declare module "@adobe/structured-data-validator" {
  /** Google's rich-result rules over data shaped as web-auto-extractor gives it ({ jsonld: { Type: [objects] } }). */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: unknown): Promise<unknown[]>;
  }
}
