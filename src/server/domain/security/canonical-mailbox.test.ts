import { canonicalMailbox } from './canonical-mailbox';

describe('canonicalMailbox', () => {
  it('counts case and plus-tag variants as one mailbox', () => {
    const variants = [
      'anna.keller@example.com',
      'Anna.Keller@Example.com',
      'ANNA.KELLER@EXAMPLE.COM',
      'Anna.Keller+x@Example.com',
      'anna.keller+shop+2026@example.com',
      '  anna.keller@example.com ',
    ];
    expect(new Set(variants.map(canonicalMailbox))).toEqual(new Set(['anna.keller@example.com']));
  });

  it('keeps dots outside Gmail, where a.b@ and ab@ are different mailboxes', () => {
    expect(canonicalMailbox('anna.keller@example.com')).not.toBe(canonicalMailbox('annakeller@example.com'));
  });

  it('drops dots for Gmail and counts googlemail.com as gmail.com', () => {
    const variants = ['anna.keller@gmail.com', 'AnnaKeller+news@GMail.com', 'a.n.n.a.keller@googlemail.com'];
    expect(new Set(variants.map(canonicalMailbox))).toEqual(new Set(['annakeller@gmail.com']));
  });

  it('keeps different mailboxes apart', () => {
    expect(canonicalMailbox('anna@example.com')).not.toBe(canonicalMailbox('anna@example.org'));
    expect(canonicalMailbox('anna@example.com')).not.toBe(canonicalMailbox('kenji@example.com'));
  });

  it('keeps a local part that is only a tag, and an @ inside a quoted local part', () => {
    expect(canonicalMailbox('+x@example.com')).toBe('+x@example.com');
    expect(canonicalMailbox('"a@b"+tag@example.com')).toBe('"a@b"@example.com');
  });
});
