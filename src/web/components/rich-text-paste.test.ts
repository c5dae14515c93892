import { describe, expect, it } from 'vitest';
import { renameHandlerAttributes } from './rich-text-paste';

describe('renameHandlerAttributes (pasted HTML)', () => {
  it('renames the inline handlers of start tags, however they are written', () => {
    expect(renameHandlerAttributes('<img src=x onerror=alert(1)>')).toBe('<img src=x data-dropped-onerror=alert(1)>');
    expect(renameHandlerAttributes('<svg/onload="alert(1)">')).toBe('<svg/data-dropped-onload="alert(1)">');
    expect(renameHandlerAttributes('<a href="x"ONCLICK = \'y\'>')).toBe('<a href="x"data-dropped-ONCLICK = \'y\'>');
    expect(renameHandlerAttributes('<p\tonmouseover=x>')).toBe('<p\tdata-dropped-onmouseover=x>');
  });

  it('leaves text and other attributes alone', () => {
    const text = '<p class="one" data-onion="1">Put it on = top, onion=2</p>';
    expect(renameHandlerAttributes(text)).toBe(text);
  });
});
