// Text typed in the legacy Bijoy (SutonnyMJ) encoding is found in a cell; English, Bengali names spelt in English,
// European names and Unicode Bengali never are.
import { looksLikeBijoy } from '../src/transfer/bijoy';

const BIJOY = [
  'Avgvi bvg', // আমার নাম
  '‡gvnv¤§` iwng', // মোহাম্মদ রহিম
  'dv‡Zgv ‡eMg', // ফাতেমা বেগম
  'bvmwib Av³vi', // নাসরিন আক্তার
  'Rvgvj DwÏb', // জামাল উদ্দিন
  'nvmvb gvngy`', // হাসান মাহমুদ
  'Kvgiæj nvmvb', // কামরুল হাসান
  'AvZvDi ingvb', // আতাউর রহমান
  '‡gvt Kwig', // মোঃ করিম
  'cÖavb wkÿK', // প্রধান শিক্ষক
  'mnKvix Aa¨vcK', // সহকারী অধ্যাপক
  'Rxe weÁvb', // জীব বিজ্ঞান
  'XvKv', // ঢাকা
  'evsjv', // বাংলা
  '`kg', // দশম
];

const NOT_BIJOY = [
  'Md. Abdul Karim',
  'MD. ABDUL KARIM',
  'Fatema Begum',
  'Mohammad Rahim Uddin',
  'Chowdhury',
  'Howlader',
  'Rowshan Ara',
  'Shuvro Das',
  'Avijit Roy',
  'Kawsar Ahmed',
  'Swapan Kumar',
  'Sarwar Jahan',
  'Dr. Md. Zahidul Islam',
  'Keshav Mishra',
  'Rajiv Gandhi',
  'David Wilson',
  'Vivek Shivnath',
  'Evgeny Dvorak',
  'McDonald',
  'José Müller',
  'François Zoë',
  'Steven Avery',
  'Vladimir Lvov',
  'Assistant Professor',
  'Lecturer in Physics, MSc (DU), PhD',
  'He has an iPhone and a PhD; worked at AT&T',
  'House 12, Road 5, Dhanmondi, Dhaka-1207',
  'ICT',
  'রহিম উদ্দিন',
  'মোঃ করিম (Karim)',
];

test.each(BIJOY)('%s is Bijoy', (text) => expect(looksLikeBijoy(text)).toBe(true));
test.each(NOT_BIJOY)('%s is not Bijoy', (text) => expect(looksLikeBijoy(text)).toBe(false));
