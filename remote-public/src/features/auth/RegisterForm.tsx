import { X } from 'lucide-react';
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { fieldErrors } from 'remote_shared/api';
import { useAuth } from 'remote_shared/auth';
import { registerSchema, validate } from 'remote_shared/schemas';
import { T } from '../../texts';
import { Field } from './Field';
import { useHydrated } from '../../components/useHydrated';

const EMPTY = { username: '', full_name: '', email: '', phone: '', password: '', confirm_password: '' };
type TextFields = typeof EMPTY;
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { register } = useAuth();
  const [fields, setFields] = useState<TextFields>(EMPTY);
  const [picture, setPicture] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [pictureInputKey, setPictureInputKey] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // A page drawn on the server can be seen before its script runs; the form sends once React has it.
  const hydrated = useHydrated();

  useEffect(() => {
    if (!picture) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(picture);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [picture]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    setFields((current) => ({ ...current, [name]: value }));
  };

  const removePicture = () => {
    setPicture(null);
    setPictureInputKey((key) => key + 1);
    setErrors(({ profile_picture: _removed, ...rest }) => rest);
  };

  const choosePicture = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
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
    setPicture(file);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
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
      await register({ ...fields, profile_picture: picture });
    } catch (error) {
      setBusy(false);
      const server = fieldErrors(error);
      setErrors(Object.fromEntries(Object.entries(server).map(([field, messages]) => [field, messages[0]])));
      window.alert(T.auth.registerFailed);
      return;
    }
    setBusy(false);
    setFields(EMPTY);
    removePicture();
    window.alert(T.auth.registerSuccess);
    onRegistered();
  };

  return (
    <form className="pub-form" onSubmit={submit} noValidate aria-labelledby="register-title">
      <h2 id="register-title">{T.auth.registerTitle}</h2>
      {errors.non_field_errors && (
        <p className="pub-form__error" role="alert">
          {errors.non_field_errors}
        </p>
      )}
      <Field label={T.auth.username} name="username" autoComplete="username" required value={fields.username} onChange={change} error={errors.username} />
      <Field label={T.auth.fullName} name="full_name" autoComplete="name" required value={fields.full_name} onChange={change} error={errors.full_name} />
      <Field label={T.auth.email} name="email" type="email" autoComplete="email" value={fields.email} onChange={change} error={errors.email} />
      <Field label={T.auth.phone} name="phone" type="tel" inputMode="tel" autoComplete="tel" required value={fields.phone} onChange={change} error={errors.phone} hint={T.auth.phoneHint} />
      <div className="pub-field">
        <label htmlFor="field-profile_picture">{T.auth.picture}</label>
        <input
          key={pictureInputKey}
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
        {preview && (
          <div className="pub-picture">
            <img src={preview} alt="" width={64} height={64} />
            <button type="button" className="pub-button pub-button--ghost" onClick={removePicture}>
              <X size={16} aria-hidden="true" /> {T.auth.removePicture}
            </button>
          </div>
        )}
      </div>
      <Field label={T.auth.password} name="password" type="password" autoComplete="new-password" required value={fields.password} onChange={change} error={errors.password} />
      <Field label={T.auth.confirmPassword} name="confirm_password" type="password" autoComplete="new-password" required value={fields.confirm_password} onChange={change} error={errors.confirm_password} />
      <button type="submit" className="pub-button pub-button--block" disabled={busy || !hydrated}>
        {busy ? T.auth.working : T.auth.registerButton}
      </button>
    </form>
  );
}
