/**
 * jest-fixed-jsdom swaps jsdom's FormData for Node's (so fetch and MSW agree), and Node's cannot be built
 * from a DOM form. React 19 does exactly that when a submit handler starts a transition (React Router's
 * navigate), as browsers allow: this subclass restores the `new FormData(form, submitter)` constructor.
 */
const NodeFormData = globalThis.FormData;

function isSuccessfulControl(
  element: Element,
  submitter: HTMLElement | null | undefined,
): element is HTMLInputElement {
  const control = element as HTMLInputElement;
  if (!control.name || control.disabled) return false;
  if (control instanceof HTMLButtonElement || ['submit', 'image', 'reset', 'button'].includes(control.type)) {
    return control === submitter;
  }
  if (['checkbox', 'radio'].includes(control.type)) return control.checked;
  return control.type !== 'file';
}

export class FormDataFromForm extends NodeFormData {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super();
    if (!form) return;
    for (const element of Array.from(form.elements)) {
      if (isSuccessfulControl(element, submitter)) this.append(element.name, element.value);
    }
  }
}

export function installFormDataFromForm(): void {
  Object.defineProperty(globalThis, 'FormData', {
    value: FormDataFromForm,
    writable: true,
    configurable: true,
  });
}
