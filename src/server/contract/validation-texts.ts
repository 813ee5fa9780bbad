import { defineMessages } from '../../common/i18n/define-messages';

/**
 * The contract's refusals of a request (`body.cartItem.qty is required`): `{field}` is the field as the API
 * names it, never translated. The English is the validator's own wording (Ajv's, for its keywords).
 */
export const VALIDATION_TEXTS = defineMessages({
  invalid: { id: 'api.validation.invalid', defaultMessage: '{field} is invalid' },
  required: { id: 'api.validation.required', defaultMessage: '{field} is required' },
  bodyRequired: { id: 'api.validation.bodyRequired', defaultMessage: 'body is required' },
  // `{types}`: the media types the operation takes, joined by " or ".
  mediaType: { id: 'api.validation.mediaType', defaultMessage: 'The request body must be {types}.' },
  bodyTooLarge: { id: 'api.validation.bodyTooLarge', defaultMessage: 'The request body is too large.' },
  malformed: { id: 'api.validation.malformed', defaultMessage: 'The request is malformed.' },
  bodyNotJson: { id: 'api.validation.bodyNotJson', defaultMessage: 'body is not valid JSON' },
  notAllowed: { id: 'api.validation.notAllowed', defaultMessage: '{field} is not allowed' },
  // `{values}`: the allowed values, comma-separated, as the API spells them.
  oneOf: { id: 'api.validation.oneOf', defaultMessage: '{field} must be one of: {values}' },
  // `{format}`: the format's name in the contract (email, date, uri…), not translated.
  format: { id: 'api.validation.format', defaultMessage: '{field} must be a valid {format}' },
  // `{type}`: the JSON type's name (string, integer, object…), not translated.
  type: { id: 'api.validation.type', defaultMessage: '{field} must be {type}' },
  minLength: {
    id: 'api.validation.minLength',
    defaultMessage: '{field} must NOT have fewer than {limit} characters',
  },
  maxLength: {
    id: 'api.validation.maxLength',
    defaultMessage: '{field} must NOT have more than {limit} characters',
  },
  minItems: {
    id: 'api.validation.minItems',
    defaultMessage: '{field} must NOT have fewer than {limit} items',
  },
  maxItems: {
    id: 'api.validation.maxItems',
    defaultMessage: '{field} must NOT have more than {limit} items',
  },
  minimum: { id: 'api.validation.minimum', defaultMessage: '{field} must be >= {limit}' },
  maximum: { id: 'api.validation.maximum', defaultMessage: '{field} must be <= {limit}' },
  exclusiveMinimum: { id: 'api.validation.exclusiveMinimum', defaultMessage: '{field} must be > {limit}' },
  exclusiveMaximum: { id: 'api.validation.exclusiveMaximum', defaultMessage: '{field} must be < {limit}' },
  // `{pattern}`: the regular expression, as the contract writes it.
  pattern: { id: 'api.validation.pattern', defaultMessage: '{field} must match pattern "{pattern}"' },
  constant: { id: 'api.validation.constant', defaultMessage: '{field} must be equal to constant' },
  // Any other rule: `{problem}` is the validator's own (English) wording.
  other: { id: 'api.validation.other', defaultMessage: '{field} {problem}' },
  // The price filter's shape: `{from}-{to}` is written as is (quoted, not arguments), from and to untranslated.
  priceRange: {
    id: 'api.validation.priceRange',
    defaultMessage: "query.price must be '{from}-{to}' with from <= to",
  },
  unstorableValue: {
    id: 'api.validation.unstorableValue',
    defaultMessage: '{field} contains a character that cannot be stored (NUL or an unpaired surrogate).',
  },
  unstorableName: {
    id: 'api.validation.unstorableName',
    defaultMessage: '{field} has a field name that cannot be stored (NUL or an unpaired surrogate).',
  },
});
