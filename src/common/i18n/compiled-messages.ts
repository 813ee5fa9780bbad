import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A language's messages by id, each already parsed to its ICU syntax tree (what react-intl and @formatjs/intl take). */
export type CompiledMessages = Record<string, MessageFormatElement[]>;
