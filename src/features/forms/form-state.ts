import { createContext, useContext } from 'react';
import { emptyFormState, type FormPageState } from '../../contracts/forms/form-state';

/** The state the form page is rendered with, for the form deep inside it. */
export const FormStateContext = createContext<FormPageState>(emptyFormState);

export const useFormState = () => useContext(FormStateContext);
