// Shown without React when the shared remote (store, API client) cannot be loaded: nothing else can run then.
export function showBootFailure(root: HTMLElement | null = document.getElementById('root')): void {
  if (!root) return;
  root.innerHTML = '';
  const box = document.createElement('div');
  box.className = 'host-boot';
  box.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = 'সাইটটি এই মুহূর্তে লোড করা যায়নি। ইন্টারনেট সংযোগ পরীক্ষা করে আবার চেষ্টা করুন।';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'আবার চেষ্টা করুন';
  button.addEventListener('click', () => window.location.reload());
  box.append(text, button);
  root.append(box);
}
