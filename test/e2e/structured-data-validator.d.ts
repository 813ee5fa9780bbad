// @adobe/structured-data-validator ships no types: what the server-rendering journey uses of it.
declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    rootType: string;
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    fieldNames?: string[];
  }
  export default class Validator {
    constructor(schemaOrgJson?: object);
    validate(extracted: {
      jsonld: Record<string, object[]>;
      microdata: Record<string, object[]>;
      rdfa: Record<string, object[]>;
      errors: object[];
    }): Promise<ValidationIssue[]>;
  }
}
