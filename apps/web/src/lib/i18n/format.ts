import type {
  ArgumentElement,
  LiteralElement,
  MessageFormatElement,
  NumberElement,
  PluralElement,
  SelectElement,
  TagElement,
} from '@formatjs/icu-messageformat-parser';
import { formatNumber, pluralRules } from '@rootshare/contracts/intl';
import { createElement, Fragment, type ReactNode } from 'react';
import type { CompiledMessage } from './catalogs';

export type MessageValue = string | number | ((chunks: ReactNode[]) => ReactNode);

/**
 * Parts of a message as React draws a list: each in a keyed fragment. (Children.toArray's keyed
 * copies still warn under React 19 when the parts were made inside an array.)
 */
export const keyed = (parts: ReactNode[]): ReactNode[] =>
  parts.map((part, index) => (typeof part === 'object' && part !== null ? createElement(Fragment, { key: index }, part) : part));

/**
 * Formats a compiled ICU message (docs/decisions/0061-languages-with-formatjs.md): plain text as it
 * is, else FormatJS's syntax tree with its arguments, numbers, plural and select, and tags. Every
 * catalog is parsed when it is built, in tests and development too, so nothing here ever parses.
 */
export function formatMessage(message: CompiledMessage, locale: string, values: Record<string, MessageValue> = {}): ReactNode[] {
  return typeof message === 'string' ? [message] : formatElements(message, locale, values, null);
}

// The element kinds of FormatJS's tree, by number: its TYPE enum would ship a table to the first page.
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;
const TAG = 8;

function formatElements(
  elements: MessageFormatElement[],
  locale: string,
  values: Record<string, MessageValue>,
  count: number | null,
): ReactNode[] {
  // English cardinal plurals skip Intl as its numbers do (formatNumber): its first use is slow on a phone.
  const english = locale === 'en';
  const number = (value: number) => formatNumber(locale, value);
  return elements.flatMap((element): ReactNode[] => {
    switch (element.type as number) {
      case LITERAL:
      case ARGUMENT: {
        const { type, value } = element as LiteralElement | ArgumentElement;
        return [type === LITERAL ? value : String(values[value])];
      }
      case NUMBER:
        return [number(Number(values[(element as NumberElement).value]))];
      case POUND:
        return [count === null ? '#' : number(count)];
      case SELECT: {
        const select = element as SelectElement;
        const option = select.options[String(values[select.value])] ?? select.options.other;
        return option ? formatElements(option.value, locale, values, count) : [];
      }
      case PLURAL: {
        const plural = element as PluralElement;
        const n = Number(values[plural.value]) - plural.offset;
        const rule =
          english && plural.pluralType === 'cardinal'
            ? Math.abs(n) === 1
              ? 'one'
              : 'other'
            : pluralRules(locale, { type: plural.pluralType }).select(n);
        const option = plural.options[`=${n + plural.offset}`] ?? plural.options[rule] ?? plural.options.other;
        return option ? formatElements(option.value, locale, values, n) : [];
      }
      case TAG: {
        const tag = element as TagElement;
        const wrap = values[tag.value];
        const children = formatElements(tag.children, locale, values, count);
        return [typeof wrap === 'function' ? wrap(keyed(children)) : children];
      }
      default:
        throw new Error(`Unsupported ICU element ${element.type}: dates are formatted outside messages`);
    }
  });
}
