// The register form: a plain HTML form first (a multipart POST to /login?mode=register, checked by the server
// with the same rules and answered with the same messages in the page), sent through the API once the page's
// script has arrived. Its text fields are uncontrolled, so what was typed before the script arrived is sent.
import { X } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { fieldErrors } from 'remote_shared/api';
import { useAuth } from 'remote_shared/auth';
import { FILE_TYPES, maxBytesOf, PROFILE_PICTURE } from 'remote_shared/registry';
import { registerSchema, validate } from 'remote_shared/schemas';
import { CsrfField } from '../../page/CsrfField';
import { flashOf, textField, useFormState } from '../../page/formState';
import { T } from '../../texts';
import { Field } from './Field';
import { FormMessage } from './FormMessage';
import { LOGIN_HREF, REGISTER_HREF } from './hrefs';

/** The registration's text fields, as the shared schema names them (the server checks the same). */
const TEXT_FIELDS = Object.keys(registerSchema) as Array<keyof typeof registerSchema>;
type TextFields = Record<(typeof TEXT_FIELDS)[number], string>;
/** The registry's picture rule: the formats and the size the server takes. */
const PICTURE_TYPES = FILE_TYPES[PROFILE_PICTURE.type].mimeTypes;
const PICTURE_MAX_BYTES = maxBytesOf(PROFILE_PICTURE);

export function RegisterForm() {
  const { register } = useAuth();
  const navigate = useNavigate();
  const drawn = useFormState('register');
  // The chosen picture and the object URL of its preview, made when it is chosen.
  const [picture, setPicture] = useState<{ file: File; preview: string } | null>(null);
  const [pictureInputKey, setPictureInputKey] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>(drawn?.errors ?? {});
  const [busy, setBusy] = useState(false);

  // A preview's URL is freed when another picture is chosen, the picture is removed or the form goes.
  useEffect(() => (picture ? () => URL.revokeObjectURL(picture.preview) : undefined), [picture]);

  const removePicture = () => {
    setPicture(null);
    setPictureInputKey((key) => key + 1);
    setErrors(({ profile_picture: _removed, ...rest }) => rest);
  };

  const choose = (file: File | null) => {
    const { profile_picture: _old, ...rest } = errors;
    if (file && !PICTURE_TYPES.includes(file.type)) {
      setErrors({ ...rest, profile_picture: T.auth.pictureType });
      setPictureInputKey((key) => key + 1);
      return;
    }
    if (file && file.size > PICTURE_MAX_BYTES) {
      setErrors({ ...rest, profile_picture: T.auth.pictureTooBig });
      setPictureInputKey((key) => key + 1);
      return;
    }
    setErrors(rest);
    setPicture(file ? { file, preview: URL.createObjectURL(file) } : null);
  };
  const choosePicture = (event: ChangeEvent<HTMLInputElement>) => choose(event.target.files?.[0] ?? null);

  // A picture chosen before the page's script arrived is checked and previewed once it has.
  const pictureInput = useRef<HTMLInputElement>(null);
  const takeEarlyPicture = useEffectEvent(() => {
    const early = pictureInput.current?.files?.[0];
    if (early) choose(early);
  });
  useEffect(() => takeEarlyPicture(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const fields = Object.fromEntries(TEXT_FIELDS.map((name) => [name, textField(data, name)])) as TextFields;
    const checked = validate(registerSchema, fields);
    if (checked.errors) {
      setErrors(Object.fromEntries(Object.entries(checked.errors).map(([field, messages]) => [field, messages[0]])));
      return;
    }
    setErrors({});
    if (fields.password !== fields.confirm_password) {
      window.alert(T.auth.mismatch);
      return;
    }
    setBusy(true);
    try {
      await register({ ...fields, profile_picture: picture?.file ?? null });
    } catch (error) {
      setBusy(false);
      const server = fieldErrors(error);
      setErrors(Object.fromEntries(Object.entries(server).map(([field, messages]) => [field, messages[0]])));
      window.alert(T.auth.registerFailed);
      return;
    }
    setBusy(false);
    for (const name of TEXT_FIELDS) (form.elements.namedItem(name) as HTMLInputElement).value = '';
    removePicture();
    window.alert(T.auth.registerSuccess);
    void navigate(LOGIN_HREF, { replace: true });
  };

  const typed = (name: (typeof TEXT_FIELDS)[number]) => drawn?.values?.[name] ?? '';

  return (
    <form className="pub-form" method="post" action={REGISTER_HREF} encType="multipart/form-data" onSubmit={submit} noValidate aria-labelledby="register-title">
      <h2 id="register-title">{T.auth.registerTitle}</h2>
      <CsrfField />
      <FormMessage flash={flashOf(drawn?.message)} />
      {errors.non_field_errors && (
        <p className="pub-form__error" role="alert">
          {errors.non_field_errors}
        </p>
      )}
      <Field label={T.auth.username} name="username" autoComplete="username" required defaultValue={typed('username')} error={errors.username} />
      <Field label={T.auth.fullName} name="full_name" autoComplete="name" required defaultValue={typed('full_name')} error={errors.full_name} />
      <Field label={T.auth.email} name="email" type="email" autoComplete="email" defaultValue={typed('email')} error={errors.email} />
      <Field label={T.auth.phone} name="phone" type="tel" inputMode="tel" autoComplete="tel" required defaultValue={typed('phone')} error={errors.phone} hint={T.auth.phoneHint} />
      <div className="pub-field">
        <label htmlFor="field-profile_picture">{T.auth.picture}</label>
        <input
          key={pictureInputKey}
          ref={pictureInput}
          id="field-profile_picture"
          name="profile_picture"
          type="file"
          accept={PICTURE_TYPES.join(',')}
          onChange={choosePicture}
          aria-describedby="profile_picture-hint"
          aria-invalid={errors.profile_picture ? true : undefined}
        />
        <small id="profile_picture-hint" className="pub-field__hint">
          {T.auth.pictureHint}
        </small>
        {errors.profile_picture && (
          <small className="pub-field__error" role="alert">
            {errors.profile_picture}
          </small>
        )}
        {picture && (
          <div className="pub-picture">
            <img src={picture.preview} alt="" width={64} height={64} />
            <button type="button" className="pub-button pub-button--ghost" onClick={removePicture}>
              <X size={16} aria-hidden="true" /> {T.auth.removePicture}
            </button>
          </div>
        )}
      </div>
      <Field label={T.auth.password} name="password" type="password" autoComplete="new-password" required error={errors.password} />
      <Field label={T.auth.confirmPassword} name="confirm_password" type="password" autoComplete="new-password" required error={errors.confirm_password} />
      <button type="submit" className="pub-button pub-button--block" aria-disabled={busy || undefined}>
        {busy ? T.auth.working : T.auth.registerButton}
      </button>
    </form>
  );
}
