/**
 * The contract's patterns, enums and limits for the client (the only way client code reaches a generated file is
 * through client/api): `GiftMessageRequest.gift_message.message.maxLength`, `EnumOf<typeof …>`.
 */
export * from '../../common/contract/facts.gen';
