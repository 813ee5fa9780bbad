// @adobe/structured-data-validator ships JavaScript only: the part of its API the rich results check uses.
declare module '@adobe/structured-data-validator' {
  interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    /** The root @type the issue was found under. */
    rootType: string;
    fieldNames?: string[];
  }
  /** @marbec/web-auto-extractor's output: items by root @type, per format. */
  interface ExtractedData {
    jsonld?: Record<string, Record<string, unknown>[]>;
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: ExtractedData): Promise<ValidationIssue[]>;
  }
}
