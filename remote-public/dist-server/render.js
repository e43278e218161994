"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn, res) => function __init() {
  return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// ../remote-shared/src/api/client.ts
function readCookie(name) {
  if (typeof document === "undefined") return null;
  for (const part of document.cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}
function withCsrf(config) {
  const csrf = readCookie("csrftoken");
  if (csrf) config.headers.set("X-CSRFToken", csrf);
  if (typeof FormData !== "undefined" && config.data instanceof FormData) {
    config.headers.delete("Content-Type");
  }
  return config;
}
function axiosClient() {
  instance ??= import("axios").then(({ default: axios }) => {
    const created = axios.create({ baseURL: API_BASE, headers: { Accept: "application/json" }, withCredentials: true });
    created.interceptors.request.use(withCsrf);
    const network = axios.getAdapter(axios.defaults.adapter);
    created.defaults.adapter = (config) => (transport ?? network)(config);
    return created;
  });
  return instance;
}
function isApiError(error) {
  return typeof error === "object" && error !== null && error.isAxiosError === true;
}
var API_BASE, instance, transport, apiClient;
var init_client = __esm({
  "../remote-shared/src/api/client.ts"() {
    "use strict";
    API_BASE = "/api/";
    instance = null;
    apiClient = {
      request: async (config) => (await axiosClient()).request(config),
      get: async (url, config) => (await axiosClient()).get(url, config),
      post: async (url, data, config) => (await axiosClient()).post(url, data, config)
    };
  }
});

// ../remote-shared/src/schemas/usernames.ts
function scriptTest(script) {
  let test = scriptTests.get(script);
  if (test === void 0) {
    try {
      test = new RegExp(`^\\p{Script=${script}}$`, "u");
    } catch {
      test = null;
    }
    scriptTests.set(script, test);
  }
  return test;
}
function scriptOf(char, tryFirst) {
  if (NEUTRAL.test(char)) return null;
  if (tryFirst && scriptTest(tryFirst)?.test(char)) return tryFirst;
  return SCRIPT_NAMES.find((script) => scriptTest(script)?.test(char)) ?? "Unknown";
}
function mixesScripts(name) {
  let systems = null;
  let last = null;
  for (const char of name.normalize("NFKC")) {
    const script = scriptOf(char, last);
    if (!script) continue;
    last = script;
    const own = WRITING_SYSTEMS[script] ?? [script];
    systems = systems ? systems.filter((system) => own.includes(system)) : own;
    if (systems.length === 0) return true;
  }
  return false;
}
function usernameProblem(name) {
  if (!USERNAME_PATTERN.test(name)) return USERNAME_MESSAGE;
  if (mixesScripts(name)) return USERNAME_MIXED_SCRIPTS_MESSAGE;
  return null;
}
var USERNAME_PATTERN, USERNAME_MESSAGE, USERNAME_MIXED_SCRIPTS_MESSAGE, SCRIPT_NAMES, NEUTRAL, scriptTests, WRITING_SYSTEMS;
var init_usernames = __esm({
  "../remote-shared/src/schemas/usernames.ts"() {
    "use strict";
    USERNAME_PATTERN = /^[\p{L}\p{M}\p{N}_.@+-]+$/u;
    USERNAME_MESSAGE = "Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.";
    USERNAME_MIXED_SCRIPTS_MESSAGE = "Enter a valid username. This value may not mix letters of different scripts, such as Latin and Cyrillic or Latin and Bengali.";
    SCRIPT_NAMES = "Latin Bengali Cyrillic Greek Adlam Ahom Anatolian_Hieroglyphs Arabic Armenian Avestan Balinese Bamum Bassa_Vah Batak Bhaiksuki Bopomofo Brahmi Braille Buginese Buhid Canadian_Aboriginal Carian Caucasian_Albanian Chakma Cham Cherokee Chorasmian Coptic Cuneiform Cypriot Cypro_Minoan Deseret Devanagari Dives_Akuru Dogra Duployan Egyptian_Hieroglyphs Elbasan Elymaic Ethiopic Garay Georgian Glagolitic Gothic Grantha Gujarati Gunjala_Gondi Gurmukhi Gurung_Khema Han Hangul Hanifi_Rohingya Hanunoo Hatran Hebrew Hiragana Imperial_Aramaic Inscriptional_Pahlavi Inscriptional_Parthian Javanese Kaithi Kannada Katakana Kawi Kayah_Li Kharoshthi Khitan_Small_Script Khmer Khojki Khudawadi Kirat_Rai Lao Lepcha Limbu Linear_A Linear_B Lisu Lycian Lydian Mahajani Makasar Malayalam Mandaic Manichaean Marchen Masaram_Gondi Medefaidrin Meetei_Mayek Mende_Kikakui Meroitic_Cursive Meroitic_Hieroglyphs Miao Modi Mongolian Mro Multani Myanmar Nabataean Nag_Mundari Nandinagari New_Tai_Lue Newa Nko Nushu Nyiakeng_Puachue_Hmong Ogham Ol_Chiki Ol_Onal Old_Hungarian Old_Italic Old_North_Arabian Old_Permic Old_Persian Old_Sogdian Old_South_Arabian Old_Turkic Old_Uyghur Oriya Osage Osmanya Pahawh_Hmong Palmyrene Pau_Cin_Hau Phags_Pa Phoenician Psalter_Pahlavi Rejang Runic Samaritan Saurashtra Sharada Shavian Siddham SignWriting Sinhala Sogdian Sora_Sompeng Soyombo Sundanese Sunuwar Syloti_Nagri Syriac Tagalog Tagbanwa Tai_Le Tai_Tham Tai_Viet Takri Tamil Tangsa Tangut Telugu Thaana Thai Tibetan Tifinagh Tirhuta Todhri Toto Tulu_Tigalari Ugaritic Vai Vithkuqi Wancho Warang_Citi Yezidi Yi Zanabazar_Square".split(" ");
    NEUTRAL = /^[\p{Script=Common}\p{Script=Inherited}]$/u;
    scriptTests = /* @__PURE__ */ new Map();
    WRITING_SYSTEMS = {
      Han: ["Japanese", "Chinese", "Korean"],
      Hiragana: ["Japanese"],
      Katakana: ["Japanese"],
      Bopomofo: ["Chinese"],
      Hangul: ["Korean"]
    };
  }
});

// ../remote-shared/src/schemas/rules.ts
function toLatinDigits(text2) {
  return text2.replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - BENGALI_ZERO));
}
function toBengaliDigits(text2) {
  return String(text2).replace(/[0-9]/g, (d) => String.fromCharCode(BENGALI_ZERO + Number(d)));
}
function isEmail(text2) {
  return text2.length <= 254 && EMAIL.test(text2);
}
function normalizePhone(text2) {
  const digits = toLatinDigits(text2).replace(/[\s-]/g, "");
  return /^\d{11}$/.test(digits) ? digits : null;
}
function normalizeTel(text2) {
  const latin = toLatinDigits(text2).trim().replace(/\s+/g, " ");
  return /^[\d+()\-/,. ]+$/.test(latin) && (latin.match(/\d/g)?.length ?? 0) >= 3 ? latin : null;
}
function isRealDate(text2) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text2);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}
function normalizeTime(text2) {
  const m = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(text2);
  return m ? `${m[1]}:${m[2]}` : null;
}
function hasNullCharacter(text2) {
  return text2.includes("\0");
}
function isEmptyValue(value) {
  return value === void 0 || value === null || typeof value === "string" && value.trim() === "";
}
function requiring(schema, fields) {
  const out = { ...schema };
  for (const field of fields) out[field] = { ...schema[field], required: true };
  return out;
}
function validate(schema, input, options = {}) {
  const values = {};
  const errors = {};
  for (const [field, rule] of Object.entries(schema)) {
    const present = Object.prototype.hasOwnProperty.call(input, field) && input[field] !== void 0;
    const raw = input[field];
    if (!present) {
      if (rule.required && !options.partial) errors[field] = [MESSAGES.required];
      continue;
    }
    if (rule.kind === "boolean") {
      const flag = booleanValue(raw);
      if (flag === null) errors[field] = [raw === null ? MESSAGES.notNull : MESSAGES.boolean];
      else values[field] = flag ? 1 : 0;
      continue;
    }
    if (isEmptyValue(raw)) {
      if (rule.required) errors[field] = [raw === null ? MESSAGES.notNull : MESSAGES.blank];
      else values[field] = null;
      continue;
    }
    if (typeof raw !== "string" && typeof raw !== "number") {
      errors[field] = ["Not a valid string."];
      continue;
    }
    const trimmed = rule.kind === "password" ? String(raw) : String(raw).trim();
    const text2 = rule.latinDigits ? toLatinDigits(trimmed) : trimmed;
    const problem = checkValue(rule, text2);
    if (typeof problem === "string") errors[field] = [problem];
    else values[field] = problem.value;
  }
  return { values, errors: Object.keys(errors).length ? errors : null };
}
function booleanValue(raw) {
  if (typeof raw === "boolean") return raw;
  if (raw === 1 || raw === 0) return raw === 1;
  if (typeof raw !== "string") return null;
  const word = raw.trim().toLowerCase();
  return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : null;
}
function checkValue(rule, text2) {
  if (TEXT_KINDS.has(rule.kind) && hasNullCharacter(text2)) return MESSAGES.nullCharacter;
  const length = rule.maxLength !== void 0 || rule.minLength !== void 0 ? [...text2].length : 0;
  if (rule.maxLength !== void 0 && length > rule.maxLength) return MESSAGES.maxLength(rule.maxLength);
  if (rule.minLength !== void 0 && length < rule.minLength) return MESSAGES.minLength(rule.minLength);
  switch (rule.kind) {
    case "email":
      return isEmail(text2) ? { value: text2 } : MESSAGES.email;
    case "phone": {
      const phone = normalizePhone(text2);
      return phone ? { value: phone } : MESSAGES.phone;
    }
    case "tel": {
      const tel = normalizeTel(text2);
      return tel ? { value: tel } : MESSAGES.tel;
    }
    case "date":
      return isRealDate(text2) ? { value: text2 } : MESSAGES.date;
    case "time": {
      const time = normalizeTime(text2);
      return time ? { value: time } : MESSAGES.time;
    }
    case "integer": {
      const latin = toLatinDigits(text2);
      if (!/^-?\d+$/.test(latin)) return MESSAGES.integer;
      const n = Number(latin);
      const min = Math.max(rule.min ?? INTEGER_MIN, INTEGER_MIN);
      const max = Math.min(rule.max ?? INTEGER_MAX, INTEGER_MAX);
      if (n < min) return MESSAGES.minValue(min);
      if (n > max) return MESSAGES.maxValue(max);
      return { value: n };
    }
    case "digits": {
      const latin = toLatinDigits(text2);
      return /^\d+$/.test(latin) ? { value: latin } : MESSAGES.digits;
    }
    case "choice":
      return rule.choices?.includes(text2) ? { value: text2 } : MESSAGES.choice(text2);
    case "username": {
      const problem = usernameProblem(text2);
      if (problem) return problem;
      if (rule.maxLength !== void 0 && [...text2.normalize("NFKC")].length > rule.maxLength) return MESSAGES.maxLength(rule.maxLength);
      return { value: text2 };
    }
    default:
      return { value: text2 };
  }
}
var INTEGER_MIN, INTEGER_MAX, MESSAGES, BENGALI_ZERO, EMAIL, TRUE_WORDS, FALSE_WORDS, TEXT_KINDS;
var init_rules = __esm({
  "../remote-shared/src/schemas/rules.ts"() {
    "use strict";
    init_usernames();
    INTEGER_MIN = -2147483648;
    INTEGER_MAX = 2147483647;
    MESSAGES = {
      required: "This field is required.",
      blank: "This field may not be blank.",
      email: "Enter a valid email address.",
      phone: "Enter an 11-digit mobile number (01XXXXXXXXX).",
      tel: "Enter a valid phone number.",
      date: "Date has wrong format. Use one of these formats instead: YYYY-MM-DD.",
      time: "Time has wrong format. Use one of these formats instead: hh:mm.",
      integer: "A valid integer is required.",
      digits: "Enter only digits.",
      maxLength: (n) => `Ensure this field has no more than ${n} characters.`,
      minLength: (n) => `Ensure this field has at least ${n} characters.`,
      minValue: (n) => `Ensure this value is greater than or equal to ${n}.`,
      maxValue: (n) => `Ensure this value is less than or equal to ${n}.`,
      nullCharacter: "Null characters are not allowed.",
      choice: (value) => `"${value}" is not a valid choice.`,
      boolean: "Must be a valid boolean.",
      notNull: "This field may not be null."
    };
    BENGALI_ZERO = 2534;
    EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
    TRUE_WORDS = /* @__PURE__ */ new Set(["true", "yes", "on", "y", "1"]);
    FALSE_WORDS = /* @__PURE__ */ new Set(["false", "no", "off", "n", "0"]);
    TEXT_KINDS = /* @__PURE__ */ new Set(["string", "text", "email", "phone", "tel", "digits", "password", "username"]);
  }
});

// ../remote-shared/src/schemas/entities.ts
function contactReachProblem(values) {
  const blank = (v) => v === void 0 || v === null || typeof v === "string" && v.trim() === "";
  return blank(values.email) && blank(values.phone) ? CONTACT_REACH_MESSAGE : null;
}
function statsOf(body) {
  const answer = body;
  return { students: Array.isArray(answer?.students) ? answer.students : [], teachers: Number(answer?.teachers) || 0, staff: Number(answer?.staff) || 0 };
}
var PASSWORD_MIN_LENGTH, registerSchema, contactSchema, contactRecordSchema, CONTACT_REACH_MESSAGE, USER_ROLES, userRoleSchema, institutionSchema, institutionFormSchema, DESIGNATIONS, principalSchema, committeeMemberSchema, noticeSchema, gallerySchema, teacherSchema, staffSchema, GENDERS, GENDER_LABELS, studentSchema, classSchema, sectionSchema, subjectSchema, DAYS, TEACHING_DAYS, routineSchema, RESULT_CATEGORIES, resultSchema, ROUTINE_FILE_CATEGORIES, routineFileSchema, acknowledgmentSchema;
var init_entities = __esm({
  "../remote-shared/src/schemas/entities.ts"() {
    "use strict";
    init_rules();
    PASSWORD_MIN_LENGTH = 8;
    registerSchema = {
      // A new name: the username rule of usernames.ts. Signing in (loginSchema) takes any existing name.
      username: { kind: "username", required: true, maxLength: 150 },
      full_name: { kind: "string", required: true, maxLength: 150 },
      email: { kind: "email", maxLength: 254 },
      phone: { kind: "phone", required: true },
      password: { kind: "password", required: true, minLength: PASSWORD_MIN_LENGTH, maxLength: 128 },
      confirm_password: { kind: "password", required: true, maxLength: 128 }
    };
    contactSchema = {
      name: { kind: "string", required: true, maxLength: 150 },
      email: { kind: "email", maxLength: 254 },
      phone: { kind: "tel", maxLength: 30 },
      message: { kind: "text", required: true, maxLength: 5e3 }
    };
    contactRecordSchema = {
      ...contactSchema,
      is_read: { kind: "boolean" }
    };
    CONTACT_REACH_MESSAGE = "Please provide an email address or a phone number.";
    USER_ROLES = ["Admin", "General"];
    userRoleSchema = {
      role: { kind: "choice", required: true, choices: USER_ROLES }
    };
    institutionSchema = {
      name: { kind: "string", required: true, maxLength: 255 },
      government_approval_number: { kind: "string", maxLength: 100 },
      government_approval_date: { kind: "date" },
      history: { kind: "text", maxLength: 2e4 },
      address: { kind: "string", maxLength: 500 },
      address_code: { kind: "string", maxLength: 50 },
      contact_email: { kind: "email", maxLength: 254 },
      contact_phone: { kind: "tel", maxLength: 30 },
      // The public record the DSHE's 2025 order asks for (the /about page): codes, aims, the citizen charter (text, and
      // a PDF in the registry's files) and the complaint (GRS) and right-to-information officers.
      eiin: { kind: "digits", maxLength: 20 },
      college_code: { kind: "string", maxLength: 20 },
      education_board: { kind: "string", maxLength: 100 },
      mission: { kind: "text", maxLength: 2e4 },
      objective: { kind: "text", maxLength: 2e4 },
      citizen_charter: { kind: "text", maxLength: 2e4 },
      grs_officer_name: { kind: "string", maxLength: 150 },
      grs_officer_phone: { kind: "tel", maxLength: 30 },
      grs_officer_email: { kind: "email", maxLength: 254 },
      rti_officer_name: { kind: "string", maxLength: 150 },
      rti_officer_phone: { kind: "tel", maxLength: 30 },
      rti_officer_email: { kind: "email", maxLength: 254 }
    };
    institutionFormSchema = requiring(institutionSchema, ["name", "contact_email", "contact_phone", "address"]);
    DESIGNATIONS = ["principal", "vice_principal"];
    principalSchema = {
      designation: { kind: "choice", required: true, choices: DESIGNATIONS },
      full_name: { kind: "string", required: true, maxLength: 150 },
      contact_email: { kind: "email", maxLength: 254 },
      contact_phone: { kind: "tel", maxLength: 30 },
      message: { kind: "text", maxLength: 2e4 }
    };
    committeeMemberSchema = {
      full_name: { kind: "string", required: true, maxLength: 150 },
      role: { kind: "string", required: true, maxLength: 100 },
      contact_email: { kind: "email", maxLength: 254 },
      contact_phone: { kind: "tel", maxLength: 30 }
    };
    noticeSchema = {
      title: { kind: "string", required: true, maxLength: 255 },
      description: { kind: "text", maxLength: 1e4 },
      date: { kind: "date" },
      category: { kind: "string", maxLength: 100 }
    };
    gallerySchema = {
      caption: { kind: "string", maxLength: 255 }
    };
    teacherSchema = {
      full_name: { kind: "string", required: true, maxLength: 150 },
      designation: { kind: "string", maxLength: 100 },
      subject: { kind: "string", maxLength: 100 },
      contact_phone: { kind: "phone" },
      contact_email: { kind: "email", maxLength: 254 },
      profile: { kind: "text", maxLength: 5e3 },
      /** Another name for `profile` (the original's later client): accepted on writes, answered as `profile`. */
      teacher_intro: { kind: "text", maxLength: 5e3 }
    };
    staffSchema = {
      full_name: { kind: "string", required: true, maxLength: 150 },
      designation: { kind: "string", required: true, maxLength: 100 },
      contact_phone: { kind: "phone" },
      contact_email: { kind: "email", maxLength: 254 },
      profile: { kind: "text", maxLength: 5e3 }
    };
    GENDERS = ["male", "female", "other"];
    GENDER_LABELS = { male: "\u099B\u09BE\u09A4\u09CD\u09B0", female: "\u099B\u09BE\u09A4\u09CD\u09B0\u09C0", other: "\u0985\u09A8\u09CD\u09AF\u09BE\u09A8\u09CD\u09AF" };
    studentSchema = {
      full_name: { kind: "string", required: true, maxLength: 150 },
      /**
       * Text, as the original stored it: trimmed, Bengali digits as Latin, leading zeros kept (`0045`). Compared and
       * sorted as a number where it is one: `0045` and `45` are the same roll in a class and section.
       */
      roll_number: { kind: "string", required: true, maxLength: 20, latinDigits: true },
      /** The id of a class. */
      class_name: { kind: "integer", required: true, min: 1 },
      /** Free text, as the original stored it (`ক`); the dashboard offers the sections' names. */
      section: { kind: "string", maxLength: 50 },
      gender: { kind: "choice", choices: GENDERS },
      date_of_birth: { kind: "date" },
      address: { kind: "string", maxLength: 500 },
      guardian_name: { kind: "string", maxLength: 150 },
      guardian_contact: { kind: "tel", maxLength: 30 },
      contact_email: { kind: "email", maxLength: 254 },
      contact_phone: { kind: "tel", maxLength: 30 },
      digital_id_code: { kind: "string", maxLength: 64 }
    };
    classSchema = {
      name: { kind: "string", required: true, maxLength: 100 }
    };
    sectionSchema = {
      name: { kind: "string", required: true, maxLength: 100 }
    };
    subjectSchema = {
      name: { kind: "string", required: true, maxLength: 150 },
      /** The id of a class. */
      class_name: { kind: "integer", required: true, min: 1 }
    };
    DAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];
    TEACHING_DAYS = ["sun", "mon", "tue", "wed", "thu"];
    routineSchema = {
      classId: { kind: "integer", required: true, min: 1 },
      sectionId: { kind: "integer", required: true, min: 1 },
      subjectId: { kind: "integer", required: true, min: 1 },
      teacherId: { kind: "integer", required: true, min: 1 },
      startTime: { kind: "time", required: true },
      endTime: { kind: "time", required: true },
      day: { kind: "choice", choices: DAYS }
    };
    RESULT_CATEGORIES = ["Public", "Internal"];
    resultSchema = {
      year: { kind: "integer", required: true, min: 1950, max: 2100 },
      category: { kind: "choice", required: true, choices: RESULT_CATEGORIES },
      /** The id of a class. */
      class_name: { kind: "integer", required: true, min: 1 },
      exam_name: { kind: "string", required: true, maxLength: 100 },
      examinees: { kind: "integer", min: 0 },
      passed: { kind: "integer", min: 0 },
      gpa5: { kind: "integer", min: 0 }
    };
    ROUTINE_FILE_CATEGORIES = ["Academic", "Exam"];
    routineFileSchema = {
      category: { kind: "choice", required: true, choices: ROUTINE_FILE_CATEGORIES },
      /** The id of a class. */
      class_name: { kind: "integer", required: true, min: 1 }
    };
    acknowledgmentSchema = {
      title: { kind: "string", required: true, maxLength: 200 },
      date: { kind: "date", required: true }
    };
  }
});

// ../remote-shared/src/registry/files.ts
function maxBytesOf(rule) {
  return rule.maxMegabytes * MB;
}
function fileText(template, rule) {
  return template.replace(/\{mb\}/g, String(rule.maxMegabytes)).replace(/\{mb_bn\}/g, toBengaliDigits(rule.maxMegabytes));
}
function fileHint(rule) {
  return rule.hint === void 0 ? void 0 : fileText(rule.hint, rule);
}
function fileTooLargeText(rule) {
  return rule.tooLarge === void 0 ? void 0 : fileText(rule.tooLarge, rule);
}
var MB, FILE_TYPES, IMAGE_KINDS, PDF_KINDS, IMAGE_MIME_TYPES, PDF_MIME_TYPES, DOCUMENT_MIME_TYPES, PHOTO_HINT, DOCUMENT_HINT, PROFILE_PICTURE;
var init_files = __esm({
  "../remote-shared/src/registry/files.ts"() {
    "use strict";
    init_rules();
    MB = 1024 * 1024;
    FILE_TYPES = {
      image: { kinds: ["jpeg", "png", "webp"], mimeTypes: ["image/jpeg", "image/png", "image/webp"] },
      pdf: { kinds: ["pdf"], mimeTypes: ["application/pdf"] },
      document: { kinds: ["jpeg", "png", "webp", "pdf"], mimeTypes: ["image/jpeg", "image/png", "image/webp", "application/pdf"] }
    };
    IMAGE_KINDS = FILE_TYPES.image.kinds;
    PDF_KINDS = FILE_TYPES.pdf.kinds;
    IMAGE_MIME_TYPES = FILE_TYPES.image.mimeTypes;
    PDF_MIME_TYPES = FILE_TYPES.pdf.mimeTypes;
    DOCUMENT_MIME_TYPES = FILE_TYPES.document.mimeTypes;
    PHOTO_HINT = "\u09B8\u09B0\u09CD\u09AC\u09CB\u099A\u09CD\u099A {mb_bn}MB (JPG, PNG, WEBP)";
    DOCUMENT_HINT = "\u09B8\u09B0\u09CD\u09AC\u09CB\u099A\u09CD\u099A {mb_bn}MB (PDF, JPG, PNG, WEBP)";
    PROFILE_PICTURE = {
      type: "image",
      maxMegabytes: 2,
      hint: "JPEG, PNG or WebP, at most {mb} MB",
      tooLarge: "The picture must be less than {mb}MB"
    };
  }
});

// ../remote-shared/src/registry/resources.ts
function entryOf(key) {
  return REGISTRY[key];
}
function listUrl(key) {
  return `${REGISTRY[key].path}/`;
}
function itemUrl(key, id) {
  return `${REGISTRY[key].path}/${id}/`;
}
var RESOURCE_KEYS, REGISTRY, RESOURCE_TAGS;
var init_resources = __esm({
  "../remote-shared/src/registry/resources.ts"() {
    "use strict";
    init_entities();
    init_files();
    RESOURCE_KEYS = [
      "institutions",
      "principals",
      "committee",
      "notices",
      "gallery",
      "teachers",
      "staff",
      "students",
      "classes",
      "sections",
      "subjects",
      "routine",
      "results",
      "routines",
      "acknowledgments",
      "contacts",
      "users"
    ];
    REGISTRY = {
      institutions: {
        path: "institutions",
        tag: "Institution",
        schema: institutionSchema,
        files: {
          logo: { type: "image", maxMegabytes: 2, hint: "\u09B8\u09B0\u09CD\u09AC\u09CB\u099A\u09CD\u099A {mb_bn}MB (JPEG, PNG, JPG, WEBP)", tooLarge: "Logo must be less than {mb}MB" },
          institution_image: {
            type: "image",
            maxMegabytes: 9,
            hint: "\u09B8\u09B0\u09CD\u09AC\u09CB\u099A\u09CD\u099A {mb_bn}MB (JPEG, PNG, JPG, WEBP)",
            tooLarge: "Institution image must be less than {mb}MB"
          },
          citizen_charter_file: { type: "pdf", maxMegabytes: 10, hint: "\u09B6\u09C1\u09A7\u09C1 PDF, \u09B8\u09B0\u09CD\u09AC\u09CB\u099A\u09CD\u099A {mb_bn}MB" }
        },
        read: "anyone",
        // A notice's preview card shows the college's name and logo (its `preview_image` changes with them).
        changes: ["notices"]
      },
      principals: {
        path: "principal-vice-principal",
        tag: "Principal",
        schema: principalSchema,
        files: { photo: { type: "image", maxMegabytes: 5, hint: PHOTO_HINT } },
        read: "anyone",
        filters: { designation: "equals" }
      },
      committee: {
        path: "committee-members",
        tag: "Committee",
        schema: committeeMemberSchema,
        files: { photo: { type: "image", maxMegabytes: 2, hint: PHOTO_HINT } },
        read: "anyone",
        search: ["full_name", "role"],
        // The committee screen's name and role search boxes.
        filters: { full_name: "contains", role: "contains" }
      },
      notices: {
        path: "notices",
        tag: "Notice",
        schema: noticeSchema,
        files: { pdf_file: { type: "pdf", maxMegabytes: 10 } },
        read: "anyone",
        search: ["title", "category"],
        // The overview counts this month's notices (`?date_after=`).
        filters: { category: "equals", date: "range" }
      },
      gallery: {
        path: "gallery",
        tag: "Gallery",
        schema: gallerySchema,
        files: { image: { type: "image", maxMegabytes: 5, required: true } },
        read: "anyone"
      },
      teachers: {
        path: "teachers",
        tag: "Teacher",
        schema: teacherSchema,
        files: { photo: { type: "image", maxMegabytes: 2, hint: PHOTO_HINT } },
        read: "anyone",
        search: ["full_name", "subject", "designation"],
        filters: { designation: "equals", full_name: "contains" },
        distinct: ["designation", "full_name"],
        changes: ["routine"]
      },
      staff: {
        path: "staff",
        tag: "Staff",
        schema: staffSchema,
        files: { photo: { type: "image", maxMegabytes: 2, hint: PHOTO_HINT } },
        // Public, as teachers are (the original's staff list; the Faculty and Staff page).
        read: "anyone",
        search: ["full_name", "designation"],
        filters: { designation: "equals", full_name: "contains" },
        distinct: ["designation", "full_name"]
      },
      students: {
        path: "students",
        tag: "Student",
        schema: studentSchema,
        files: { photo: { type: "image", maxMegabytes: 2, hint: PHOTO_HINT } },
        read: "admin",
        search: ["full_name", "digital_id_code"],
        filters: { class_name: "id", section: "equals", gender: "equals", full_name: "contains" }
      },
      classes: {
        path: "classes",
        tag: "Class",
        schema: classSchema,
        read: "anyone",
        search: ["name"],
        changes: ["subjects", "students", "routine", "results", "routines"]
      },
      sections: {
        path: "sections",
        tag: "Section",
        schema: sectionSchema,
        read: "anyone",
        search: ["name"],
        // A student's section is its own text (the sections are the form's choices): only the routine shows their names.
        changes: ["routine"]
      },
      subjects: {
        path: "subjects",
        tag: "Subject",
        schema: subjectSchema,
        read: "anyone",
        search: ["name"],
        filters: { class_name: "id" },
        changes: ["routine"]
      },
      routine: {
        path: "class-routine",
        tag: "Routine",
        schema: routineSchema,
        read: "anyone",
        filters: { classId: "id", sectionId: "id", teacherId: "id", day: "equals" }
      },
      // The college's public record (issue 13): exam results, routines as files, recognition and permission letters.
      results: {
        path: "results",
        tag: "Result",
        schema: resultSchema,
        files: { file: { type: "document", maxMegabytes: 10, required: true, hint: DOCUMENT_HINT } },
        read: "anyone",
        filters: { category: "equals", year: "equals", class_name: "id" },
        // The years a filter can offer.
        distinct: ["year"]
      },
      routines: {
        path: "routines",
        tag: "RoutineFile",
        schema: routineFileSchema,
        files: { file: { type: "document", maxMegabytes: 10, required: true, hint: DOCUMENT_HINT } },
        read: "anyone",
        filters: { category: "equals", class_name: "id" }
      },
      acknowledgments: {
        // Singular, as the original's; also answered without the trailing slash (api/src/resources/publicRecord.ts).
        path: "acknowledgment",
        tag: "Acknowledgment",
        schema: acknowledgmentSchema,
        files: { image: { type: "document", maxMegabytes: 10, required: true, hint: DOCUMENT_HINT } },
        read: "anyone"
      },
      contacts: {
        path: "contacts",
        tag: "Contact",
        schema: contactRecordSchema,
        read: "admin",
        // The public contact form. An Admin's update marks a message read or unread, nothing else.
        create: "anyone",
        operations: ["list", "create", "retrieve", "update", "delete"],
        search: ["name", "email", "phone", "message"],
        filters: { is_read: "boolean" }
      },
      users: {
        path: "users",
        tag: "User",
        // Only the role is written here; accounts come from register/ and the command line.
        schema: userRoleSchema,
        read: "admin",
        operations: ["list", "retrieve", "update"],
        search: ["username", "full_name", "email"],
        filters: { role: "equals" }
      }
    };
    RESOURCE_TAGS = RESOURCE_KEYS.map((key) => REGISTRY[key].tag);
  }
});

// ../remote-shared/src/store/serverState.ts
function takeServerState(doc = typeof document === "undefined" ? void 0 : document) {
  const element = doc?.getElementById(SERVER_STATE_ID);
  if (!element) return null;
  element.remove();
  try {
    const state = JSON.parse(element.textContent ?? "");
    return state && typeof state === "object" && !Array.isArray(state) ? state : null;
  } catch (error) {
    console.error("[store] the server-rendered state could not be read", error);
    return null;
  }
}
function serializeState(state) {
  return JSON.stringify(state).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
var SERVER_STATE_ID, HYDRATE, isHydrateAction, hydrate;
var init_serverState = __esm({
  "../remote-shared/src/store/serverState.ts"() {
    "use strict";
    SERVER_STATE_ID = "college-state";
    HYDRATE = "college/hydrate";
    isHydrateAction = (action) => action.type === HYDRATE;
    hydrate = (payload) => ({ type: HYDRATE, payload });
  }
});

// ../remote-shared/src/api/baseApi.ts
var import_react, axiosBaseQuery, AUDIT_TAG, baseApi;
var init_baseApi = __esm({
  "../remote-shared/src/api/baseApi.ts"() {
    "use strict";
    import_react = require("@reduxjs/toolkit/query/react");
    init_resources();
    init_serverState();
    init_client();
    axiosBaseQuery = async (args, api) => {
      const { url, method = "GET", data, params } = typeof args === "string" ? { url: args } : args;
      const { transport: transport2 } = api.extra ?? {};
      try {
        const result = await apiClient.request({ url, method, data, params, ...transport2 ? { adapter: transport2 } : {} });
        return { data: result.data };
      } catch (error) {
        const response = error.response;
        if (!response) console.error(`[api] ${method} ${url} failed`, error);
        return { error: { status: response?.status ?? 0, data: response?.data ?? String(error) } };
      }
    };
    AUDIT_TAG = "Audit";
    baseApi = (0, import_react.createApi)({
      reducerPath: "api",
      baseQuery: axiosBaseQuery,
      // One tag per resource of the registry, and the audit trail's.
      tagTypes: [...RESOURCE_TAGS, AUDIT_TAG],
      endpoints: () => ({}),
      // A server-rendered page hands over the cache it was drawn with (store/serverState.ts).
      extractRehydrationInfo(action, { reducerPath }) {
        return isHydrateAction(action) ? action.payload[reducerPath] : void 0;
      }
    });
  }
});

// ../remote-shared/src/api/errors.ts
function answerOf(error) {
  if (isApiError(error)) return error.response ? { status: error.response.status, data: error.response.data } : null;
  if (error && typeof error === "object" && typeof error.status === "number" && "data" in error) {
    return error;
  }
  return null;
}
function errorStatus(error) {
  return answerOf(error)?.status ?? 0;
}
function fieldErrors(error) {
  const answer = answerOf(error);
  if (answer?.status !== 400 && answer?.status !== 409) return {};
  const body = answer.data;
  if (!body || typeof body !== "object" || Array.isArray(body)) return {};
  const out = {};
  for (const [field, value] of Object.entries(body)) {
    if (field === "detail") continue;
    if (Array.isArray(value)) out[field] = value.map(String);
    else if (typeof value === "string") out[field] = [value];
  }
  return out;
}
function errorMessage(error, fallback) {
  const answer = answerOf(error);
  if (answer) {
    const body = answer.data;
    if (body && typeof body === "object" && typeof body.detail === "string") return body.detail;
    const first2 = Object.values(fieldErrors(error))[0];
    if (first2?.[0]) return first2[0];
    return fallback;
  }
  if (isApiError(error)) return fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
var init_errors = __esm({
  "../remote-shared/src/api/errors.ts"() {
    "use strict";
    init_client();
  }
});

// ../remote-shared/src/api/institution.ts
var institutionApi, useGetInstitutionQuery;
var init_institution = __esm({
  "../remote-shared/src/api/institution.ts"() {
    "use strict";
    init_resources();
    init_baseApi();
    institutionApi = baseApi.injectEndpoints({
      endpoints: (build) => ({
        getInstitution: build.query({
          query: () => listUrl("institutions"),
          transformResponse: (list) => Array.isArray(list) && list.length ? list[0] : null,
          providesTags: [REGISTRY.institutions.tag]
        })
      })
    });
    ({ useGetInstitutionQuery } = institutionApi);
  }
});

// ../remote-shared/src/exposed/api.ts
var init_api = __esm({
  "../remote-shared/src/exposed/api.ts"() {
    "use strict";
    init_client();
    init_baseApi();
    init_errors();
    init_institution();
  }
});

// ../remote-shared/src/offline/clearOfflineCopies.ts
async function clearOfflineCopies() {
  if (typeof caches === "undefined") return;
  try {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => !BUILD_PRECACHE.test(name)).map((name) => caches.delete(name)));
  } catch {
  }
}
var BUILD_PRECACHE;
var init_clearOfflineCopies = __esm({
  "../remote-shared/src/offline/clearOfflineCopies.ts"() {
    "use strict";
    BUILD_PRECACHE = /^workbox-precache/;
  }
});

// ../remote-shared/src/auth/storage.ts
function storage() {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}
function readToken() {
  return storage()?.getItem(TOKEN_KEY) || null;
}
function readUser() {
  const raw = storage()?.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const user = JSON.parse(raw);
    return user && typeof user === "object" && typeof user.username === "string" ? user : null;
  } catch {
    return null;
  }
}
function write(key, value) {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
  }
}
var TOKEN_KEY, USER_KEY, saveToken, saveUser;
var init_storage = __esm({
  "../remote-shared/src/auth/storage.ts"() {
    "use strict";
    TOKEN_KEY = "access_token";
    USER_KEY = "user";
    saveToken = (token) => write(TOKEN_KEY, token);
    saveUser = (user) => write(USER_KEY, user ? JSON.stringify(user) : null);
  }
});

// ../remote-shared/src/auth/authSlice.ts
function pageDrawnSignedIn() {
  if (typeof document === "undefined") return false;
  const kind = document.documentElement.dataset.auth;
  return kind === "user" || kind === "admin";
}
function initialAuthState() {
  const access_token = readToken();
  const user = access_token ? readUser() : null;
  return { access_token, user, loading: Boolean(access_token && !user), error: null, adopting: !access_token && pageDrawnSignedIn() };
}
async function getUser(token) {
  const { data } = await apiClient.get("user/", { headers: { Authorization: `Bearer ${token}` } });
  if (!data || typeof data !== "object" || typeof data.username !== "string") throw new Error(USER_FETCH_FAILED);
  return data;
}
async function refreshAccess() {
  try {
    const { data } = await apiClient.post("token/refresh/", {});
    return typeof data?.access === "string" ? data.access : null;
  } catch {
    return null;
  }
}
function signedOut(state) {
  state.access_token = null;
  state.user = null;
  state.loading = false;
}
var import_toolkit, NO_TOKEN_MESSAGE, USER_FETCH_FAILED, fetchUser, login, adoptSession, logout, register, authSlice, tokenReceived, clearAuth, selectAuth, selectUser, selectIsAdmin;
var init_authSlice = __esm({
  "../remote-shared/src/auth/authSlice.ts"() {
    "use strict";
    import_toolkit = require("@reduxjs/toolkit");
    init_client();
    init_errors();
    init_clearOfflineCopies();
    init_storage();
    NO_TOKEN_MESSAGE = "No token found. Please log in.";
    USER_FETCH_FAILED = "Failed to fetch user data.";
    fetchUser = (0, import_toolkit.createAsyncThunk)(
      "auth/fetchUser",
      async (_arg, { getState, rejectWithValue }) => {
        const token = getState().auth.access_token ?? readToken();
        if (!token) return rejectWithValue({ message: NO_TOKEN_MESSAGE, signedOut: true });
        try {
          return { user: await getUser(token), access_token: token };
        } catch (error) {
          if (errorStatus(error) === 401) {
            const fresh = await refreshAccess();
            if (fresh) {
              try {
                return { user: await getUser(fresh), access_token: fresh };
              } catch (retryError) {
                return rejectWithValue({ message: errorMessage(retryError, USER_FETCH_FAILED), signedOut: errorStatus(retryError) === 401 });
              }
            }
            return rejectWithValue({ message: errorMessage(error, USER_FETCH_FAILED), signedOut: true });
          }
          return rejectWithValue({ message: errorMessage(error, USER_FETCH_FAILED), signedOut: false });
        }
      }
    );
    login = (0, import_toolkit.createAsyncThunk)(
      "auth/login",
      async (credentials, { dispatch }) => {
        const { data } = await apiClient.post("token/", credentials);
        if (!data || typeof data.access !== "string") throw new Error("The server answered without a token.");
        dispatch(authSlice.actions.tokenReceived(data.access));
        const result = await dispatch(fetchUser()).unwrap();
        return result.user;
      }
    );
    adoptSession = (0, import_toolkit.createAsyncThunk)("auth/adoptSession", async (_arg, { dispatch }) => {
      const access = await refreshAccess();
      if (!access) return null;
      dispatch(authSlice.actions.tokenReceived(access));
      const result = await dispatch(fetchUser({ silent: true })).unwrap();
      return result.user;
    });
    logout = (0, import_toolkit.createAsyncThunk)("auth/logout", async () => {
      try {
        await apiClient.post("logout/");
      } catch {
      }
      await clearOfflineCopies();
    });
    register = (0, import_toolkit.createAsyncThunk)(
      "auth/register",
      async (fields, { rejectWithValue }) => {
        const body = new FormData();
        for (const [key, value] of Object.entries(fields)) {
          if (value instanceof Blob) body.append(key, value);
          else if (typeof value === "string" && value.trim() !== "") body.append(key, value);
        }
        try {
          const { data } = await apiClient.post("register/", body);
          return data;
        } catch (error) {
          const response = isApiError(error) ? error.response : void 0;
          if (response) return rejectWithValue({ status: response.status, data: response.data });
          throw error;
        }
      }
    );
    authSlice = (0, import_toolkit.createSlice)({
      name: "auth",
      initialState: initialAuthState,
      reducers: {
        tokenReceived(state, action) {
          state.access_token = action.payload;
          state.error = null;
        },
        /** Local sign-out without a server call (the server session is ended by `logout`). */
        clearAuth(state) {
          signedOut(state);
          state.error = null;
        }
      },
      extraReducers: (builder) => {
        builder.addCase(fetchUser.pending, (state, action) => {
          if (!action.meta.arg?.silent) state.loading = true;
          state.error = null;
        }).addCase(fetchUser.fulfilled, (state, action) => {
          state.loading = false;
          state.user = action.payload.user;
          state.access_token = action.payload.access_token;
        }).addCase(fetchUser.rejected, (state, action) => {
          state.loading = false;
          state.error = action.payload?.message ?? action.error.message ?? USER_FETCH_FAILED;
          state.user = null;
          if (action.payload?.signedOut) state.access_token = null;
        }).addCase(login.rejected, (state, action) => {
          state.error = action.error.message ?? null;
        }).addCase(adoptSession.fulfilled, (state) => {
          state.adopting = false;
        }).addCase(adoptSession.rejected, (state) => {
          state.adopting = false;
        }).addCase(logout.fulfilled, (state) => signedOut(state));
      },
      selectors: {
        selectAuth: (state) => state,
        selectUser: (state) => state.user,
        selectIsAdmin: (state) => state.user?.role === "Admin"
      }
    });
    ({ tokenReceived, clearAuth } = authSlice.actions);
    ({ selectAuth, selectUser, selectIsAdmin } = authSlice.selectors);
  }
});

// ../remote-shared/src/ui/Spinner.tsx
function Spinner({ label, inline = false }) {
  return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { className: inline ? "cs-spinner cs-spinner--inline" : "cs-spinner", role: "status", "aria-live": "polite", children: [
    /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { className: "cs-spinner__wheel", "aria-hidden": "true" }),
    /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { className: "cs-spinner__label", children: label })
  ] });
}
var import_jsx_runtime;
var init_Spinner = __esm({
  "../remote-shared/src/ui/Spinner.tsx"() {
    "use strict";
    import_jsx_runtime = require("react/jsx-runtime");
  }
});

// ../remote-shared/src/schemas/initials.ts
function firstGrapheme(word) {
  if (typeof Intl !== "undefined" && "Segmenter" in Intl) {
    const first2 = new Intl.Segmenter("bn", { granularity: "grapheme" }).segment(word)[Symbol.iterator]().next();
    if (!first2.done) return first2.value.segment;
  }
  return Array.from(word)[0] ?? "";
}
function initialsOf(name) {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  const named = words.filter((w) => !TITLES.has(w.toLowerCase()));
  const chosen = (named.length ? named : words).slice(0, 2);
  return chosen.map((w) => firstGrapheme(w).toLocaleUpperCase()).join("") || "?";
}
function colourOf(name) {
  let hash = 0;
  for (const ch of name ?? "") hash = hash * 31 + ch.codePointAt(0) >>> 0;
  return INITIALS_COLOURS[hash % INITIALS_COLOURS.length];
}
var TITLES, INITIALS_COLOURS;
var init_initials = __esm({
  "../remote-shared/src/schemas/initials.ts"() {
    "use strict";
    TITLES = /* @__PURE__ */ new Set(["\u09AE\u09CB.", "\u09AE\u09CB\u0983", "\u09AE\u09CB\u09B9\u09BE\u09AE\u09CD\u09AE\u09A6", "\u09A1.", "\u09A1\u0983", "\u0985\u09A7\u09CD\u09AF\u09BE\u09AA\u0995", "md.", "md", "mr.", "mrs.", "ms.", "dr.", "prof."]);
    INITIALS_COLOURS = ["#17612a", "#1f7a34", "#2c6e8e", "#7a4f1f", "#6b3f8e", "#8e2c4f", "#3f5f1f", "#1f5f6e"];
  }
});

// ../remote-shared/src/schemas/media.ts
var MEDIA_WIDTHS, PREVIEW_CARD;
var init_media = __esm({
  "../remote-shared/src/schemas/media.ts"() {
    "use strict";
    MEDIA_WIDTHS = [160, 320, 480, 640, 960, 1280];
    PREVIEW_CARD = { width: 1200, height: 630 };
  }
});

// ../remote-shared/src/ui/mediaSources.ts
function mediaSrcSet(url, largest = 1280) {
  const match = url ? UPLOADED_IMAGE.exec(url) : null;
  if (!match) return void 0;
  const [, base, relative] = match;
  return MEDIA_WIDTHS.filter((width) => width <= largest).map((width) => `${base}_w/${width}/${relative} ${width}w`).join(", ");
}
var UPLOADED_IMAGE;
var init_mediaSources = __esm({
  "../remote-shared/src/ui/mediaSources.ts"() {
    "use strict";
    init_media();
    UPLOADED_IMAGE = /^(.*?\/media\/)(?!_w\/)([^?#]+\.(?:jpe?g|png|webp))$/i;
  }
});

// ../remote-shared/src/ui/Avatar.tsx
function Avatar({ name, src, size = 48, shape = "circle", lazy: lazy2 = true, className }) {
  const [failedSrc, setFailedSrc] = (0, import_react2.useState)(null);
  const failed = failedSrc !== null && failedSrc === src;
  const classes = ["cs-avatar", shape === "square" ? "cs-avatar--square" : "", className ?? ""].filter(Boolean).join(" ");
  const label = name?.trim() || void 0;
  if (src && !failed) {
    return /* @__PURE__ */ (0, import_jsx_runtime2.jsx)(
      "img",
      {
        className: classes,
        src,
        srcSet: mediaSrcSet(src, 640),
        sizes: `${size}px`,
        alt: label ?? "",
        width: size,
        height: size,
        loading: lazy2 ? "lazy" : "eager",
        decoding: "async",
        onError: () => setFailedSrc(src)
      }
    );
  }
  return /* @__PURE__ */ (0, import_jsx_runtime2.jsx)(
    "span",
    {
      className: `${classes} cs-avatar--initials`,
      role: "img",
      "aria-label": label ?? "\u099B\u09AC\u09BF \u09A8\u09C7\u0987",
      style: { width: size, height: size, fontSize: Math.round(size * 0.38), backgroundColor: colourOf(name) },
      children: /* @__PURE__ */ (0, import_jsx_runtime2.jsx)("span", { "aria-hidden": "true", children: initialsOf(name) })
    }
  );
}
var import_react2, import_jsx_runtime2;
var init_Avatar = __esm({
  "../remote-shared/src/ui/Avatar.tsx"() {
    "use strict";
    import_react2 = require("react");
    init_initials();
    init_mediaSources();
    import_jsx_runtime2 = require("react/jsx-runtime");
  }
});

// ../remote-shared/src/exposed/ui.tsx
var init_ui = __esm({
  "../remote-shared/src/exposed/ui.tsx"() {
    "use strict";
    init_Spinner();
    init_Avatar();
    init_mediaSources();
  }
});

// ../remote-shared/src/schemas/index.ts
var init_schemas = __esm({
  "../remote-shared/src/schemas/index.ts"() {
    "use strict";
    init_rules();
    init_entities();
    init_usernames();
    init_media();
    init_initials();
  }
});

// ../remote-shared/src/exposed/schemas.ts
var init_schemas2 = __esm({
  "../remote-shared/src/exposed/schemas.ts"() {
    "use strict";
    init_schemas();
  }
});

// src/page/listParams.ts
function parsePage(raw) {
  if (raw === null || raw.trim() === "") return 1;
  const text2 = toLatinDigits(raw.trim());
  return /^\d{1,6}$/.test(text2) && Number(text2) >= 1 ? Number(text2) : null;
}
function listSearch(search, page2) {
  const params = new URLSearchParams();
  if (search.trim()) params.set("search", search.trim());
  if (page2 > 1) params.set("page", String(page2));
  const text2 = params.toString();
  return text2 ? `?${text2}` : "";
}
function useListParams(pathname) {
  const [params, setParams] = (0, import_react_router_dom.useSearchParams)();
  const search = params.get("search") ?? "";
  const page2 = parsePage(params.get("page"));
  const hrefFor = (0, import_react3.useCallback)((n) => `${pathname}${listSearch(search, n)}`, [pathname, search]);
  const setSearch = (0, import_react3.useCallback)(
    (text2, options) => setParams(new URLSearchParams(listSearch(text2, 1)), { replace: options?.replace }),
    [setParams]
  );
  return { page: page2, search, hrefFor, setSearch };
}
var import_react3, import_react_router_dom;
var init_listParams = __esm({
  "src/page/listParams.ts"() {
    "use strict";
    import_react3 = require("react");
    import_react_router_dom = require("react-router-dom");
    init_schemas2();
  }
});

// ../remote-shared/src/registry/index.ts
var LARGEST_UPLOAD_BYTES;
var init_registry = __esm({
  "../remote-shared/src/registry/index.ts"() {
    "use strict";
    init_files();
    init_resources();
    init_files();
    init_resources();
    LARGEST_UPLOAD_BYTES = Math.max(
      maxBytesOf(PROFILE_PICTURE),
      ...RESOURCE_KEYS.flatMap((key) => Object.values(entryOf(key).files ?? {}).map(maxBytesOf))
    );
  }
});

// ../remote-shared/src/exposed/registry.ts
var init_registry2 = __esm({
  "../remote-shared/src/exposed/registry.ts"() {
    "use strict";
    init_registry();
  }
});

// src/api/publicApi.ts
function previewText(text2, max) {
  const plain = text2.replace(/\s+/g, " ").trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 20)).trimEnd()}\u2026`;
}
function pageParams({ page: page2, search }, pageSize) {
  const params = { page_size: String(pageSize) };
  if (page2 > 1) params.page = String(page2);
  if (search?.trim()) params.search = search.trim();
  return params;
}
function useSiteInstitution() {
  const { data, isLoading, isError, isSuccess } = useGetSiteInstitutionQuery();
  return { institution: data ?? null, isLoading, isError, isLoaded: isSuccess };
}
function isMissing(error) {
  return typeof error === "object" && error !== null && "status" in error && error.status === 404;
}
function useLogFailure(what, error) {
  (0, import_react4.useEffect)(() => {
    if (error) console.error(`[public] ${what} could not be loaded`, error);
  }, [what, error]);
}
var import_react4, SITE_FIELDS, STORY_KEYS, STORY_FIELDS, RECORD_KEYS, RECORD_FIELDS, RESULT_FIELDS, ROUTINE_FILE_FIELDS, RECOGNITION_FIELDS, SLOT_FIELDS, STAFF_FIELDS, NOTICE_PAGE_SIZE, LIST_DESCRIPTION_CHARS, GALLERY_PAGE_SIZE, TEACHER_PAGE_SIZE, STAFF_PAGE_SIZE, RESULT_PAGE_SIZE, asList, asPage, first, publicApi, useGetSiteInstitutionQuery, useGetInstitutionStoryQuery, useGetTeacherCountQuery, useGetTeacherPageQuery, useGetStaffPageQuery, useGetInstitutionRecordQuery, useGetStatsQuery, useGetClassNamesQuery, useGetSectionNamesQuery, useGetResultPageQuery, useGetRoutineFilesQuery, useGetRecognitionsQuery, useGetWeekRoutineQuery, useGetCommitteeQuery, useGetPrincipalQuery, useGetNoticePageQuery, useGetNoticeQuery, useGetGalleryPageQuery, useSendContactMutation;
var init_publicApi = __esm({
  "src/api/publicApi.ts"() {
    "use strict";
    import_react4 = require("react");
    init_api();
    init_registry2();
    init_schemas2();
    SITE_FIELDS = "id,name,logo,institution_image,address,location_code,contact_phone,contact_email,preview_image";
    STORY_KEYS = ["government_approval_date", "government_approval_number", "history"];
    STORY_FIELDS = STORY_KEYS.join(",");
    RECORD_KEYS = [
      ...STORY_KEYS,
      "eiin",
      "college_code",
      "education_board",
      "mission",
      "objective",
      "citizen_charter",
      "citizen_charter_file",
      "grs_officer_name",
      "grs_officer_phone",
      "grs_officer_email",
      "rti_officer_name",
      "rti_officer_phone",
      "rti_officer_email"
    ];
    RECORD_FIELDS = RECORD_KEYS.join(",");
    RESULT_FIELDS = "id,year,category,class_name,exam_name,examinees,passed,gpa5,file";
    ROUTINE_FILE_FIELDS = "id,category,class_name,file";
    RECOGNITION_FIELDS = "id,title,date,image";
    SLOT_FIELDS = "id,classId,sectionId,day,startTime,endTime,subjectName,teacherName";
    STAFF_FIELDS = "id,full_name,designation,contact_phone,contact_email,photo";
    NOTICE_PAGE_SIZE = 6;
    LIST_DESCRIPTION_CHARS = 280;
    GALLERY_PAGE_SIZE = 12;
    TEACHER_PAGE_SIZE = 12;
    STAFF_PAGE_SIZE = 12;
    RESULT_PAGE_SIZE = 20;
    asList = (body) => Array.isArray(body) ? body : [];
    asPage = (body) => {
      const answer = body;
      return { count: Number(answer?.count) || 0, results: asList(answer?.results) };
    };
    first = (body) => asList(body)[0] ?? null;
    publicApi = baseApi.injectEndpoints({
      endpoints: (build) => ({
        getSiteInstitution: build.query({
          query: () => ({ url: listUrl("institutions"), params: { fields: SITE_FIELDS } }),
          transformResponse: first,
          providesTags: [REGISTRY.institutions.tag]
        }),
        getInstitutionStory: build.query({
          query: () => ({ url: listUrl("institutions"), params: { fields: STORY_FIELDS } }),
          transformResponse: first,
          providesTags: [REGISTRY.institutions.tag]
        }),
        /** How many teachers there are (the home page's counter), without reading them. */
        getTeacherCount: build.query({
          query: () => ({ url: listUrl("teachers"), params: { page_size: "1", fields: "id" } }),
          transformResponse: (body) => asPage(body).count,
          providesTags: [REGISTRY.teachers.tag]
        }),
        getTeacherPage: build.query({
          query: (args) => ({ url: listUrl("teachers"), params: pageParams(args, TEACHER_PAGE_SIZE) }),
          transformResponse: asPage,
          providesTags: [REGISTRY.teachers.tag]
        }),
        getStaffPage: build.query({
          query: (args) => ({ url: listUrl("staff"), params: { ...pageParams(args, STAFF_PAGE_SIZE), fields: STAFF_FIELDS } }),
          transformResponse: asPage,
          providesTags: [REGISTRY.staff.tag]
        }),
        /** Everything /about shows of the institution beyond what every page shows (SITE_FIELDS). */
        getInstitutionRecord: build.query({
          query: () => ({ url: listUrl("institutions"), params: { fields: RECORD_FIELDS } }),
          transformResponse: first,
          providesTags: [REGISTRY.institutions.tag]
        }),
        /** Students by class, section and gender, and how many teachers and staff: counts only. */
        getStats: build.query({
          query: () => "stats/",
          transformResponse: statsOf,
          providesTags: [REGISTRY.students.tag, REGISTRY.teachers.tag, REGISTRY.staff.tag]
        }),
        /** The classes' names by id (results, routines and the routine's form name classes by id). */
        getClassNames: build.query({
          query: () => ({ url: listUrl("classes"), params: { fields: "id,name" } }),
          transformResponse: asList,
          providesTags: [REGISTRY.classes.tag]
        }),
        getSectionNames: build.query({
          query: () => ({ url: listUrl("sections"), params: { fields: "id,name" } }),
          transformResponse: asList,
          providesTags: [REGISTRY.sections.tag]
        }),
        /** One page of results, newest year first, of one category or both. */
        getResultPage: build.query({
          query: ({ page: page2, category }) => ({
            url: listUrl("results"),
            params: { ...pageParams({ page: page2 }, RESULT_PAGE_SIZE), ...category ? { category } : {}, fields: RESULT_FIELDS }
          }),
          transformResponse: asPage,
          providesTags: [REGISTRY.results.tag]
        }),
        getRoutineFiles: build.query({
          query: () => ({ url: listUrl("routines"), params: { fields: ROUTINE_FILE_FIELDS } }),
          transformResponse: asList,
          providesTags: [REGISTRY.routines.tag]
        }),
        getRecognitions: build.query({
          query: () => ({ url: listUrl("acknowledgments"), params: { fields: RECOGNITION_FIELDS } }),
          transformResponse: asList,
          providesTags: [REGISTRY.acknowledgments.tag]
        }),
        /** The week's routine of one class and section (only its slots, whatever else the server sends). */
        getWeekRoutine: build.query({
          query: ({ classId, sectionId }) => ({ url: listUrl("routine"), params: { classId: String(classId), sectionId: String(sectionId), fields: SLOT_FIELDS } }),
          transformResponse: (body, _meta, { classId, sectionId }) => asList(body).filter((slot) => Number(slot.classId) === classId && Number(slot.sectionId) === sectionId),
          providesTags: [REGISTRY.routine.tag]
        }),
        getCommittee: build.query({
          query: () => listUrl("committee"),
          transformResponse: asList,
          providesTags: [REGISTRY.committee.tag]
        }),
        /** The principal's record: the one with designation `principal`, else the first item (spec section 7). */
        getPrincipal: build.query({
          query: () => listUrl("principals"),
          transformResponse: (body) => {
            const list = asList(body);
            return list.find((record) => record.designation === "principal") ?? list[0] ?? null;
          },
          providesTags: [REGISTRY.principals.tag]
        }),
        /**
         * One page of notices, newest first, searched on title and category by the server. The list shows the start
         * of each description (the notice's own page has all of it): the page, and the data it carries, stay small.
         */
        getNoticePage: build.query({
          query: (args) => ({ url: listUrl("notices"), params: pageParams(args, NOTICE_PAGE_SIZE) }),
          transformResponse: (body) => {
            const page2 = asPage(body);
            return { ...page2, results: page2.results.map((notice) => ({ ...notice, description: notice.description && previewText(notice.description, LIST_DESCRIPTION_CHARS) })) };
          },
          providesTags: [REGISTRY.notices.tag]
        }),
        getNotice: build.query({
          query: (id) => itemUrl("notices", id),
          providesTags: [REGISTRY.notices.tag]
        }),
        getGalleryPage: build.query({
          query: (args) => ({ url: listUrl("gallery"), params: pageParams(args, GALLERY_PAGE_SIZE) }),
          transformResponse: asPage,
          providesTags: [REGISTRY.gallery.tag]
        }),
        sendContact: build.mutation({
          query: (data) => ({ url: listUrl("contacts"), method: "POST", data })
        })
      })
    });
    ({
      useGetSiteInstitutionQuery,
      useGetInstitutionStoryQuery,
      useGetTeacherCountQuery,
      useGetTeacherPageQuery,
      useGetStaffPageQuery,
      useGetInstitutionRecordQuery,
      useGetStatsQuery,
      useGetClassNamesQuery,
      useGetSectionNamesQuery,
      useGetResultPageQuery,
      useGetRoutineFilesQuery,
      useGetRecognitionsQuery,
      useGetWeekRoutineQuery,
      useGetCommitteeQuery,
      useGetPrincipalQuery,
      useGetNoticePageQuery,
      useGetNoticeQuery,
      useGetGalleryPageQuery,
      useSendContactMutation
    } = publicApi);
  }
});

// src/page/recordParams.ts
function parseResultCategory(raw) {
  const text2 = raw?.trim() ?? "";
  if (!text2) return null;
  return RESULT_CATEGORIES.find((category) => category.toLowerCase() === text2.toLowerCase());
}
function resultSearch(category, page2) {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (page2 > 1) params.set("page", String(page2));
  const text2 = params.toString();
  return text2 ? `?${text2}` : "";
}
function parseFacultyTab(raw) {
  const text2 = raw?.trim().toLowerCase() ?? "";
  if (!text2) return "teachers";
  return FACULTY_TABS.find((tab) => tab === text2);
}
function facultySearch(tab, page2) {
  const params = new URLSearchParams();
  if (tab !== "teachers") params.set("tab", tab);
  if (page2 > 1) params.set("page", String(page2));
  const text2 = params.toString();
  return text2 ? `?${text2}` : "";
}
function parseId(raw) {
  const text2 = toLatinDigits(raw?.trim() ?? "");
  return /^\d{1,9}$/.test(text2) && Number(text2) > 0 ? Number(text2) : null;
}
function findNamed(items, raw) {
  const text2 = raw?.trim() ?? "";
  if (!text2) return null;
  const id = parseId(text2);
  const byId = id === null ? void 0 : items.find((item) => item.id === id);
  return byId ?? items.find((item) => nameKey(item.name) === nameKey(text2)) ?? null;
}
var FACULTY_TABS, nameKey;
var init_recordParams = __esm({
  "src/page/recordParams.ts"() {
    "use strict";
    init_schemas2();
    FACULTY_TABS = ["teachers", "staff"];
    nameKey = (text2) => toLatinDigits(text2).trim().replace(/\s+/g, " ").toLocaleLowerCase();
  }
});

// src/texts.ts
var DAY_NAMES, T;
var init_texts = __esm({
  "src/texts.ts"() {
    "use strict";
    init_registry2();
    DAY_NAMES = { sun: "\u09B0\u09AC\u09BF\u09AC\u09BE\u09B0", mon: "\u09B8\u09CB\u09AE\u09AC\u09BE\u09B0", tue: "\u09AE\u0999\u09CD\u0997\u09B2\u09AC\u09BE\u09B0", wed: "\u09AC\u09C1\u09A7\u09AC\u09BE\u09B0", thu: "\u09AC\u09C3\u09B9\u09B8\u09CD\u09AA\u09A4\u09BF\u09AC\u09BE\u09B0", fri: "\u09B6\u09C1\u0995\u09CD\u09B0\u09AC\u09BE\u09B0", sat: "\u09B6\u09A8\u09BF\u09AC\u09BE\u09B0" };
    T = {
      fallbackName: "\u0995\u09B2\u09C7\u099C\u09C7\u09B0 \u09A8\u09BE\u09AE",
      fallbackAddress: "\u09A0\u09BF\u0995\u09BE\u09A8\u09BE \u09AA\u09BE\u0993\u09AF\u09BC\u09BE \u09AF\u09BE\u09AF\u09BC\u09A8\u09BF",
      login: "Login",
      dashboard: "Dashboard",
      signOut: "\u09B8\u09BE\u0987\u09A8 \u0986\u0989\u099F",
      openMenu: "\u09AE\u09C7\u09A8\u09C1 \u0996\u09C1\u09B2\u09C1\u09A8",
      closeMenu: "\u09AE\u09C7\u09A8\u09C1 \u09AC\u09A8\u09CD\u09A7 \u0995\u09B0\u09C1\u09A8",
      mainNav: "\u09AA\u09CD\u09B0\u09A7\u09BE\u09A8 \u09AE\u09C7\u09A8\u09C1",
      more: "\u0986\u09B0\u0993",
      skipToContent: "\u09AE\u09C2\u09B2 \u0985\u0982\u09B6\u09C7 \u09AF\u09BE\u09A8",
      social: { facebook: "Facebook", twitter: "Twitter / X", youtube: "YouTube", linkedin: "LinkedIn" },
      loading: "\u09B2\u09CB\u09A1 \u09B9\u099A\u09CD\u099B\u09C7...",
      notFound: "404 - Page not found",
      notFoundHint: "\u0986\u09AA\u09A8\u09BF \u09AF\u09C7 \u09AA\u09BE\u09A4\u09BE\u099F\u09BF \u0996\u09C1\u0981\u099C\u099B\u09C7\u09A8 \u09B8\u09C7\u099F\u09BF \u09AA\u09BE\u0993\u09AF\u09BC\u09BE \u09AF\u09BE\u09AF\u09BC\u09A8\u09BF\u0964",
      backHome: "\u09B9\u09CB\u09AE \u09AA\u09C7\u099C\u09C7 \u09AB\u09BF\u09B0\u09C7 \u09AF\u09BE\u09A8",
      formExpired: "\u09AB\u09B0\u09CD\u09AE\u099F\u09BF \u09AF\u09BE\u099A\u09BE\u0987 \u0995\u09B0\u09BE \u09AF\u09BE\u09AF\u09BC\u09A8\u09BF (\u09AA\u09BE\u09A4\u09BE\u099F\u09BF \u0985\u09A8\u09C7\u0995 \u09AA\u09C1\u09B0\u09A8\u09CB \u09B9\u09A4\u09C7 \u09AA\u09BE\u09B0\u09C7)\u0964 \u0986\u09AC\u09BE\u09B0 \u099A\u09C7\u09B7\u09CD\u099F\u09BE \u0995\u09B0\u09C1\u09A8\u0964 / The form could not be verified. Please try again.",
      /** The words of each page's link, in the header or its "more" menu (pages/publicPages.ts places them). */
      links: {
        home: "\u09B9\u09CB\u09AE",
        academic: "\u098F\u0995\u09BE\u09A1\u09C7\u09AE\u09BF\u0995",
        facnstaff: "\u09B6\u09BF\u0995\u09CD\u09B7\u0995 \u0993 \u0995\u09B0\u09CD\u09AE\u099A\u09BE\u09B0\u09C0",
        admission: "\u09AD\u09B0\u09CD\u09A4\u09BF",
        gallery: "\u0997\u09CD\u09AF\u09BE\u09B2\u09BE\u09B0\u09BF",
        notice: "\u09A8\u09CB\u099F\u09BF\u09B6",
        contact: "\u09AF\u09CB\u0997\u09BE\u09AF\u09CB\u0997",
        about: "\u09AA\u09CD\u09B0\u09A4\u09BF\u09B7\u09CD\u09A0\u09BE\u09A8 \u09AA\u09B0\u09BF\u099A\u09BF\u09A4\u09BF",
        result: "\u09AB\u09B2\u09BE\u09AB\u09B2",
        routine: "\u09B0\u09C1\u099F\u09BF\u09A8",
        acknowledgment: "\u0985\u09A8\u09C1\u09AE\u09A4\u09BF \u0993 \u09B8\u09CD\u09AC\u09C0\u0995\u09C3\u09A4\u09BF"
      },
      pageTitles: {
        home: "\u09B9\u09CB\u09AE",
        academic: "\u{1F393} \u098F\u0995\u09BE\u09A1\u09C7\u09AE\u09BF\u0995 \u09A4\u09A5\u09CD\u09AF",
        facnstaff: "\u09B6\u09BF\u0995\u09CD\u09B7\u0995 \u0993 \u0995\u09B0\u09CD\u09AE\u099A\u09BE\u09B0\u09C0 \u09A4\u09BE\u09B2\u09BF\u0995\u09BE \u09E8\u09E6\u09E8\u09EB",
        admission: "\u09AD\u09B0\u09CD\u09A4\u09BF",
        notice: "\u09A8\u09CB\u099F\u09BF\u09B6",
        contact: "\u09AF\u09CB\u0997\u09BE\u09AF\u09CB\u0997 \u0995\u09B0\u09C1\u09A8",
        about: "\u09AA\u09CD\u09B0\u09A4\u09BF\u09B7\u09CD\u09A0\u09BE\u09A8 \u09AA\u09B0\u09BF\u099A\u09BF\u09A4\u09BF",
        result: "\u09AA\u09B0\u09C0\u0995\u09CD\u09B7\u09BE\u09B0 \u09AB\u09B2\u09BE\u09AB\u09B2",
        routine: "\u0995\u09CD\u09B2\u09BE\u09B8 \u0993 \u09AA\u09B0\u09C0\u0995\u09CD\u09B7\u09BE\u09B0 \u09B0\u09C1\u099F\u09BF\u09A8",
        acknowledgment: "\u09AA\u09BE\u09A0\u09A6\u09BE\u09A8\u09C7\u09B0 \u0985\u09A8\u09C1\u09AE\u09A4\u09BF \u0993 \u09B8\u09CD\u09AC\u09C0\u0995\u09C3\u09A4\u09BF"
      },
      dash: "-",
      empty: "\u0995\u09CB\u09A8\u09CB \u09A4\u09A5\u09CD\u09AF \u09AA\u09BE\u0993\u09AF\u09BC\u09BE \u09AF\u09BE\u09AF\u09BC\u09A8\u09BF",
      retry: "\u0986\u09AC\u09BE\u09B0 \u099A\u09C7\u09B7\u09CD\u099F\u09BE \u0995\u09B0\u09C1\u09A8",
      footer: {
        address: "\u09A0\u09BF\u0995\u09BE\u09A8\u09BE",
        locationCode: "\u09B2\u09CB\u0995\u09C7\u09B6\u09A8 \u0995\u09CB\u09A1",
        phone: "\u09AB\u09CB\u09A8",
        email: "\u0987\u09AE\u09C7\u0987\u09B2",
        contactHeading: "\u09AF\u09CB\u0997\u09BE\u09AF\u09CB\u0997",
        linksHeading: "\u0997\u09C1\u09B0\u09C1\u09A4\u09CD\u09AC\u09AA\u09C2\u09B0\u09CD\u09A3 \u09B2\u09BF\u0982\u0995",
        mapHeading: "\u0985\u09AC\u09B8\u09CD\u09A5\u09BE\u09A8",
        rights: "All rights reserved.",
        poweredBy: "Powered by",
        poweredByName: "College Web",
        /** The light page's choice (api/src/site/light.ts): shown as on or off by the page's `data-light`. */
        lightOn: "\u09B9\u09BE\u09B2\u0995\u09BE \u09B8\u0982\u09B8\u09CD\u0995\u09B0\u09A3 \u099A\u09BE\u09B2\u09C1 \u0995\u09B0\u09C1\u09A8",
        lightOff: "\u09B9\u09BE\u09B2\u0995\u09BE \u09B8\u0982\u09B8\u09CD\u0995\u09B0\u09A3 \u09AC\u09A8\u09CD\u09A7 \u0995\u09B0\u09C1\u09A8",
        lightHint: "\u0995\u09AE \u09A1\u09C7\u099F\u09BE\u09AF\u09BC, \u09B8\u09CD\u0995\u09CD\u09B0\u09BF\u09AA\u09CD\u099F \u099B\u09BE\u09A1\u09BC\u09BE \u09AA\u09BE\u09A4\u09BE \u09A6\u09C7\u0996\u09C1\u09A8"
      },
      map: {
        show: "\u09AE\u09BE\u09A8\u099A\u09BF\u09A4\u09CD\u09B0 \u09A6\u09C7\u0996\u09C1\u09A8",
        title: "\u09AE\u09BE\u09A8\u099A\u09BF\u09A4\u09CD\u09B0\u09C7 \u0995\u09B2\u09C7\u099C\u09C7\u09B0 \u0985\u09AC\u09B8\u09CD\u09A5\u09BE\u09A8",
        note: "\u09AE\u09BE\u09A8\u099A\u09BF\u09A4\u09CD\u09B0\u099F\u09BF Google Maps \u09A5\u09C7\u0995\u09C7 \u09B2\u09CB\u09A1 \u09B9\u09AC\u09C7"
      },
      home: {
        tagline: "\u09B6\u09BF\u0995\u09CD\u09B7\u09BE\u09B0 \u0986\u09B2\u09CB \u099B\u09A1\u09BC\u09BE\u09A8\u09CB\u09B0 \u09A6\u09C3\u09A2\u09BC \u09AA\u09CD\u09B0\u09A4\u09CD\u09AF\u09AF\u09BC\u09C7 \u0986\u09AE\u09B0\u09BE \u09A8\u09BF\u09B0\u09B2\u09B8\u09AD\u09BE\u09AC\u09C7 \u0995\u09BE\u099C \u0995\u09B0\u09C7 \u09AF\u09BE\u099A\u09CD\u099B\u09BF\u0964",
        established: "\u09AA\u09CD\u09B0\u09A4\u09BF\u09B7\u09CD\u09A0\u09BF\u09A4",
        approvalNumber: "\u09B8\u09B0\u0995\u09BE\u09B0\u09BF \u0985\u09A8\u09C1\u09AE\u09CB\u09A6\u09A8 \u09A8\u09AE\u09CD\u09AC\u09B0",
        history: "\u09AA\u09CD\u09B0\u09A4\u09BF\u09B7\u09CD\u09A0\u09BE\u09A8\u09C7\u09B0 \u0987\u09A4\u09BF\u09B9\u09BE\u09B8",
        about: "\u0986\u09AE\u09BE\u09A6\u09C7\u09B0 \u09B8\u09AE\u09CD\u09AA\u09B0\u09CD\u0995\u09C7",
        counters: { years: "\u09AC\u099B\u09B0\u09C7\u09B0 \u0997\u09B0\u09CD\u09AC", teachers: "\u09B6\u09BF\u0995\u09CD\u09B7\u0995\u0997\u09A3", values: "\u09AE\u09C2\u09B2\u09CD\u09AF\u09AC\u09CB\u09A7\u09C7 \u0985\u0999\u09CD\u0997\u09C0\u0995\u09BE\u09B0" },
        committee: "\u0995\u09B2\u09C7\u099C \u09AA\u09CD\u09B0\u09B6\u09BE\u09B8\u09A8",
        principal: "\u0985\u09A7\u09CD\u09AF\u0995\u09CD\u09B7\u09C7\u09B0 \u09AC\u09BE\u09B0\u09CD\u09A4\u09BE",
        principalLoading: "\u0985\u09A7\u09CD\u09AF\u0995\u09CD\u09B7\u09C7\u09B0 \u09AC\u09BE\u09B0\u09CD\u09A4\u09BE \u09B2\u09CB\u09A1 \u09B9\u099A\u09CD\u099B\u09C7...",
        principalRole: "\u0985\u09A7\u09CD\u09AF\u0995\u09CD\u09B7",
        admissionCta: "\u09AD\u09B0\u09CD\u09A4\u09BF \u09A4\u09A5\u09CD\u09AF"
      },
      academic: {
        programs: "\u{1F4DA} \u09AA\u09CD\u09B0\u09A6\u09A4\u09CD\u09A4 \u09AA\u09CD\u09B0\u09CB\u0997\u09CD\u09B0\u09BE\u09AE\u09B8\u09AE\u09C2\u09B9",
        programList: ["\u098F\u0987\u099A\u098F\u09B8\u09B8\u09BF \u09AC\u09BF\u099C\u09CD\u099E\u09BE\u09A8", "\u098F\u0987\u099A\u098F\u09B8\u09B8\u09BF \u09AE\u09BE\u09A8\u09AC\u09BF\u0995", "\u098F\u0987\u099A\u098F\u09B8\u09B8\u09BF \u09AC\u09CD\u09AF\u09AC\u09B8\u09BE\u09AF\u09BC \u09B6\u09BF\u0995\u09CD\u09B7\u09BE"],
        departments: "\u{1F3DB}\uFE0F \u09AC\u09BF\u09AD\u09BE\u0997\u09B8\u09AE\u09C2\u09B9",
        departmentList: ["\u09AC\u09BF\u099C\u09CD\u099E\u09BE\u09A8 \u09AC\u09BF\u09AD\u09BE\u0997", "\u09AE\u09BE\u09A8\u09AC\u09BF\u0995 \u09AC\u09BF\u09AD\u09BE\u0997", "\u09AC\u09CD\u09AF\u09AC\u09B8\u09BE\u09AF\u09BC \u09B6\u09BF\u0995\u09CD\u09B7\u09BE \u09AC\u09BF\u09AD\u09BE\u0997"]
      },
      faculty: {
        designation: "\u09AA\u09A6\u09AC\u09BF",
        subject: "\u09AC\u09BF\u09B7\u09AF\u09BC",
        phone: "\u09AB\u09CB\u09A8",
        email: "\u0987\u09AE\u09C7\u0987\u09B2",
        pagination: "\u09B6\u09BF\u0995\u09CD\u09B7\u0995\u09A6\u09C7\u09B0 \u09A4\u09BE\u09B2\u09BF\u0995\u09BE\u09B0 \u09AA\u09BE\u09A4\u09BE",
        staffPagination: "\u0995\u09B0\u09CD\u09AE\u099A\u09BE\u09B0\u09C0\u09A6\u09C7\u09B0 \u09A4\u09BE\u09B2\u09BF\u0995\u09BE\u09B0 \u09AA\u09BE\u09A4\u09BE",
        tabs: "\u09A4\u09BE\u09B2\u09BF\u0995\u09BE \u09AC\u09C7\u099B\u09C7 \u09A8\u09BF\u09A8",
        teachersTab: "\u09B6\u09BF\u0995\u09CD\u09B7\u0995\u09AC\u09C3\u09A8\u09CD\u09A6",
        staffTab: "\u0995\u09B0\u09CD\u09AE\u099A\u09BE\u09B0\u09C0\u09AC\u09C3\u09A8\u09CD\u09A6"
      },
      files: {
        open: "\u0996\u09C1\u09B2\u09C1\u09A8",
        download: "\u09A1\u09BE\u0989\u09A8\u09B2\u09CB\u09A1",
        openPdf: "PDF \u0996\u09C1\u09B2\u09C1\u09A8"
      },
      result: {
        metaDescription: "\u0995\u09B2\u09C7\u099C\u09C7\u09B0 \u09AA\u09BE\u09AC\u09B2\u09BF\u0995 \u0993 \u0985\u09AD\u09CD\u09AF\u09A8\u09CD\u09A4\u09B0\u09C0\u09A3 \u09AA\u09B0\u09C0\u0995\u09CD\u09B7\u09BE\u09B0 \u09AB\u09B2\u09BE\u09AB\u09B2, \u09B8\u09BE\u09B2 \u0985\u09A8\u09C1\u09AF\u09BE\u09AF\u09BC\u09C0: \u09AA\u09B0\u09C0\u0995\u09CD\u09B7\u09BE\u09B0\u09CD\u09A5\u09C0, \u0989\u09A4\u09CD\u09A4\u09C0\u09B0\u09CD\u09A3, \u09AA\u09BE\u09B8\u09C7\u09B0 \u09B9\u09BE\u09B0 \u0993 \u099C\u09BF\u09AA\u09BF\u098F-\u09EB\u0964",
        filters: "\u09AA\u09B0\u09C0\u0995\u09CD\u09B7\u09BE\u09B0 \u09A7\u09B0\u09A8",
        all: "\u09B8\u09AC \u09AB\u09B2\u09BE\u09AB\u09B2",
        categories: { Public: "\u09AA\u09BE\u09AC\u09B2\u09BF\u0995 \u09AA\u09B0\u09C0\u0995\u09CD\u09B7\u09BE", Internal: "\u0985\u09AD\u09CD\u09AF\u09A8\u09CD\u09A4\u09B0\u09C0\u09A3 \u09AA\u09B0\u09C0\u0995\u09CD\u09B7\u09BE" },
        year: (year) => `${year} \u09B8\u09BE\u09B2`,
        className: "\u09B6\u09CD\u09B0\u09C7\u09A3\u09BF",
        examinees: "\u09AA\u09B0\u09C0\u0995\u09CD\u09B7\u09BE\u09B0\u09CD\u09A5\u09C0",
        passed: "\u0989\u09A4\u09CD\u09A4\u09C0\u09B0\u09CD\u09A3",
        passRate: "\u09AA\u09BE\u09B8\u09C7\u09B0 \u09B9\u09BE\u09B0",
        gpa5: "\u099C\u09BF\u09AA\u09BF\u098F-\u09EB",
        open: "\u09AB\u09B2\u09BE\u09AB\u09B2 \u09A6\u09C7\u0996\u09C1\u09A8",
        download: "\u09A1\u09BE\u0989\u09A8\u09B2\u09CB\u09A1",
        pagination: "\u09AB\u09B2\u09BE\u09AB\u09B2\u09C7\u09B0 \u09AA\u09BE\u09A4\u09BE"
      },
      routine: {
        metaDescription: "\u09B6\u09CD\u09B0\u09C7\u09A3\u09BF \u0993 \u09B6\u09BE\u0996\u09BE \u0985\u09A8\u09C1\u09AF\u09BE\u09AF\u09BC\u09C0 \u09B8\u09BE\u09AA\u09CD\u09A4\u09BE\u09B9\u09BF\u0995 \u0995\u09CD\u09B2\u09BE\u09B8 \u09B0\u09C1\u099F\u09BF\u09A8, \u098F\u09AC\u0982 \u098F\u0995\u09BE\u09A1\u09C7\u09AE\u09BF\u0995 \u0993 \u09AA\u09B0\u09C0\u0995\u09CD\u09B7\u09BE\u09B0 \u09B0\u09C1\u099F\u09BF\u09A8\u09C7\u09B0 \u09AB\u09BE\u0987\u09B2\u0964",
        files: "\u09B0\u09C1\u099F\u09BF\u09A8\u09C7\u09B0 \u09AB\u09BE\u0987\u09B2",
        fileCategories: { Academic: "\u098F\u0995\u09BE\u09A1\u09C7\u09AE\u09BF\u0995 \u09B0\u09C1\u099F\u09BF\u09A8", Exam: "\u09AA\u09B0\u09C0\u0995\u09CD\u09B7\u09BE\u09B0 \u09B0\u09C1\u099F\u09BF\u09A8" },
        week: "\u09B8\u09BE\u09AA\u09CD\u09A4\u09BE\u09B9\u09BF\u0995 \u0995\u09CD\u09B2\u09BE\u09B8 \u09B0\u09C1\u099F\u09BF\u09A8",
        className: "\u09B6\u09CD\u09B0\u09C7\u09A3\u09BF",
        section: "\u09B6\u09BE\u0996\u09BE",
        chooseClass: "\u09B6\u09CD\u09B0\u09C7\u09A3\u09BF \u09AC\u09C7\u099B\u09C7 \u09A8\u09BF\u09A8",
        chooseSection: "\u09B6\u09BE\u0996\u09BE \u09AC\u09C7\u099B\u09C7 \u09A8\u09BF\u09A8",
        show: "\u09B0\u09C1\u099F\u09BF\u09A8 \u09A6\u09C7\u0996\u09C1\u09A8",
        hint: "\u09B6\u09CD\u09B0\u09C7\u09A3\u09BF \u0993 \u09B6\u09BE\u0996\u09BE \u09AC\u09C7\u099B\u09C7 \u09A8\u09BF\u09AF\u09BC\u09C7 \u201C\u09B0\u09C1\u099F\u09BF\u09A8 \u09A6\u09C7\u0996\u09C1\u09A8\u201D \u099A\u09BE\u09AA\u09C1\u09A8\u0964",
        notFound: "\u098F\u0987 \u09B6\u09CD\u09B0\u09C7\u09A3\u09BF \u09AC\u09BE \u09B6\u09BE\u0996\u09BE \u09AA\u09BE\u0993\u09AF\u09BC\u09BE \u09AF\u09BE\u09AF\u09BC\u09A8\u09BF\u0964 \u09A4\u09BE\u09B2\u09BF\u0995\u09BE \u09A5\u09C7\u0995\u09C7 \u09AC\u09C7\u099B\u09C7 \u09A8\u09BF\u09A8\u0964",
        noSlots: "\u098F\u0987 \u09B6\u09CD\u09B0\u09C7\u09A3\u09BF \u0993 \u09B6\u09BE\u0996\u09BE\u09B0 \u09B8\u09BE\u09AA\u09CD\u09A4\u09BE\u09B9\u09BF\u0995 \u09B0\u09C1\u099F\u09BF\u09A8 \u098F\u0996\u09A8\u09CB \u09A6\u09C7\u0993\u09AF\u09BC\u09BE \u09B9\u09AF\u09BC\u09A8\u09BF\u0964",
        gridTitle: (className, section) => `\u09B6\u09CD\u09B0\u09C7\u09A3\u09BF ${className}, \u09B6\u09BE\u0996\u09BE ${section}: \u09B8\u09BE\u09AA\u09CD\u09A4\u09BE\u09B9\u09BF\u0995 \u09B0\u09C1\u099F\u09BF\u09A8`,
        time: "\u09B8\u09AE\u09AF\u09BC",
        noClass: "\u0995\u09CD\u09B2\u09BE\u09B8 \u09A8\u09C7\u0987",
        teacher: "\u09B6\u09BF\u0995\u09CD\u09B7\u0995",
        print: "\u09AA\u09CD\u09B0\u09BF\u09A8\u09CD\u099F \u0995\u09B0\u09C1\u09A8",
        calendar: "\u0995\u09CD\u09AF\u09BE\u09B2\u09C7\u09A8\u09CD\u09A1\u09BE\u09B0\u09C7 \u09A8\u09BF\u09A8 (.ics)",
        days: DAY_NAMES,
        unknownClass: (id) => `\u09B6\u09CD\u09B0\u09C7\u09A3\u09BF ${id}`
      },
      acknowledgment: {
        metaDescription: "\u0995\u09B2\u09C7\u099C\u09C7\u09B0 \u09AA\u09BE\u09A0\u09A6\u09BE\u09A8\u09C7\u09B0 \u0985\u09A8\u09C1\u09AE\u09A4\u09BF, \u09B8\u09CD\u09AC\u09C0\u0995\u09C3\u09A4\u09BF \u0993 \u0985\u09A7\u09BF\u09AD\u09C1\u0995\u09CD\u09A4\u09BF\u09B0 \u09AA\u09A4\u09CD\u09B0\u09B8\u09AE\u09C2\u09B9\u0964",
        date: "\u09A4\u09BE\u09B0\u09BF\u0996"
      },
      about: {
        metaDescription: "\u0995\u09B2\u09C7\u099C\u09C7\u09B0 \u09AA\u09B0\u09BF\u099A\u09BF\u09A4\u09BF: \u0987\u0986\u0987\u0986\u0987\u098F\u09A8, \u0995\u09B2\u09C7\u099C \u0995\u09CB\u09A1, \u09B2\u0995\u09CD\u09B7\u09CD\u09AF \u0993 \u0989\u09A6\u09CD\u09A6\u09C7\u09B6\u09CD\u09AF, \u09B6\u09BF\u0995\u09CD\u09B7\u09BE\u09B0\u09CD\u09A5\u09C0, \u09B6\u09BF\u0995\u09CD\u09B7\u0995 \u0993 \u0995\u09B0\u09CD\u09AE\u099A\u09BE\u09B0\u09C0\u09B0 \u09B8\u0982\u0996\u09CD\u09AF\u09BE, \u09AA\u09B0\u09BF\u099A\u09BE\u09B2\u09A8\u09BE \u09AA\u09B0\u09CD\u09B7\u09A6 \u0993 \u09B8\u09BF\u099F\u09BF\u099C\u09C7\u09A8 \u099A\u09BE\u09B0\u09CD\u099F\u09BE\u09B0\u0964",
        contents: "\u098F\u0987 \u09AA\u09BE\u09A4\u09BE\u09AF\u09BC",
        intro: "\u09AA\u09B0\u09BF\u099A\u09BF\u09A4\u09BF",
        established: "\u09AA\u09CD\u09B0\u09A4\u09BF\u09B7\u09CD\u09A0\u09BE\u09B0 \u0985\u09A8\u09C1\u09AE\u09CB\u09A6\u09A8\u09C7\u09B0 \u09A4\u09BE\u09B0\u09BF\u0996",
        approvalNumber: "\u09B8\u09B0\u0995\u09BE\u09B0\u09BF \u0985\u09A8\u09C1\u09AE\u09CB\u09A6\u09A8 \u09A8\u09AE\u09CD\u09AC\u09B0",
        eiin: "\u0987\u0986\u0987\u0986\u0987\u098F\u09A8 (EIIN)",
        collegeCode: "\u0995\u09B2\u09C7\u099C \u0995\u09CB\u09A1",
        board: "\u09B6\u09BF\u0995\u09CD\u09B7\u09BE \u09AC\u09CB\u09B0\u09CD\u09A1",
        history: "\u09AA\u09CD\u09B0\u09A4\u09BF\u09B7\u09CD\u09A0\u09BE\u09A8\u09C7\u09B0 \u0987\u09A4\u09BF\u09B9\u09BE\u09B8",
        aims: "\u09B2\u0995\u09CD\u09B7\u09CD\u09AF \u0993 \u0989\u09A6\u09CD\u09A6\u09C7\u09B6\u09CD\u09AF",
        mission: "\u09B2\u0995\u09CD\u09B7\u09CD\u09AF (\u09AE\u09BF\u09B6\u09A8)",
        objective: "\u0989\u09A6\u09CD\u09A6\u09C7\u09B6\u09CD\u09AF",
        recognition: "\u09AA\u09BE\u09A0\u09A6\u09BE\u09A8\u09C7\u09B0 \u0985\u09A8\u09C1\u09AE\u09A4\u09BF \u0993 \u09B8\u09CD\u09AC\u09C0\u0995\u09C3\u09A4\u09BF",
        allRecognition: "\u09B8\u09AC \u09AA\u09A4\u09CD\u09B0 \u09A6\u09C7\u0996\u09C1\u09A8",
        students: "\u09B6\u09BF\u0995\u09CD\u09B7\u09BE\u09B0\u09CD\u09A5\u09C0\u09B0 \u09B8\u0982\u0996\u09CD\u09AF\u09BE",
        studentsCaption: "\u09B6\u09CD\u09B0\u09C7\u09A3\u09BF, \u09B6\u09BE\u0996\u09BE \u0993 \u09B2\u09BF\u0999\u09CD\u0997 \u0985\u09A8\u09C1\u09AF\u09BE\u09AF\u09BC\u09C0 \u09B6\u09BF\u0995\u09CD\u09B7\u09BE\u09B0\u09CD\u09A5\u09C0\u09B0 \u09B8\u0982\u0996\u09CD\u09AF\u09BE",
        className: "\u09B6\u09CD\u09B0\u09C7\u09A3\u09BF",
        section: "\u09B6\u09BE\u0996\u09BE",
        noSection: "\u2014",
        unknownGender: "\u0989\u09B2\u09CD\u09B2\u09C7\u0996 \u09A8\u09C7\u0987",
        total: "\u09AE\u09CB\u099F",
        classTotal: (className) => `${className}: \u09AE\u09CB\u099F`,
        grandTotal: "\u09B8\u09B0\u09CD\u09AC\u09AE\u09CB\u099F",
        people: "\u09B6\u09BF\u0995\u09CD\u09B7\u0995 \u0993 \u0995\u09B0\u09CD\u09AE\u099A\u09BE\u09B0\u09C0",
        teachers: "\u09B6\u09BF\u0995\u09CD\u09B7\u0995",
        staff: "\u0995\u09B0\u09CD\u09AE\u099A\u09BE\u09B0\u09C0",
        studentsTotal: "\u09B6\u09BF\u0995\u09CD\u09B7\u09BE\u09B0\u09CD\u09A5\u09C0",
        governingBody: "\u09AA\u09B0\u09BF\u099A\u09BE\u09B2\u09A8\u09BE \u09AA\u09B0\u09CD\u09B7\u09A6",
        officers: "\u0985\u09AD\u09BF\u09AF\u09CB\u0997 \u09AA\u09CD\u09B0\u09A4\u09BF\u0995\u09BE\u09B0 \u0993 \u09A4\u09A5\u09CD\u09AF \u0985\u09A7\u09BF\u0995\u09BE\u09B0",
        grs: "\u0985\u09AD\u09BF\u09AF\u09CB\u0997 \u09AA\u09CD\u09B0\u09A4\u09BF\u0995\u09BE\u09B0 \u0995\u09B0\u09CD\u09AE\u0995\u09B0\u09CD\u09A4\u09BE (\u099C\u09BF\u0986\u09B0\u098F\u09B8)",
        rti: "\u09A6\u09BE\u09AF\u09BC\u09BF\u09A4\u09CD\u09AC\u09AA\u09CD\u09B0\u09BE\u09AA\u09CD\u09A4 \u09A4\u09A5\u09CD\u09AF \u0995\u09B0\u09CD\u09AE\u0995\u09B0\u09CD\u09A4\u09BE (\u0986\u09B0\u099F\u09BF\u0986\u0987)",
        name: "\u09A8\u09BE\u09AE",
        phone: "\u09AB\u09CB\u09A8",
        email: "\u0987\u09AE\u09C7\u0987\u09B2",
        charter: "\u09B8\u09BF\u099F\u09BF\u099C\u09C7\u09A8 \u099A\u09BE\u09B0\u09CD\u099F\u09BE\u09B0",
        charterPdf: "\u09B8\u09BF\u099F\u09BF\u099C\u09C7\u09A8 \u099A\u09BE\u09B0\u09CD\u099F\u09BE\u09B0 (PDF)"
      },
      admission: {
        intro: "\u098F\u0995\u09BE\u09A6\u09B6 \u09B6\u09CD\u09B0\u09C7\u09A3\u09BF\u09A4\u09C7 \u09AD\u09B0\u09CD\u09A4\u09BF\u09B0 \u09AF\u09CB\u0997\u09CD\u09AF\u09A4\u09BE, \u09A7\u09BE\u09AA \u0993 \u09AA\u09CD\u09B0\u09AF\u09BC\u09CB\u099C\u09A8\u09C0\u09AF\u09BC \u0995\u09BE\u0997\u099C\u09AA\u09A4\u09CD\u09B0\u0964",
        eligibility: "\u09AD\u09B0\u09CD\u09A4\u09BF\u09B0 \u09AF\u09CB\u0997\u09CD\u09AF\u09A4\u09BE",
        eligibilityText: "\u098F\u09B8\u098F\u09B8\u09B8\u09BF \u09AC\u09BE \u09B8\u09AE\u09AE\u09BE\u09A8 \u09AA\u09B0\u09C0\u0995\u09CD\u09B7\u09BE\u09AF\u09BC \u0989\u09A4\u09CD\u09A4\u09C0\u09B0\u09CD\u09A3; \u09A8\u09CD\u09AF\u09C2\u09A8\u09A4\u09AE \u099C\u09BF\u09AA\u09BF\u098F \u09E8.\u09EB, \u0985\u09A5\u09AC\u09BE \u0995\u09B2\u09C7\u099C \u0995\u09B0\u09CD\u09A4\u09C3\u0995 \u09A8\u09BF\u09B0\u09CD\u09A7\u09BE\u09B0\u09BF\u09A4 \u09AE\u09BE\u09A8\u0964",
        steps: "\u09AD\u09B0\u09CD\u09A4\u09BF\u09B0 \u09A7\u09BE\u09AA\u09B8\u09AE\u09C2\u09B9",
        stepList: [
          "\u0995\u09B2\u09C7\u099C \u0985\u09AB\u09BF\u09B8 \u09A5\u09C7\u0995\u09C7 \u09AD\u09B0\u09CD\u09A4\u09BF \u09AB\u09B0\u09AE \u09B8\u0982\u0997\u09CD\u09B0\u09B9 \u0995\u09B0\u09C1\u09A8\u0964",
          "\u09AB\u09B0\u09AE \u09AA\u09C2\u09B0\u09A3 \u0995\u09B0\u09C7 \u09AA\u09CD\u09B0\u09AF\u09BC\u09CB\u099C\u09A8\u09C0\u09AF\u09BC \u0995\u09BE\u0997\u099C\u09AA\u09A4\u09CD\u09B0 \u09B8\u0982\u09AF\u09C1\u0995\u09CD\u09A4 \u0995\u09B0\u09C1\u09A8\u0964",
          "\u09AA\u09C2\u09B0\u09A3 \u0995\u09B0\u09BE \u09AB\u09B0\u09AE \u0995\u09B2\u09C7\u099C \u0985\u09AB\u09BF\u09B8\u09C7 \u099C\u09AE\u09BE \u09A6\u09BF\u09A8\u0964",
          "\u09AD\u09B0\u09CD\u09A4\u09BF \u09AB\u09BF \u09AA\u09B0\u09BF\u09B6\u09CB\u09A7 \u0995\u09B0\u09C1\u09A8\u0964",
          "\u09AD\u09B0\u09CD\u09A4\u09BF\u09B0 \u09AA\u09B0 \u09B0\u09CB\u09B2 \u09A8\u09AE\u09CD\u09AC\u09B0 \u09B8\u0982\u0997\u09CD\u09B0\u09B9 \u0995\u09B0\u09C1\u09A8\u0964"
        ],
        papers: "\u09AA\u09CD\u09B0\u09AF\u09BC\u09CB\u099C\u09A8\u09C0\u09AF\u09BC \u0995\u09BE\u0997\u099C\u09AA\u09A4\u09CD\u09B0",
        paperList: [
          "\u098F\u09B8\u098F\u09B8\u09B8\u09BF \u09B8\u09A8\u09A6 \u0993 \u09A8\u09AE\u09CD\u09AC\u09B0\u09AA\u09A4\u09CD\u09B0\u09C7\u09B0 \u09AB\u099F\u09CB\u0995\u09AA\u09BF",
          "\u099C\u09BE\u09A4\u09C0\u09AF\u09BC \u09AA\u09B0\u09BF\u099A\u09AF\u09BC\u09AA\u09A4\u09CD\u09B0 \u0985\u09A5\u09AC\u09BE \u099C\u09A8\u09CD\u09AE \u09A8\u09BF\u09AC\u09A8\u09CD\u09A7\u09A8 \u09B8\u09A8\u09A6\u09C7\u09B0 \u09AB\u099F\u09CB\u0995\u09AA\u09BF",
          "\u09E8 \u0995\u09AA\u09BF \u09AA\u09BE\u09B8\u09AA\u09CB\u09B0\u09CD\u099F \u09B8\u09BE\u0987\u099C\u09C7\u09B0 \u099B\u09AC\u09BF",
          "\u09AD\u09B0\u09CD\u09A4\u09BF \u09AB\u09BF \u09AA\u09B0\u09BF\u09B6\u09CB\u09A7\u09C7\u09B0 \u09B0\u09B8\u09BF\u09A6"
        ],
        contact: "\u09AF\u09CB\u0997\u09BE\u09AF\u09CB\u0997",
        contactIntro: "\u09AD\u09B0\u09CD\u09A4\u09BF \u09B8\u0982\u0995\u09CD\u09B0\u09BE\u09A8\u09CD\u09A4 \u09AF\u09C7\u0995\u09CB\u09A8\u09CB \u09A4\u09A5\u09CD\u09AF\u09C7\u09B0 \u099C\u09A8\u09CD\u09AF \u0995\u09B2\u09C7\u099C \u0985\u09AB\u09BF\u09B8\u09C7 \u09AF\u09CB\u0997\u09BE\u09AF\u09CB\u0997 \u0995\u09B0\u09C1\u09A8\u0964"
      },
      gallery: {
        suffix: "\u0997\u09CD\u09AF\u09BE\u09B2\u09BE\u09B0\u09BF",
        open: (caption) => `\u09AC\u09A1\u09BC \u0995\u09B0\u09C7 \u09A6\u09C7\u0996\u09C1\u09A8: ${caption}`,
        photo: (n) => `\u099B\u09AC\u09BF ${n}`,
        dialog: "\u099B\u09AC\u09BF \u09AC\u09A1\u09BC \u0995\u09B0\u09C7 \u09A6\u09C7\u0996\u09BE",
        close: "\u09AC\u09A8\u09CD\u09A7 \u0995\u09B0\u09C1\u09A8",
        previous: "\u0986\u0997\u09C7\u09B0 \u099B\u09AC\u09BF",
        next: "\u09AA\u09B0\u09C7\u09B0 \u099B\u09AC\u09BF",
        position: (n, total) => `${n} / ${total}`,
        pagination: "\u0997\u09CD\u09AF\u09BE\u09B2\u09BE\u09B0\u09BF\u09B0 \u09AA\u09BE\u09A4\u09BE"
      },
      notice: {
        searchLabel: "\u09A8\u09CB\u099F\u09BF\u09B6 \u0996\u09C1\u0981\u099C\u09C1\u09A8",
        searchPlaceholder: "\u09B6\u09BF\u09B0\u09CB\u09A8\u09BE\u09AE \u09AC\u09BE \u09AC\u09BF\u09AD\u09BE\u0997 \u09B2\u09BF\u0996\u09C7 \u0996\u09C1\u0981\u099C\u09C1\u09A8",
        searchButton: "\u0996\u09C1\u0981\u099C\u09C1\u09A8",
        metaDescription: "\u0995\u09B2\u09C7\u099C\u09C7\u09B0 \u09B8\u09AC \u09A8\u09CB\u099F\u09BF\u09B6: \u09AD\u09B0\u09CD\u09A4\u09BF, \u09AA\u09B0\u09C0\u0995\u09CD\u09B7\u09BE, \u09AB\u09B2\u09BE\u09AB\u09B2 \u0993 \u0985\u09A8\u09CD\u09AF\u09BE\u09A8\u09CD\u09AF \u09AC\u09BF\u099C\u09CD\u099E\u09AA\u09CD\u09A4\u09BF, \u09A8\u09A4\u09C1\u09A8\u0997\u09C1\u09B2\u09CB \u0986\u0997\u09C7\u0964",
        noResults: "No results found.",
        download: "Download",
        date: "\u09A4\u09BE\u09B0\u09BF\u0996",
        pagination: "\u09A8\u09CB\u099F\u09BF\u09B6\u09C7\u09B0 \u09AA\u09BE\u09A4\u09BE",
        previous: "\u0986\u0997\u09C7\u09B0 \u09AA\u09BE\u09A4\u09BE",
        next: "\u09AA\u09B0\u09C7\u09B0 \u09AA\u09BE\u09A4\u09BE",
        page: (n) => `\u09AA\u09BE\u09A4\u09BE ${n}`,
        count: (from, to, total) => `${total}\u099F\u09BF\u09B0 \u09AE\u09A7\u09CD\u09AF\u09C7 ${from}\u2013${to}`
      },
      pages: {
        previous: "\u0986\u0997\u09C7\u09B0 \u09AA\u09BE\u09A4\u09BE",
        next: "\u09AA\u09B0\u09C7\u09B0 \u09AA\u09BE\u09A4\u09BE",
        page: (n) => `\u09AA\u09BE\u09A4\u09BE ${n}`
      },
      noticeDetail: {
        back: "\u09B8\u09AC \u09A8\u09CB\u099F\u09BF\u09B6",
        category: "\u09AC\u09BF\u09AD\u09BE\u0997",
        date: "\u09A4\u09BE\u09B0\u09BF\u0996",
        openPdf: "PDF \u0996\u09C1\u09B2\u09C1\u09A8",
        downloadPdf: "PDF \u09A1\u09BE\u0989\u09A8\u09B2\u09CB\u09A1",
        share: "\u09B6\u09C7\u09AF\u09BC\u09BE\u09B0 \u0995\u09B0\u09C1\u09A8",
        facebook: "Facebook",
        whatsapp: "WhatsApp",
        copyLink: "\u09B2\u09BF\u0982\u0995 \u0995\u09AA\u09BF \u0995\u09B0\u09C1\u09A8",
        copied: "\u09B2\u09BF\u0982\u0995 \u0995\u09AA\u09BF \u09B9\u09AF\u09BC\u09C7\u099B\u09C7",
        link: "\u098F\u0987 \u09A8\u09CB\u099F\u09BF\u09B6\u09C7\u09B0 \u09B2\u09BF\u0982\u0995",
        open: (title) => `\u09A8\u09CB\u099F\u09BF\u09B6 \u09AA\u09A1\u09BC\u09C1\u09A8: ${title}`
      },
      contact: {
        info: "\u09AF\u09CB\u0997\u09BE\u09AF\u09CB\u0997\u09C7\u09B0 \u09A4\u09A5\u09CD\u09AF",
        form: "\u09AF\u09CB\u0997\u09BE\u09AF\u09CB\u0997 \u09AB\u09B0\u09CD\u09AE",
        address: "\u09A0\u09BF\u0995\u09BE\u09A8\u09BE",
        phone: "\u09AB\u09CB\u09A8",
        email: "\u0987\u09AE\u09C7\u0987\u09B2",
        hours: "\u0985\u09AB\u09BF\u09B8 \u09B8\u09AE\u09AF\u09BC",
        hoursText: "\u09B0\u09AC\u09BF - \u09AC\u09C3\u09B9\u0983: \u09B8\u0995\u09BE\u09B2 \u09EF\u099F\u09BE - \u09AC\u09BF\u0995\u09C7\u09B2 \u09EB\u099F\u09BE",
        nameLabel: "\u09A8\u09BE\u09AE",
        emailLabel: "\u0987\u09AE\u09C7\u0987\u09B2",
        phoneLabel: "\u09AB\u09CB\u09A8 \u09A8\u09AE\u09CD\u09AC\u09B0",
        messageLabel: "\u09AC\u09BE\u09B0\u09CD\u09A4\u09BE",
        namePlaceholder: "\u0986\u09AA\u09A8\u09BE\u09B0 \u09A8\u09BE\u09AE",
        emailPlaceholder: "\u0986\u09AA\u09A8\u09BE\u09B0 \u0987\u09AE\u09C7\u0987\u09B2 (\u0990\u099A\u09CD\u099B\u09BF\u0995)",
        phonePlaceholder: "\u0986\u09AA\u09A8\u09BE\u09B0 \u09AB\u09CB\u09A8 \u09A8\u09AE\u09CD\u09AC\u09B0 (\u0990\u099A\u09CD\u099B\u09BF\u0995)",
        messagePlaceholder: "\u0986\u09AA\u09A8\u09BE\u09B0 \u09AC\u09BE\u09B0\u09CD\u09A4\u09BE",
        reachHint: "\u0987\u09AE\u09C7\u0987\u09B2 \u0985\u09A5\u09AC\u09BE \u09AB\u09CB\u09A8 \u09A8\u09AE\u09CD\u09AC\u09B0\u09C7\u09B0 \u0985\u09A8\u09CD\u09A4\u09A4 \u098F\u0995\u099F\u09BF \u09A6\u09BF\u09A8, \u09AF\u09BE\u09A4\u09C7 \u0986\u09AE\u09B0\u09BE \u0989\u09A4\u09CD\u09A4\u09B0 \u09A6\u09BF\u09A4\u09C7 \u09AA\u09BE\u09B0\u09BF\u0964",
        send: "\u09AA\u09BE\u09A0\u09BE\u09A8",
        sending: "\u09AA\u09BE\u09A0\u09BE\u09A8\u09CB \u09B9\u099A\u09CD\u099B\u09C7...",
        needReach: "\u274C \u0985\u09A8\u09C1\u0997\u09CD\u09B0\u09B9 \u0995\u09B0\u09C7 \u0987\u09AE\u09C7\u0987\u09B2 \u0985\u09A5\u09AC\u09BE \u09AB\u09CB\u09A8 \u09A8\u09AE\u09CD\u09AC\u09B0 \u09AA\u09CD\u09B0\u09A6\u09BE\u09A8 \u0995\u09B0\u09C1\u09A8\u0964",
        success: "\u2705 \u09AE\u09C7\u09B8\u09C7\u099C \u09B8\u09AB\u09B2\u09AD\u09BE\u09AC\u09C7 \u09AA\u09BE\u09A0\u09BE\u09A8\u09CB \u09B9\u09AF\u09BC\u09C7\u099B\u09C7!",
        failure: "\u274C \u09A6\u09C1\u0983\u0996\u09BF\u09A4, \u09AE\u09C7\u09B8\u09C7\u099C \u09AA\u09BE\u09A0\u09BE\u09A8\u09CB \u09AF\u09BE\u09AF\u09BC\u09A8\u09BF\u0964 \u09AA\u09B0\u09C7 \u099A\u09C7\u09B7\u09CD\u099F\u09BE \u0995\u09B0\u09C1\u09A8\u0964"
      },
      auth: {
        loginTitle: "Login",
        registerTitle: "Register",
        username: "Username",
        fullName: "Full name",
        email: "Email (optional)",
        phone: "Phone",
        picture: "Profile picture (optional)",
        removePicture: "Remove picture",
        password: "Password",
        confirmPassword: "Confirm password",
        loginButton: "Login",
        registerButton: "Register",
        working: "Please wait...",
        toRegister: "Don't have an account? Register",
        toLogin: "Already have an account? Login",
        loginSuccess: "Login successful!",
        registerSuccess: "Registration successful!",
        required: "Username and password are required!",
        invalid: "Invalid username or password!",
        registerFailed: "Registration failed.",
        mismatch: "Passwords do not match!",
        phoneHint: "11 \u09A1\u09BF\u099C\u09BF\u099F\u09C7\u09B0 \u09AE\u09CB\u09AC\u09BE\u0987\u09B2 \u09A8\u09AE\u09CD\u09AC\u09B0 \u09B2\u09BF\u0996\u09C1\u09A8 (01XXXXXXXXX)",
        // The registry's picture rule: its size limit is the server's.
        pictureHint: fileHint(PROFILE_PICTURE),
        pictureTooBig: fileTooLargeText(PROFILE_PICTURE),
        pictureType: "Choose a JPEG, PNG or WebP image"
      }
    };
  }
});

// src/components/imageFallback.ts
function fallBackTo(fallback) {
  return (event) => {
    const image = event.currentTarget;
    if (image.src.endsWith(fallback)) return;
    image.removeAttribute("srcset");
    image.src = fallback;
  };
}
var init_imageFallback = __esm({
  "src/components/imageFallback.ts"() {
    "use strict";
  }
});

// asset-url:/work/main/remote-public/src/assets/default-logo.svg
var default_logo_default;
var init_default_logo = __esm({
  "asset-url:/work/main/remote-public/src/assets/default-logo.svg"() {
    default_logo_default = "/remotes/public/assets/default-logo.bb9a3a56f6.svg";
  }
});

// src/components/LoadState.tsx
function EmptyState({ message = T.empty, onRetry }) {
  return /* @__PURE__ */ (0, import_jsx_runtime3.jsxs)("div", { className: "pub-empty", role: "status", children: [
    /* @__PURE__ */ (0, import_jsx_runtime3.jsx)("p", { children: message }),
    onRetry && /* @__PURE__ */ (0, import_jsx_runtime3.jsxs)("button", { type: "button", className: "pub-button pub-button--outline", onClick: onRetry, children: [
      /* @__PURE__ */ (0, import_jsx_runtime3.jsx)(import_lucide_react.RefreshCw, { size: 16, "aria-hidden": "true" }),
      " ",
      T.retry
    ] })
  ] });
}
var import_lucide_react, import_jsx_runtime3;
var init_LoadState = __esm({
  "src/components/LoadState.tsx"() {
    "use strict";
    import_lucide_react = require("lucide-react");
    init_texts();
    import_jsx_runtime3 = require("react/jsx-runtime");
  }
});

// src/components/dates.ts
function parseCalendarDate(date) {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? "");
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const check = new Date(Date.UTC(year, month, day));
  if (check.getUTCMonth() !== month || check.getUTCDate() !== day) return null;
  return { year, month, day };
}
function formatBengaliDate(date) {
  const parsed = parseCalendarDate(date);
  if (!parsed) return date ?? "";
  return `${toBengaliDigits(parsed.day)} ${BENGALI_MONTHS[parsed.month]}, ${toBengaliDigits(parsed.year)}`;
}
function formatEnglishDate(date) {
  const parsed = parseCalendarDate(date);
  if (!parsed) return date ?? "";
  return `${parsed.day} ${ENGLISH_MONTHS[parsed.month]} ${parsed.year}`;
}
var BENGALI_MONTHS, ENGLISH_MONTHS;
var init_dates = __esm({
  "src/components/dates.ts"() {
    "use strict";
    init_schemas2();
    BENGALI_MONTHS = ["\u099C\u09BE\u09A8\u09C1\u09AF\u09BC\u09BE\u09B0\u09BF", "\u09AB\u09C7\u09AC\u09CD\u09B0\u09C1\u09AF\u09BC\u09BE\u09B0\u09BF", "\u09AE\u09BE\u09B0\u09CD\u099A", "\u098F\u09AA\u09CD\u09B0\u09BF\u09B2", "\u09AE\u09C7", "\u099C\u09C1\u09A8", "\u099C\u09C1\u09B2\u09BE\u0987", "\u0986\u0997\u09B8\u09CD\u099F", "\u09B8\u09C7\u09AA\u09CD\u099F\u09C7\u09AE\u09CD\u09AC\u09B0", "\u0985\u0995\u09CD\u099F\u09CB\u09AC\u09B0", "\u09A8\u09AD\u09C7\u09AE\u09CD\u09AC\u09B0", "\u09A1\u09BF\u09B8\u09C7\u09AE\u09CD\u09AC\u09B0"];
    ENGLISH_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];
  }
});

// src/components/Paragraphs.tsx
function Paragraphs({ text: text2, className }) {
  const paragraphs = text2.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  return /* @__PURE__ */ (0, import_jsx_runtime4.jsx)("div", { className, children: paragraphs.map((paragraph, index) => /* @__PURE__ */ (0, import_jsx_runtime4.jsx)("p", { children: paragraph }, index)) });
}
var import_jsx_runtime4;
var init_Paragraphs = __esm({
  "src/components/Paragraphs.tsx"() {
    "use strict";
    import_jsx_runtime4 = require("react/jsx-runtime");
  }
});

// src/components/useDocumentTitle.ts
function useDocumentTitle(title) {
  const report = (0, import_react5.useContext)(DocumentTitleContext);
  if (report && title) report(title);
  (0, import_react5.useEffect)(() => {
    if (title) document.title = title;
  }, [title]);
}
var import_react5, DocumentTitleContext;
var init_useDocumentTitle = __esm({
  "src/components/useDocumentTitle.ts"() {
    "use strict";
    import_react5 = require("react");
    DocumentTitleContext = (0, import_react5.createContext)(null);
  }
});

// src/page/pageHead.ts
function previewCard(url, alt) {
  return url ? { url, ...PREVIEW_CARD, alt } : null;
}
function usePageHead(head) {
  const collected = (0, import_react6.useContext)(PageHeadContext);
  if (collected) Object.assign(collected, head);
}
function useSiteOrigin() {
  const fromServer = (0, import_react6.useContext)(SiteOriginContext);
  return fromServer || (typeof window === "undefined" ? "" : window.location.origin);
}
var import_react6, PageHeadContext, SiteOriginContext;
var init_pageHead = __esm({
  "src/page/pageHead.ts"() {
    "use strict";
    import_react6 = require("react");
    init_schemas2();
    PageHeadContext = (0, import_react6.createContext)(null);
    SiteOriginContext = (0, import_react6.createContext)("");
  }
});

// src/pages/Home.tsx
var Home_exports = {};
__export(Home_exports, {
  COUNTING_FROM: () => COUNTING_FROM,
  default: () => HomePage
});
function Banner() {
  const { institution, isLoading } = useSiteInstitution();
  const name = institution?.name || (isLoading ? "" : T.fallbackName);
  useDocumentTitle(name || T.pageTitles.home);
  const image = institution?.institution_image;
  return /* @__PURE__ */ (0, import_jsx_runtime5.jsxs)("section", { className: "pub-hero", "aria-labelledby": "hero-title", children: [
    image && // The banner is the largest thing on the page: fetched first, never lazily. Its element timing tells the
    // host page when it is on screen, so the page's scripts start after it (host/public/index.html).
    /* @__PURE__ */ (0, import_jsx_runtime5.jsx)(
      "img",
      {
        className: "pub-hero__image",
        src: image,
        srcSet: mediaSrcSet(image),
        sizes: "100vw",
        alt: "",
        width: 1600,
        height: 700,
        fetchPriority: "high",
        elementtiming: "main-picture",
        loading: "eager",
        decoding: "async"
      }
    ),
    /* @__PURE__ */ (0, import_jsx_runtime5.jsx)("div", { className: "pub-hero__shade" }),
    /* @__PURE__ */ (0, import_jsx_runtime5.jsxs)("div", { className: "pub-container pub-hero__content", children: [
      /* @__PURE__ */ (0, import_jsx_runtime5.jsx)("h1", { id: "hero-title", className: "pub-hero__title", children: name || "\xA0" }),
      /* @__PURE__ */ (0, import_jsx_runtime5.jsx)("p", { className: "pub-hero__tagline", children: T.home.tagline }),
      /* @__PURE__ */ (0, import_jsx_runtime5.jsx)("div", { className: "pub-hero__actions", children: /* @__PURE__ */ (0, import_jsx_runtime5.jsxs)(import_react_router_dom2.Link, { to: "/admission", className: "pub-button pub-button--gold", children: [
        /* @__PURE__ */ (0, import_jsx_runtime5.jsx)(import_lucide_react2.GraduationCap, { size: 18, "aria-hidden": "true" }),
        " ",
        T.home.admissionCta
      ] }) })
    ] })
  ] });
}
function About() {
  const { institution: site } = useSiteInstitution();
  const { data: story } = useGetInstitutionStoryQuery();
  const teachers = useGetTeacherCountQuery();
  useLogFailure("teachers", teachers.error);
  const name = site?.name || T.fallbackName;
  const institution = site && { ...site, ...story };
  const years = (/* @__PURE__ */ new Date()).getFullYear() - COUNTING_FROM;
  const counters = [
    { value: `${years}+`, label: T.home.counters.years },
    { value: teachers.data !== void 0 ? `${teachers.data}+` : "\u2013", label: T.home.counters.teachers },
    { value: "100%", label: T.home.counters.values }
  ];
  return /* @__PURE__ */ (0, import_jsx_runtime5.jsx)("section", { className: "pub-section", "aria-labelledby": "about-eyebrow", children: /* @__PURE__ */ (0, import_jsx_runtime5.jsxs)("div", { className: "pub-container", children: [
    /* @__PURE__ */ (0, import_jsx_runtime5.jsxs)("div", { className: "pub-about", children: [
      /* @__PURE__ */ (0, import_jsx_runtime5.jsxs)("div", { className: "pub-about__text", children: [
        /* @__PURE__ */ (0, import_jsx_runtime5.jsx)("p", { id: "about-eyebrow", className: "pub-eyebrow", children: T.home.about }),
        /* @__PURE__ */ (0, import_jsx_runtime5.jsx)("h2", { id: "about-title", className: "pub-section__title", children: name }),
        institution?.government_approval_date && /* @__PURE__ */ (0, import_jsx_runtime5.jsxs)("p", { className: "pub-about__meta", children: [
          T.home.established,
          ": ",
          formatBengaliDate(institution.government_approval_date)
        ] }),
        institution?.history && /* @__PURE__ */ (0, import_jsx_runtime5.jsxs)(import_jsx_runtime5.Fragment, { children: [
          /* @__PURE__ */ (0, import_jsx_runtime5.jsx)("h3", { className: "pub-about__subtitle", children: T.home.history }),
          /* @__PURE__ */ (0, import_jsx_runtime5.jsx)(Paragraphs, { text: institution.history, className: "pub-prose" })
        ] })
      ] }),
      /* @__PURE__ */ (0, import_jsx_runtime5.jsx)("div", { className: "pub-about__logo", children: /* @__PURE__ */ (0, import_jsx_runtime5.jsx)(
        "img",
        {
          src: institution?.logo || default_logo_default,
          srcSet: mediaSrcSet(institution?.logo, 320),
          sizes: "200px",
          alt: `${name} \u09B2\u09CB\u0997\u09CB`,
          width: 200,
          height: 200,
          loading: "lazy",
          decoding: "async",
          onError: fallBackTo(default_logo_default)
        }
      ) })
    ] }),
    /* @__PURE__ */ (0, import_jsx_runtime5.jsx)("ul", { className: "pub-counters", children: counters.map((counter) => /* @__PURE__ */ (0, import_jsx_runtime5.jsxs)("li", { className: "pub-counter", children: [
      /* @__PURE__ */ (0, import_jsx_runtime5.jsx)("span", { className: "pub-counter__value", children: counter.value }),
      /* @__PURE__ */ (0, import_jsx_runtime5.jsx)("span", { className: "pub-counter__label", children: counter.label })
    ] }, counter.label)) })
  ] }) });
}
function Committee() {
  const { data, isLoading, error, refetch } = useGetCommitteeQuery();
  useLogFailure("committee members", error);
  return /* @__PURE__ */ (0, import_jsx_runtime5.jsx)("section", { className: "pub-section pub-section--tinted", "aria-labelledby": "committee-title", children: /* @__PURE__ */ (0, import_jsx_runtime5.jsxs)("div", { className: "pub-container", children: [
    /* @__PURE__ */ (0, import_jsx_runtime5.jsx)("h2", { id: "committee-title", className: "pub-section__title pub-section__title--center", children: T.home.committee }),
    isLoading ? /* @__PURE__ */ (0, import_jsx_runtime5.jsx)(Spinner, { label: T.loading }) : !data?.length ? /* @__PURE__ */ (0, import_jsx_runtime5.jsx)(EmptyState, { onRetry: error ? refetch : void 0 }) : /* @__PURE__ */ (0, import_jsx_runtime5.jsx)("ul", { className: "pub-people", children: data.map((member) => /* @__PURE__ */ (0, import_jsx_runtime5.jsxs)("li", { className: "pub-person", children: [
      /* @__PURE__ */ (0, import_jsx_runtime5.jsx)(Avatar, { name: member.full_name, src: member.photo, size: 112 }),
      /* @__PURE__ */ (0, import_jsx_runtime5.jsx)("p", { className: "pub-person__name", children: member.full_name }),
      /* @__PURE__ */ (0, import_jsx_runtime5.jsx)("p", { className: "pub-person__role", children: member.role })
    ] }, member.id)) })
  ] }) });
}
function PrincipalMessage() {
  const { data: principal, isLoading, error, refetch } = useGetPrincipalQuery();
  useLogFailure("principal", error);
  return /* @__PURE__ */ (0, import_jsx_runtime5.jsx)("section", { className: "pub-section", "aria-labelledby": "principal-title", children: /* @__PURE__ */ (0, import_jsx_runtime5.jsxs)("div", { className: "pub-container", children: [
    /* @__PURE__ */ (0, import_jsx_runtime5.jsx)("h2", { id: "principal-title", className: "pub-section__title pub-section__title--center", children: T.home.principal }),
    isLoading ? /* @__PURE__ */ (0, import_jsx_runtime5.jsx)(Spinner, { label: T.home.principalLoading }) : !principal ? /* @__PURE__ */ (0, import_jsx_runtime5.jsx)(EmptyState, { onRetry: error ? refetch : void 0 }) : /* @__PURE__ */ (0, import_jsx_runtime5.jsxs)("figure", { className: "pub-message", children: [
      /* @__PURE__ */ (0, import_jsx_runtime5.jsx)(Avatar, { name: principal.full_name, src: principal.photo, size: 176, shape: "square", className: "pub-message__photo" }),
      /* @__PURE__ */ (0, import_jsx_runtime5.jsxs)("div", { children: [
        /* @__PURE__ */ (0, import_jsx_runtime5.jsx)("blockquote", { className: "pub-message__text", children: /* @__PURE__ */ (0, import_jsx_runtime5.jsx)(Paragraphs, { text: principal.message ?? "" }) }),
        /* @__PURE__ */ (0, import_jsx_runtime5.jsxs)("figcaption", { className: "pub-message__by", children: [
          /* @__PURE__ */ (0, import_jsx_runtime5.jsx)("span", { className: "pub-message__name", children: principal.full_name }),
          /* @__PURE__ */ (0, import_jsx_runtime5.jsx)("span", { className: "pub-message__role", children: T.home.principalRole })
        ] })
      ] })
    ] })
  ] }) });
}
function HomePage() {
  const { isLoading } = useSiteInstitution();
  usePageHead({ canonical: "/" });
  useGetInstitutionStoryQuery();
  useGetTeacherCountQuery();
  useGetCommitteeQuery();
  useGetPrincipalQuery();
  return /* @__PURE__ */ (0, import_jsx_runtime5.jsxs)(import_jsx_runtime5.Fragment, { children: [
    /* @__PURE__ */ (0, import_jsx_runtime5.jsx)(Banner, {}),
    isLoading ? /* @__PURE__ */ (0, import_jsx_runtime5.jsx)(Spinner, { label: T.loading }) : /* @__PURE__ */ (0, import_jsx_runtime5.jsxs)(import_jsx_runtime5.Fragment, { children: [
      /* @__PURE__ */ (0, import_jsx_runtime5.jsx)(About, {}),
      /* @__PURE__ */ (0, import_jsx_runtime5.jsx)(Committee, {}),
      /* @__PURE__ */ (0, import_jsx_runtime5.jsx)(PrincipalMessage, {})
    ] })
  ] });
}
var import_lucide_react2, import_react_router_dom2, import_jsx_runtime5, COUNTING_FROM;
var init_Home = __esm({
  "src/pages/Home.tsx"() {
    "use strict";
    import_lucide_react2 = require("lucide-react");
    import_react_router_dom2 = require("react-router-dom");
    init_ui();
    init_imageFallback();
    init_publicApi();
    init_default_logo();
    init_LoadState();
    init_dates();
    init_Paragraphs();
    init_useDocumentTitle();
    init_pageHead();
    init_texts();
    import_jsx_runtime5 = require("react/jsx-runtime");
    COUNTING_FROM = 1960;
  }
});

// src/pages/PageTitle.tsx
function PageTitle({ children, documentTitle }) {
  useDocumentTitle(documentTitle ?? children);
  return /* @__PURE__ */ (0, import_jsx_runtime6.jsx)("h1", { className: "pub-page-title", children });
}
var import_jsx_runtime6;
var init_PageTitle = __esm({
  "src/pages/PageTitle.tsx"() {
    "use strict";
    init_useDocumentTitle();
    import_jsx_runtime6 = require("react/jsx-runtime");
  }
});

// src/pages/Academic.tsx
var Academic_exports = {};
__export(Academic_exports, {
  default: () => AcademicPage
});
function CardList({ items }) {
  return /* @__PURE__ */ (0, import_jsx_runtime7.jsx)("ul", { className: "pub-cards", children: items.map((item, index) => {
    const Icon = ICONS[index % ICONS.length];
    return /* @__PURE__ */ (0, import_jsx_runtime7.jsxs)("li", { className: "pub-card pub-card--icon", children: [
      /* @__PURE__ */ (0, import_jsx_runtime7.jsx)("span", { className: "pub-card__icon", "aria-hidden": "true", children: /* @__PURE__ */ (0, import_jsx_runtime7.jsx)(Icon, { size: 26 }) }),
      /* @__PURE__ */ (0, import_jsx_runtime7.jsx)("span", { className: "pub-card__label", children: item })
    ] }, item);
  }) });
}
function AcademicPage() {
  return /* @__PURE__ */ (0, import_jsx_runtime7.jsxs)("section", { className: "pub-container pub-page", children: [
    /* @__PURE__ */ (0, import_jsx_runtime7.jsx)(PageTitle, { children: T.pageTitles.academic }),
    /* @__PURE__ */ (0, import_jsx_runtime7.jsxs)("section", { className: "pub-block", "aria-labelledby": "programs-title", children: [
      /* @__PURE__ */ (0, import_jsx_runtime7.jsx)("h2", { id: "programs-title", className: "pub-block__title", children: T.academic.programs }),
      /* @__PURE__ */ (0, import_jsx_runtime7.jsx)(CardList, { items: T.academic.programList })
    ] }),
    /* @__PURE__ */ (0, import_jsx_runtime7.jsxs)("section", { className: "pub-block", "aria-labelledby": "departments-title", children: [
      /* @__PURE__ */ (0, import_jsx_runtime7.jsx)("h2", { id: "departments-title", className: "pub-block__title", children: T.academic.departments }),
      /* @__PURE__ */ (0, import_jsx_runtime7.jsx)(CardList, { items: T.academic.departmentList })
    ] })
  ] });
}
var import_lucide_react3, import_jsx_runtime7, ICONS;
var init_Academic = __esm({
  "src/pages/Academic.tsx"() {
    "use strict";
    import_lucide_react3 = require("lucide-react");
    init_texts();
    init_PageTitle();
    import_jsx_runtime7 = require("react/jsx-runtime");
    ICONS = [import_lucide_react3.FlaskConical, import_lucide_react3.BookOpen, import_lucide_react3.Briefcase];
  }
});

// src/components/Pagination.tsx
function pageWindow(page2, pages) {
  const first2 = Math.max(1, Math.min(page2 - 2, pages - 4));
  return Array.from({ length: Math.min(5, pages) }, (_, i) => first2 + i);
}
function Pagination({ page: page2, pages, label, hrefFor }) {
  if (pages < 2) return null;
  const step = (to, name, icon) => to < 1 || to > pages ? /* @__PURE__ */ (0, import_jsx_runtime8.jsx)("span", { className: "pub-pagination__step is-disabled", "aria-hidden": "true", children: icon }) : /* @__PURE__ */ (0, import_jsx_runtime8.jsx)(import_react_router_dom3.Link, { className: "pub-pagination__step", to: hrefFor(to), "aria-label": name, rel: to < page2 ? "prev" : "next", children: icon });
  return /* @__PURE__ */ (0, import_jsx_runtime8.jsxs)("nav", { className: "pub-pagination", "aria-label": label, children: [
    step(page2 - 1, T.pages.previous, /* @__PURE__ */ (0, import_jsx_runtime8.jsx)(import_lucide_react4.ChevronLeft, { size: 18, "aria-hidden": "true" })),
    /* @__PURE__ */ (0, import_jsx_runtime8.jsx)("ul", { children: pageWindow(page2, pages).map((n) => /* @__PURE__ */ (0, import_jsx_runtime8.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime8.jsx)(import_react_router_dom3.Link, { className: "pub-pagination__page", to: hrefFor(n), "aria-label": T.pages.page(n), "aria-current": n === page2 ? "page" : void 0, children: n }) }, n)) }),
    step(page2 + 1, T.pages.next, /* @__PURE__ */ (0, import_jsx_runtime8.jsx)(import_lucide_react4.ChevronRight, { size: 18, "aria-hidden": "true" }))
  ] });
}
var import_lucide_react4, import_react_router_dom3, import_jsx_runtime8;
var init_Pagination = __esm({
  "src/components/Pagination.tsx"() {
    "use strict";
    import_lucide_react4 = require("lucide-react");
    import_react_router_dom3 = require("react-router-dom");
    init_texts();
    import_jsx_runtime8 = require("react/jsx-runtime");
  }
});

// src/components/TabLinks.tsx
function TabLinks({ label, items }) {
  return /* @__PURE__ */ (0, import_jsx_runtime9.jsx)("nav", { className: "pub-tabs", "aria-label": label, children: /* @__PURE__ */ (0, import_jsx_runtime9.jsx)("ul", { children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime9.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime9.jsx)(import_react_router_dom4.Link, { to: item.to, className: "pub-tabs__link", "aria-current": item.current ? "page" : void 0, children: item.label }) }, item.to)) }) });
}
var import_react_router_dom4, import_jsx_runtime9;
var init_TabLinks = __esm({
  "src/components/TabLinks.tsx"() {
    "use strict";
    import_react_router_dom4 = require("react-router-dom");
    import_jsx_runtime9 = require("react/jsx-runtime");
  }
});

// src/pages/NotFound.tsx
var NotFound_exports = {};
__export(NotFound_exports, {
  default: () => NotFoundPage
});
function NotFoundPage() {
  usePageHead({ status: 404 });
  return /* @__PURE__ */ (0, import_jsx_runtime10.jsxs)("section", { className: "pub-container pub-page pub-notfound", children: [
    /* @__PURE__ */ (0, import_jsx_runtime10.jsx)(PageTitle, { children: T.notFound }),
    /* @__PURE__ */ (0, import_jsx_runtime10.jsx)("p", { children: T.notFoundHint }),
    /* @__PURE__ */ (0, import_jsx_runtime10.jsx)(import_react_router_dom5.Link, { to: "/", className: "pub-button", children: T.backHome })
  ] });
}
var import_react_router_dom5, import_jsx_runtime10;
var init_NotFound = __esm({
  "src/pages/NotFound.tsx"() {
    "use strict";
    import_react_router_dom5 = require("react-router-dom");
    init_pageHead();
    init_texts();
    init_PageTitle();
    import_jsx_runtime10 = require("react/jsx-runtime");
  }
});

// src/pages/FacultyStaff.tsx
var FacultyStaff_exports = {};
__export(FacultyStaff_exports, {
  default: () => FacultyStaffPage
});
function PersonCard({ person, withSubject }) {
  const phone = person.contact_phone?.trim();
  const email = person.contact_email?.trim();
  return /* @__PURE__ */ (0, import_jsx_runtime11.jsxs)("li", { className: "pub-teacher", children: [
    /* @__PURE__ */ (0, import_jsx_runtime11.jsx)(Avatar, { name: person.full_name, src: person.photo, size: 96, className: "pub-teacher__photo" }),
    /* @__PURE__ */ (0, import_jsx_runtime11.jsxs)("div", { className: "pub-teacher__body", children: [
      /* @__PURE__ */ (0, import_jsx_runtime11.jsx)("h2", { className: "pub-teacher__name", children: person.full_name || DASH }),
      /* @__PURE__ */ (0, import_jsx_runtime11.jsxs)("dl", { className: "pub-teacher__facts", children: [
        /* @__PURE__ */ (0, import_jsx_runtime11.jsxs)("div", { children: [
          /* @__PURE__ */ (0, import_jsx_runtime11.jsx)("dt", { children: T.faculty.designation }),
          /* @__PURE__ */ (0, import_jsx_runtime11.jsx)("dd", { children: person.designation?.trim() || DASH })
        ] }),
        withSubject && /* @__PURE__ */ (0, import_jsx_runtime11.jsxs)("div", { children: [
          /* @__PURE__ */ (0, import_jsx_runtime11.jsx)("dt", { children: T.faculty.subject }),
          /* @__PURE__ */ (0, import_jsx_runtime11.jsx)("dd", { children: person.subject?.trim() || DASH })
        ] }),
        /* @__PURE__ */ (0, import_jsx_runtime11.jsxs)("div", { children: [
          /* @__PURE__ */ (0, import_jsx_runtime11.jsxs)("dt", { children: [
            /* @__PURE__ */ (0, import_jsx_runtime11.jsx)(import_lucide_react5.Phone, { size: 14, "aria-hidden": "true" }),
            " ",
            T.faculty.phone
          ] }),
          /* @__PURE__ */ (0, import_jsx_runtime11.jsx)("dd", { children: phone ? /* @__PURE__ */ (0, import_jsx_runtime11.jsx)("a", { href: `tel:${phone}`, children: phone }) : DASH })
        ] }),
        /* @__PURE__ */ (0, import_jsx_runtime11.jsxs)("div", { children: [
          /* @__PURE__ */ (0, import_jsx_runtime11.jsxs)("dt", { children: [
            /* @__PURE__ */ (0, import_jsx_runtime11.jsx)(import_lucide_react5.Mail, { size: 14, "aria-hidden": "true" }),
            " ",
            T.faculty.email
          ] }),
          /* @__PURE__ */ (0, import_jsx_runtime11.jsx)("dd", { className: "pub-break", children: email ? /* @__PURE__ */ (0, import_jsx_runtime11.jsx)("a", { href: `mailto:${email}`, children: email }) : DASH })
        ] })
      ] })
    ] })
  ] });
}
function PeopleList({ query, tab, page: page2, hrefFor }) {
  const { data, isLoading, error, refetch } = query;
  useLogFailure(tab, error);
  if (isLoading) return /* @__PURE__ */ (0, import_jsx_runtime11.jsx)(Spinner, { label: T.loading });
  if (!data?.results.length) return /* @__PURE__ */ (0, import_jsx_runtime11.jsx)(EmptyState, { onRetry: error ? refetch : void 0 });
  const pageSize = tab === "teachers" ? TEACHER_PAGE_SIZE : STAFF_PAGE_SIZE;
  return /* @__PURE__ */ (0, import_jsx_runtime11.jsxs)(import_jsx_runtime11.Fragment, { children: [
    /* @__PURE__ */ (0, import_jsx_runtime11.jsx)("ul", { className: "pub-teachers", children: data.results.map((person) => /* @__PURE__ */ (0, import_jsx_runtime11.jsx)(PersonCard, { person, withSubject: tab === "teachers" }, person.id)) }),
    /* @__PURE__ */ (0, import_jsx_runtime11.jsx)(
      Pagination,
      {
        page: page2,
        pages: Math.max(1, Math.ceil(data.count / pageSize)),
        label: tab === "teachers" ? T.faculty.pagination : T.faculty.staffPagination,
        hrefFor
      }
    )
  ] });
}
function FacultyStaffPage() {
  const [params] = (0, import_react_router_dom6.useSearchParams)();
  const page2 = parsePage(params.get("page"));
  const tab = parseFacultyTab(params.get("tab"));
  const hrefFor = (n, of = tab ?? "teachers") => `/facnstaff${facultySearch(of, n)}`;
  usePageHead({ canonical: hrefFor(page2 ?? 1) });
  const valid = page2 !== null && tab !== void 0;
  const teachers = useGetTeacherPageQuery({ page: page2 ?? 1 }, { skip: !valid || tab !== "teachers" });
  const staff = useGetStaffPageQuery({ page: page2 ?? 1 }, { skip: !valid || tab !== "staff" });
  const query = tab === "staff" ? staff : teachers;
  if (!valid || isMissing(query.error)) return /* @__PURE__ */ (0, import_jsx_runtime11.jsx)(NotFoundPage, {});
  const tabs = FACULTY_TABS.map((of) => ({ to: hrefFor(1, of), label: of === "teachers" ? T.faculty.teachersTab : T.faculty.staffTab, current: of === tab }));
  return /* @__PURE__ */ (0, import_jsx_runtime11.jsxs)("section", { className: "pub-container pub-page", children: [
    /* @__PURE__ */ (0, import_jsx_runtime11.jsx)(PageTitle, { children: T.pageTitles.facnstaff }),
    /* @__PURE__ */ (0, import_jsx_runtime11.jsx)(TabLinks, { label: T.faculty.tabs, items: tabs }),
    /* @__PURE__ */ (0, import_jsx_runtime11.jsx)(PeopleList, { query, tab, page: page2, hrefFor: (n) => hrefFor(n) })
  ] });
}
var import_lucide_react5, import_react_router_dom6, import_jsx_runtime11, DASH;
var init_FacultyStaff = __esm({
  "src/pages/FacultyStaff.tsx"() {
    "use strict";
    import_lucide_react5 = require("lucide-react");
    import_react_router_dom6 = require("react-router-dom");
    init_ui();
    init_publicApi();
    init_LoadState();
    init_Pagination();
    init_TabLinks();
    init_listParams();
    init_pageHead();
    init_recordParams();
    init_texts();
    init_NotFound();
    init_PageTitle();
    import_jsx_runtime11 = require("react/jsx-runtime");
    DASH = T.dash;
  }
});

// src/pages/Admission.tsx
var Admission_exports = {};
__export(Admission_exports, {
  ContactDetails: () => ContactDetails,
  default: () => AdmissionPage
});
function ContactDetails() {
  const { institution, isLoading } = useSiteInstitution();
  if (isLoading) return /* @__PURE__ */ (0, import_jsx_runtime12.jsx)(Spinner, { label: T.loading });
  const rows = [
    { icon: import_lucide_react6.MapPin, label: T.contact.address, value: institution?.address, href: null },
    { icon: import_lucide_react6.Phone, label: T.contact.phone, value: institution?.contact_phone, href: institution?.contact_phone ? `tel:${institution.contact_phone}` : null },
    { icon: import_lucide_react6.Mail, label: T.contact.email, value: institution?.contact_email, href: institution?.contact_email ? `mailto:${institution.contact_email}` : null }
  ];
  return /* @__PURE__ */ (0, import_jsx_runtime12.jsx)("dl", { className: "pub-details", children: rows.map(({ icon: Icon, label, value, href }) => /* @__PURE__ */ (0, import_jsx_runtime12.jsxs)("div", { className: "pub-details__row", children: [
    /* @__PURE__ */ (0, import_jsx_runtime12.jsxs)("dt", { children: [
      /* @__PURE__ */ (0, import_jsx_runtime12.jsx)(Icon, { size: 18, "aria-hidden": "true" }),
      " ",
      label
    ] }),
    /* @__PURE__ */ (0, import_jsx_runtime12.jsx)("dd", { children: value ? href ? /* @__PURE__ */ (0, import_jsx_runtime12.jsx)("a", { href, children: value }) : value : "-" })
  ] }, label)) });
}
function AdmissionPage() {
  return /* @__PURE__ */ (0, import_jsx_runtime12.jsxs)("section", { className: "pub-container pub-page", children: [
    /* @__PURE__ */ (0, import_jsx_runtime12.jsx)(PageTitle, { children: T.pageTitles.admission }),
    /* @__PURE__ */ (0, import_jsx_runtime12.jsx)("p", { className: "pub-lead", children: T.admission.intro }),
    /* @__PURE__ */ (0, import_jsx_runtime12.jsxs)("div", { className: "pub-admission", children: [
      /* @__PURE__ */ (0, import_jsx_runtime12.jsxs)("section", { className: "pub-panel", "aria-labelledby": "eligibility-title", children: [
        /* @__PURE__ */ (0, import_jsx_runtime12.jsx)("h2", { id: "eligibility-title", className: "pub-panel__title", children: T.admission.eligibility }),
        /* @__PURE__ */ (0, import_jsx_runtime12.jsx)("p", { children: T.admission.eligibilityText })
      ] }),
      /* @__PURE__ */ (0, import_jsx_runtime12.jsxs)("section", { className: "pub-panel", "aria-labelledby": "steps-title", children: [
        /* @__PURE__ */ (0, import_jsx_runtime12.jsx)("h2", { id: "steps-title", className: "pub-panel__title", children: T.admission.steps }),
        /* @__PURE__ */ (0, import_jsx_runtime12.jsx)("ol", { className: "pub-steps", children: T.admission.stepList.map((step) => /* @__PURE__ */ (0, import_jsx_runtime12.jsx)("li", { children: step }, step)) })
      ] }),
      /* @__PURE__ */ (0, import_jsx_runtime12.jsxs)("section", { className: "pub-panel", "aria-labelledby": "papers-title", children: [
        /* @__PURE__ */ (0, import_jsx_runtime12.jsx)("h2", { id: "papers-title", className: "pub-panel__title", children: T.admission.papers }),
        /* @__PURE__ */ (0, import_jsx_runtime12.jsx)("ul", { className: "pub-checklist", children: T.admission.paperList.map((paper) => /* @__PURE__ */ (0, import_jsx_runtime12.jsxs)("li", { children: [
          /* @__PURE__ */ (0, import_jsx_runtime12.jsx)(import_lucide_react6.FileText, { size: 18, "aria-hidden": "true" }),
          " ",
          paper
        ] }, paper)) })
      ] }),
      /* @__PURE__ */ (0, import_jsx_runtime12.jsxs)("section", { className: "pub-panel", "aria-labelledby": "admission-contact-title", children: [
        /* @__PURE__ */ (0, import_jsx_runtime12.jsx)("h2", { id: "admission-contact-title", className: "pub-panel__title", children: T.admission.contact }),
        /* @__PURE__ */ (0, import_jsx_runtime12.jsxs)("p", { children: [
          /* @__PURE__ */ (0, import_jsx_runtime12.jsx)(import_lucide_react6.CheckCircle2, { size: 18, "aria-hidden": "true", className: "pub-inline-icon" }),
          " ",
          T.admission.contactIntro
        ] }),
        /* @__PURE__ */ (0, import_jsx_runtime12.jsx)(ContactDetails, {})
      ] })
    ] })
  ] });
}
var import_lucide_react6, import_jsx_runtime12;
var init_Admission = __esm({
  "src/pages/Admission.tsx"() {
    "use strict";
    import_lucide_react6 = require("lucide-react");
    init_ui();
    init_texts();
    init_PageTitle();
    init_publicApi();
    import_jsx_runtime12 = require("react/jsx-runtime");
  }
});

// src/features/gallery/Lightbox.tsx
function Lightbox({ items, index, onIndex, onClose }) {
  const dialogRef = (0, import_react7.useRef)(null);
  const closeRef = (0, import_react7.useRef)(null);
  const swipeStart = (0, import_react7.useRef)(null);
  const item = items[index];
  const count = items.length;
  const previous = () => onIndex((index - 1 + count) % count);
  const next = () => onIndex((index + 1) % count);
  (0, import_react7.useEffect)(() => {
    const opener = document.activeElement;
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, []);
  (0, import_react7.useEffect)(() => {
    const onKey = (event) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onClose();
      } else if (event.key === "ArrowLeft" && count > 1) {
        event.preventDefault();
        onIndex((index - 1 + count) % count);
      } else if (event.key === "ArrowRight" && count > 1) {
        event.preventDefault();
        onIndex((index + 1) % count);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [index, count, onIndex, onClose]);
  const onKeyDown = (event) => {
    if (event.key === "Tab") {
      const focusable = Array.from(dialogRef.current?.querySelectorAll("button") ?? []);
      const first2 = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first2) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first2?.focus();
      }
    }
  };
  const onPointerDown = (event) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event) => {
    const start2 = swipeStart.current;
    swipeStart.current = null;
    if (!start2 || count < 2) return;
    const dx = event.clientX - start2.x;
    const dy = event.clientY - start2.y;
    if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy)) {
      if (dx < 0) next();
      else previous();
    }
  };
  if (!item) return null;
  const caption = item.caption?.trim();
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a click on the backdrop is the mouse's way out; the keyboard has Escape and the close button
    /* @__PURE__ */ (0, import_jsx_runtime13.jsx)("div", { className: "pub-lightbox", onClick: (event) => event.target === event.currentTarget && onClose(), children: /* @__PURE__ */ (0, import_jsx_runtime13.jsxs)(
      "div",
      {
        ref: dialogRef,
        className: "pub-lightbox__dialog",
        role: "dialog",
        "aria-modal": "true",
        "aria-label": T.gallery.dialog,
        tabIndex: -1,
        onKeyDown,
        children: [
          /* @__PURE__ */ (0, import_jsx_runtime13.jsx)("button", { ref: closeRef, type: "button", className: "pub-lightbox__close", onClick: onClose, "aria-label": T.gallery.close, children: /* @__PURE__ */ (0, import_jsx_runtime13.jsx)(import_lucide_react7.X, { size: 24, "aria-hidden": "true" }) }),
          /* @__PURE__ */ (0, import_jsx_runtime13.jsx)(
            "div",
            {
              className: "pub-lightbox__stage",
              onPointerDown,
              onPointerUp,
              onPointerCancel: () => swipeStart.current = null,
              children: /* @__PURE__ */ (0, import_jsx_runtime13.jsx)("img", { src: item.image, alt: caption || T.gallery.photo(index + 1), className: "pub-lightbox__image", draggable: false }, item.id)
            }
          ),
          /* @__PURE__ */ (0, import_jsx_runtime13.jsxs)("div", { className: "pub-lightbox__bar", children: [
            count > 1 && /* @__PURE__ */ (0, import_jsx_runtime13.jsx)("button", { type: "button", className: "pub-lightbox__nav", onClick: previous, "aria-label": T.gallery.previous, children: /* @__PURE__ */ (0, import_jsx_runtime13.jsx)(import_lucide_react7.ChevronLeft, { size: 26, "aria-hidden": "true" }) }),
            /* @__PURE__ */ (0, import_jsx_runtime13.jsxs)("p", { className: "pub-lightbox__caption", "aria-live": "polite", children: [
              caption && /* @__PURE__ */ (0, import_jsx_runtime13.jsx)("span", { children: caption }),
              /* @__PURE__ */ (0, import_jsx_runtime13.jsx)("span", { className: "pub-lightbox__position", children: T.gallery.position(index + 1, count) })
            ] }),
            count > 1 && /* @__PURE__ */ (0, import_jsx_runtime13.jsx)("button", { type: "button", className: "pub-lightbox__nav", onClick: next, "aria-label": T.gallery.next, children: /* @__PURE__ */ (0, import_jsx_runtime13.jsx)(import_lucide_react7.ChevronRight, { size: 26, "aria-hidden": "true" }) })
          ] })
        ]
      }
    ) })
  );
}
var import_lucide_react7, import_react7, import_jsx_runtime13, SWIPE_DISTANCE;
var init_Lightbox = __esm({
  "src/features/gallery/Lightbox.tsx"() {
    "use strict";
    import_lucide_react7 = require("lucide-react");
    import_react7 = require("react");
    init_texts();
    import_jsx_runtime13 = require("react/jsx-runtime");
    SWIPE_DISTANCE = 50;
  }
});

// src/pages/Gallery.tsx
var Gallery_exports = {};
__export(Gallery_exports, {
  default: () => GalleryPage
});
function GalleryPhotos({ page: page2, hrefFor }) {
  const { data, isLoading, error, refetch } = useGetGalleryPageQuery({ page: page2 });
  useLogFailure("gallery", error);
  const [open, setOpen] = (0, import_react8.useState)(null);
  if (isLoading) return /* @__PURE__ */ (0, import_jsx_runtime14.jsx)(Spinner, { label: T.loading });
  const items = data?.results ?? [];
  if (!items.length) return /* @__PURE__ */ (0, import_jsx_runtime14.jsx)(EmptyState, { onRetry: error ? refetch : void 0 });
  const first2 = (page2 - 1) * GALLERY_PAGE_SIZE;
  const enlarge = (index) => (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(index);
  };
  return /* @__PURE__ */ (0, import_jsx_runtime14.jsxs)(import_jsx_runtime14.Fragment, { children: [
    /* @__PURE__ */ (0, import_jsx_runtime14.jsx)("ul", { className: "pub-gallery", children: items.map((item, index) => {
      const caption = item.caption?.trim();
      return /* @__PURE__ */ (0, import_jsx_runtime14.jsx)("li", { className: "pub-gallery__item", children: /* @__PURE__ */ (0, import_jsx_runtime14.jsxs)(
        "a",
        {
          href: item.image,
          className: "pub-gallery__button",
          onClick: enlarge(index),
          "aria-label": T.gallery.open(caption || T.gallery.photo(first2 + index + 1)),
          "aria-haspopup": "dialog",
          children: [
            /* @__PURE__ */ (0, import_jsx_runtime14.jsx)(
              "img",
              {
                src: item.image,
                srcSet: mediaSrcSet(item.image, 960),
                sizes: "(max-width: 30rem) 50vw, 20rem",
                alt: "",
                width: 400,
                height: 300,
                loading: index < EAGER_PHOTOS ? "eager" : "lazy",
                fetchPriority: index === 0 ? "high" : void 0,
                elementtiming: index === 0 ? "main-picture" : void 0,
                decoding: "async"
              }
            ),
            caption && /* @__PURE__ */ (0, import_jsx_runtime14.jsx)("span", { className: "pub-gallery__caption", children: caption })
          ]
        }
      ) }, item.id);
    }) }),
    /* @__PURE__ */ (0, import_jsx_runtime14.jsx)(Pagination, { page: page2, pages: Math.max(1, Math.ceil((data?.count ?? 0) / GALLERY_PAGE_SIZE)), label: T.gallery.pagination, hrefFor }),
    open !== null && /* @__PURE__ */ (0, import_jsx_runtime14.jsx)(Lightbox, { items, index: open, onIndex: setOpen, onClose: () => setOpen(null) })
  ] });
}
function GalleryPage() {
  const { institution, isLoading } = useSiteInstitution();
  const { page: page2, hrefFor } = useListParams("/gallery");
  usePageHead({ canonical: hrefFor(page2 ?? 1) });
  const { error } = useGetGalleryPageQuery({ page: page2 ?? 1 }, { skip: page2 === null });
  if (page2 === null || isMissing(error)) return /* @__PURE__ */ (0, import_jsx_runtime14.jsx)(NotFoundPage, {});
  const name = institution?.name || (isLoading ? "" : T.fallbackName);
  const title = name ? `${name} - ${T.gallery.suffix}` : T.gallery.suffix;
  return /* @__PURE__ */ (0, import_jsx_runtime14.jsxs)("section", { className: "pub-container pub-page", children: [
    /* @__PURE__ */ (0, import_jsx_runtime14.jsx)(PageTitle, { children: title }),
    /* @__PURE__ */ (0, import_jsx_runtime14.jsx)(GalleryPhotos, { page: page2, hrefFor })
  ] });
}
var import_react8, import_jsx_runtime14, EAGER_PHOTOS;
var init_Gallery = __esm({
  "src/pages/Gallery.tsx"() {
    "use strict";
    import_react8 = require("react");
    init_ui();
    init_publicApi();
    init_LoadState();
    init_Pagination();
    init_Lightbox();
    init_listParams();
    init_pageHead();
    init_texts();
    init_NotFound();
    init_PageTitle();
    import_jsx_runtime14 = require("react/jsx-runtime");
    EAGER_PHOTOS = 4;
  }
});

// src/features/notices/noticeSearch.ts
var formatNoticeDate;
var init_noticeSearch = __esm({
  "src/features/notices/noticeSearch.ts"() {
    "use strict";
    init_schemas2();
    init_dates();
    formatNoticeDate = formatEnglishDate;
  }
});

// src/page/followValue.ts
function useFollowValue(value) {
  const control = (0, import_react9.useRef)(null);
  const followed = (0, import_react9.useRef)(value);
  (0, import_react9.useEffect)(() => {
    if (followed.current === value) return;
    followed.current = value;
    const element = control.current;
    if (element && element !== element.ownerDocument.activeElement && element.value.trim() !== value.trim()) element.value = value;
  }, [value]);
  return control;
}
var import_react9;
var init_followValue = __esm({
  "src/page/followValue.ts"() {
    "use strict";
    import_react9 = require("react");
  }
});

// src/pages/Notice.tsx
var Notice_exports = {};
__export(Notice_exports, {
  default: () => NoticePage
});
function NoticeRow({ notice }) {
  return /* @__PURE__ */ (0, import_jsx_runtime15.jsxs)("li", { className: "pub-notice", children: [
    /* @__PURE__ */ (0, import_jsx_runtime15.jsxs)("div", { className: "pub-notice__date", children: [
      /* @__PURE__ */ (0, import_jsx_runtime15.jsx)(import_lucide_react8.CalendarDays, { size: 16, "aria-hidden": "true" }),
      /* @__PURE__ */ (0, import_jsx_runtime15.jsx)("time", { dateTime: notice.date, children: formatNoticeDate(notice.date) })
    ] }),
    /* @__PURE__ */ (0, import_jsx_runtime15.jsxs)("div", { className: "pub-notice__body", children: [
      /* @__PURE__ */ (0, import_jsx_runtime15.jsx)("h2", { id: `notice-${notice.id}`, className: "pub-notice__title", children: /* @__PURE__ */ (0, import_jsx_runtime15.jsx)(import_react_router_dom7.Link, { to: `/notice/${notice.id}`, children: notice.title }) }),
      notice.category && /* @__PURE__ */ (0, import_jsx_runtime15.jsx)("span", { className: "pub-badge", children: notice.category }),
      notice.description && /* @__PURE__ */ (0, import_jsx_runtime15.jsx)("p", { className: "pub-notice__text", children: notice.description })
    ] }),
    notice.pdf_file && /* @__PURE__ */ (0, import_jsx_runtime15.jsxs)(
      "a",
      {
        className: "pub-button pub-button--small pub-notice__download",
        href: notice.pdf_file,
        target: "_blank",
        rel: "noopener noreferrer",
        "aria-describedby": `notice-${notice.id}`,
        children: [
          /* @__PURE__ */ (0, import_jsx_runtime15.jsx)(import_lucide_react8.Download, { size: 16, "aria-hidden": "true" }),
          T.notice.download
        ]
      }
    )
  ] });
}
function NoticeSearch({ search, onSearch }) {
  const inputId = (0, import_react10.useId)();
  const input = useFollowValue(search);
  const timer = (0, import_react10.useRef)(void 0);
  const searchEarlyText = (0, import_react10.useEffectEvent)(() => {
    const typed = input.current?.value ?? "";
    if (typed.trim() !== search.trim()) onSearch(typed, true);
  });
  (0, import_react10.useEffect)(() => {
    searchEarlyText();
    return () => clearTimeout(timer.current);
  }, []);
  const submit = (event) => {
    event.preventDefault();
    clearTimeout(timer.current);
    onSearch(input.current?.value ?? "", false);
  };
  return /* @__PURE__ */ (0, import_jsx_runtime15.jsxs)("form", { className: "pub-search", role: "search", method: "get", action: "/notice", onSubmit: submit, children: [
    /* @__PURE__ */ (0, import_jsx_runtime15.jsx)("label", { htmlFor: inputId, className: "pub-sr-only", children: T.notice.searchLabel }),
    /* @__PURE__ */ (0, import_jsx_runtime15.jsx)(import_lucide_react8.Search, { size: 18, "aria-hidden": "true", className: "pub-search__icon" }),
    /* @__PURE__ */ (0, import_jsx_runtime15.jsx)(
      "input",
      {
        ref: input,
        id: inputId,
        name: "search",
        type: "search",
        defaultValue: search,
        placeholder: T.notice.searchPlaceholder,
        enterKeyHint: "search",
        onChange: (event) => {
          const text2 = event.target.value;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => onSearch(text2, true), SEARCH_DELAY_MS);
        }
      }
    ),
    /* @__PURE__ */ (0, import_jsx_runtime15.jsx)("button", { type: "submit", className: "pub-search__button", children: T.notice.searchButton })
  ] });
}
function NoticeList({ page: page2, search, hrefFor }) {
  const { data, isFetching, isLoading, error, refetch } = useGetNoticePageQuery({ page: page2, search });
  useLogFailure("notices", error);
  if (isLoading) return /* @__PURE__ */ (0, import_jsx_runtime15.jsx)(Spinner, { label: T.loading });
  if (error && !data) return /* @__PURE__ */ (0, import_jsx_runtime15.jsx)(EmptyState, { message: T.notice.noResults, onRetry: refetch });
  const notices = data?.results ?? [];
  if (!notices.length) {
    return /* @__PURE__ */ (0, import_jsx_runtime15.jsx)("p", { className: "pub-empty", role: "status", children: T.notice.noResults });
  }
  const count = data?.count ?? 0;
  const from = (page2 - 1) * NOTICE_PAGE_SIZE + 1;
  return /* @__PURE__ */ (0, import_jsx_runtime15.jsxs)("div", { "aria-busy": isFetching || void 0, children: [
    /* @__PURE__ */ (0, import_jsx_runtime15.jsx)("p", { className: "pub-count", "aria-live": "polite", children: T.notice.count(from, from + notices.length - 1, count) }),
    /* @__PURE__ */ (0, import_jsx_runtime15.jsx)("ul", { className: "pub-notices", children: notices.map((notice) => /* @__PURE__ */ (0, import_jsx_runtime15.jsx)(NoticeRow, { notice }, notice.id)) }),
    /* @__PURE__ */ (0, import_jsx_runtime15.jsx)(Pagination, { page: page2, pages: Math.max(1, Math.ceil(count / NOTICE_PAGE_SIZE)), label: T.notice.pagination, hrefFor })
  ] });
}
function NoticePage() {
  const { page: page2, search, hrefFor, setSearch } = useListParams("/notice");
  const canonical = hrefFor(page2 ?? 1);
  usePageHead({ canonical, description: T.notice.metaDescription });
  const firstPage = (0, import_react10.useRef)(page2);
  (0, import_react10.useEffect)(() => {
    if (page2 !== firstPage.current) document.getElementById("notice-list-top")?.scrollIntoView?.({ block: "start" });
  }, [page2]);
  const { error } = useGetNoticePageQuery({ page: page2 ?? 1, search }, { skip: page2 === null });
  if (page2 === null || isMissing(error)) return /* @__PURE__ */ (0, import_jsx_runtime15.jsx)(NotFoundPage, {});
  return /* @__PURE__ */ (0, import_jsx_runtime15.jsxs)("section", { className: "pub-container pub-page", children: [
    /* @__PURE__ */ (0, import_jsx_runtime15.jsx)(PageTitle, { children: T.pageTitles.notice }),
    /* @__PURE__ */ (0, import_jsx_runtime15.jsx)(NoticeSearch, { search, onSearch: (text2, replace) => text2.trim() !== search.trim() && setSearch(text2, { replace }) }),
    /* @__PURE__ */ (0, import_jsx_runtime15.jsx)("div", { id: "notice-list-top" }),
    /* @__PURE__ */ (0, import_jsx_runtime15.jsx)(NoticeList, { page: page2, search, hrefFor })
  ] });
}
var import_lucide_react8, import_react10, import_react_router_dom7, import_jsx_runtime15, SEARCH_DELAY_MS;
var init_Notice = __esm({
  "src/pages/Notice.tsx"() {
    "use strict";
    import_lucide_react8 = require("lucide-react");
    import_react10 = require("react");
    import_react_router_dom7 = require("react-router-dom");
    init_ui();
    init_publicApi();
    init_LoadState();
    init_Pagination();
    init_noticeSearch();
    init_followValue();
    init_listParams();
    init_pageHead();
    init_texts();
    init_NotFound();
    init_PageTitle();
    import_jsx_runtime15 = require("react/jsx-runtime");
    SEARCH_DELAY_MS = 300;
  }
});

// src/components/files.ts
function extensionOf(url) {
  const path = url.split(/[?#]/)[0];
  const name = path.slice(path.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}
function isImageFile(url) {
  return !!url && ["jpg", "jpeg", "png", "webp", "gif"].includes(extensionOf(url));
}
var downloadHref;
var init_files2 = __esm({
  "src/components/files.ts"() {
    "use strict";
    downloadHref = (file) => `${file}${file.includes("?") ? "&" : "?"}download=1`;
  }
});

// src/components/useHydrated.ts
function useHydrated() {
  return (0, import_react11.useSyncExternalStore)(
    subscribeToNothing,
    () => true,
    () => false
  );
}
var import_react11, subscribeToNothing;
var init_useHydrated = __esm({
  "src/components/useHydrated.ts"() {
    "use strict";
    import_react11 = require("react");
    subscribeToNothing = () => () => {
    };
  }
});

// src/pages/NoticeDetail.tsx
var NoticeDetail_exports = {};
__export(NoticeDetail_exports, {
  default: () => NoticeDetailPage
});
function ShareButtons({ url, title }) {
  const [copied, setCopied] = (0, import_react12.useState)(false);
  const hydrated = useHydrated();
  const field = (0, import_react12.useRef)(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      field.current?.select();
      return;
    }
    setCopied(true);
  };
  return /* @__PURE__ */ (0, import_jsx_runtime16.jsxs)("section", { className: "pub-share", "aria-labelledby": "share-title", children: [
    /* @__PURE__ */ (0, import_jsx_runtime16.jsxs)("h2", { id: "share-title", className: "pub-share__title", children: [
      /* @__PURE__ */ (0, import_jsx_runtime16.jsx)(import_lucide_react9.Share2, { size: 18, "aria-hidden": "true" }),
      " ",
      T.noticeDetail.share
    ] }),
    /* @__PURE__ */ (0, import_jsx_runtime16.jsxs)("div", { className: "pub-share__buttons", children: [
      /* @__PURE__ */ (0, import_jsx_runtime16.jsx)("a", { className: "pub-button pub-button--small pub-share__facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`, target: "_blank", rel: "noopener noreferrer", children: T.noticeDetail.facebook }),
      /* @__PURE__ */ (0, import_jsx_runtime16.jsx)("a", { className: "pub-button pub-button--small pub-share__whatsapp", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`, target: "_blank", rel: "noopener noreferrer", children: T.noticeDetail.whatsapp }),
      /* @__PURE__ */ (0, import_jsx_runtime16.jsxs)("button", { type: "button", className: "pub-button pub-button--small pub-button--outline", onClick: copy, style: hydrated ? void 0 : { visibility: "hidden" }, children: [
        /* @__PURE__ */ (0, import_jsx_runtime16.jsx)(import_lucide_react9.Copy, { size: 16, "aria-hidden": "true" }),
        " ",
        T.noticeDetail.copyLink
      ] })
    ] }),
    /* @__PURE__ */ (0, import_jsx_runtime16.jsxs)("label", { className: "pub-share__link", children: [
      /* @__PURE__ */ (0, import_jsx_runtime16.jsx)("span", { className: "pub-sr-only", children: T.noticeDetail.link }),
      /* @__PURE__ */ (0, import_jsx_runtime16.jsx)("input", { ref: field, type: "url", readOnly: true, value: url, onFocus: (event) => event.target.select() })
    ] }),
    /* @__PURE__ */ (0, import_jsx_runtime16.jsx)("p", { className: "pub-share__status", role: "status", children: copied ? T.noticeDetail.copied : "" })
  ] });
}
function NoticeArticle({ id }) {
  const { data: notice, isLoading, error, refetch } = useGetNoticeQuery(id);
  useLogFailure("notice", error);
  const origin = useSiteOrigin();
  const path = `/notice/${id}`;
  const card = previewCard(notice?.preview_image, notice?.title ?? "");
  usePageHead({
    type: "article",
    canonical: path,
    description: notice ? previewText(notice.description || [notice.category, formatNoticeDate(notice.date)].filter(Boolean).join(" \xB7 "), 200) : void 0,
    // The notice's own card; without one, the college's (the layout's) stays.
    ...card ? { image: card } : {}
  });
  if (error && "status" in error && error.status === 404) return /* @__PURE__ */ (0, import_jsx_runtime16.jsx)(NotFoundPage, {});
  if (isLoading) return /* @__PURE__ */ (0, import_jsx_runtime16.jsx)(Spinner, { label: T.loading });
  if (!notice) return /* @__PURE__ */ (0, import_jsx_runtime16.jsx)(EmptyState, { onRetry: refetch });
  return /* @__PURE__ */ (0, import_jsx_runtime16.jsxs)("article", { className: "pub-container pub-page pub-notice-page", children: [
    /* @__PURE__ */ (0, import_jsx_runtime16.jsxs)(import_react_router_dom8.Link, { to: "/notice", className: "pub-back", children: [
      /* @__PURE__ */ (0, import_jsx_runtime16.jsx)(import_lucide_react9.ArrowLeft, { size: 16, "aria-hidden": "true" }),
      " ",
      T.noticeDetail.back
    ] }),
    /* @__PURE__ */ (0, import_jsx_runtime16.jsx)(PageTitle, { children: notice.title }),
    /* @__PURE__ */ (0, import_jsx_runtime16.jsxs)("dl", { className: "pub-notice-page__facts", children: [
      /* @__PURE__ */ (0, import_jsx_runtime16.jsxs)("div", { children: [
        /* @__PURE__ */ (0, import_jsx_runtime16.jsxs)("dt", { children: [
          /* @__PURE__ */ (0, import_jsx_runtime16.jsx)(import_lucide_react9.CalendarDays, { size: 16, "aria-hidden": "true" }),
          " ",
          T.noticeDetail.date
        ] }),
        /* @__PURE__ */ (0, import_jsx_runtime16.jsx)("dd", { children: /* @__PURE__ */ (0, import_jsx_runtime16.jsx)("time", { dateTime: notice.date, children: formatNoticeDate(notice.date) }) })
      ] }),
      notice.category && /* @__PURE__ */ (0, import_jsx_runtime16.jsxs)("div", { children: [
        /* @__PURE__ */ (0, import_jsx_runtime16.jsxs)("dt", { children: [
          /* @__PURE__ */ (0, import_jsx_runtime16.jsx)(import_lucide_react9.Tag, { size: 16, "aria-hidden": "true" }),
          " ",
          T.noticeDetail.category
        ] }),
        /* @__PURE__ */ (0, import_jsx_runtime16.jsx)("dd", { children: /* @__PURE__ */ (0, import_jsx_runtime16.jsx)("span", { className: "pub-badge", children: notice.category }) })
      ] })
    ] }),
    notice.description && /* @__PURE__ */ (0, import_jsx_runtime16.jsx)(Paragraphs, { text: notice.description, className: "pub-prose" }),
    notice.pdf_file && /* @__PURE__ */ (0, import_jsx_runtime16.jsxs)("div", { className: "pub-notice-page__files", children: [
      /* @__PURE__ */ (0, import_jsx_runtime16.jsxs)("a", { className: "pub-button", href: notice.pdf_file, target: "_blank", rel: "noopener noreferrer", type: "application/pdf", children: [
        /* @__PURE__ */ (0, import_jsx_runtime16.jsx)(import_lucide_react9.ExternalLink, { size: 18, "aria-hidden": "true" }),
        " ",
        T.noticeDetail.openPdf
      ] }),
      /* @__PURE__ */ (0, import_jsx_runtime16.jsxs)("a", { className: "pub-button pub-button--outline", href: downloadHref(notice.pdf_file), download: true, children: [
        /* @__PURE__ */ (0, import_jsx_runtime16.jsx)(import_lucide_react9.Download, { size: 18, "aria-hidden": "true" }),
        " ",
        T.noticeDetail.downloadPdf
      ] })
    ] }),
    /* @__PURE__ */ (0, import_jsx_runtime16.jsx)(ShareButtons, { url: `${origin}${path}`, title: notice.title })
  ] });
}
function NoticeDetailPage() {
  const { id = "" } = (0, import_react_router_dom8.useParams)();
  if (!/^\d{1,9}$/.test(id) || Number(id) < 1) return /* @__PURE__ */ (0, import_jsx_runtime16.jsx)(NotFoundPage, {});
  return /* @__PURE__ */ (0, import_jsx_runtime16.jsx)(NoticeArticle, { id: Number(id) });
}
var import_lucide_react9, import_react12, import_react_router_dom8, import_jsx_runtime16;
var init_NoticeDetail = __esm({
  "src/pages/NoticeDetail.tsx"() {
    "use strict";
    import_lucide_react9 = require("lucide-react");
    import_react12 = require("react");
    import_react_router_dom8 = require("react-router-dom");
    init_ui();
    init_publicApi();
    init_files2();
    init_LoadState();
    init_Paragraphs();
    init_noticeSearch();
    init_pageHead();
    init_texts();
    init_useHydrated();
    init_NotFound();
    init_PageTitle();
    import_jsx_runtime16 = require("react/jsx-runtime");
  }
});

// src/page/CsrfField.tsx
function CsrfField() {
  const token = typeof document === "undefined" ? CSRF_PLACEHOLDER : readCookie("csrftoken") ?? "";
  return /* @__PURE__ */ (0, import_jsx_runtime17.jsx)("input", { type: "hidden", name: "csrfmiddlewaretoken", defaultValue: token });
}
var import_jsx_runtime17, CSRF_PLACEHOLDER;
var init_CsrfField = __esm({
  "src/page/CsrfField.tsx"() {
    "use strict";
    init_api();
    import_jsx_runtime17 = require("react/jsx-runtime");
    CSRF_PLACEHOLDER = "__COLLEGE_CSRF_TOKEN__";
  }
});

// src/page/formState.ts
function flashOf(name) {
  const found = name && Object.prototype.hasOwnProperty.call(FORM_MESSAGES, name) ? FORM_MESSAGES[name] : null;
  return found ? { kind: found[0], text: found[1] } : null;
}
function pageForm() {
  if (pageFormState !== void 0) return pageFormState;
  pageFormState = null;
  const element = typeof document === "undefined" ? null : document.getElementById(FORM_STATE_ID);
  if (element) {
    try {
      const parsed = JSON.parse(element.textContent ?? "");
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) pageFormState = parsed;
    } catch {
    }
  }
  return pageFormState;
}
function textField(data, name) {
  const value = data.get(name);
  return typeof value === "string" ? value : "";
}
function useFormState(form) {
  const state = (0, import_react13.useContext)(FormStateContext);
  return state?.form === form ? state : null;
}
function usePageFlash() {
  const state = (0, import_react13.useContext)(FormStateContext);
  return state && !state.form ? flashOf(state.message) : null;
}
var import_react13, FORM_MESSAGES, FORM_STATE_ID, FormStateContext, pageFormState;
var init_formState = __esm({
  "src/page/formState.ts"() {
    "use strict";
    import_react13 = require("react");
    init_texts();
    FORM_MESSAGES = {
      loginRequired: ["error", T.auth.required],
      loginInvalid: ["error", T.auth.invalid],
      loginSuccess: ["success", T.auth.loginSuccess],
      registerFailed: ["error", T.auth.registerFailed],
      registerMismatch: ["error", T.auth.mismatch],
      registerSuccess: ["success", T.auth.registerSuccess],
      contactNeedReach: ["error", T.contact.needReach],
      contactFailure: ["error", T.contact.failure],
      contactSuccess: ["success", T.contact.success],
      formExpired: ["error", T.formExpired]
    };
    FORM_STATE_ID = "college-form";
    FormStateContext = (0, import_react13.createContext)(null);
  }
});

// src/pages/Contact.tsx
var Contact_exports = {};
__export(Contact_exports, {
  default: () => ContactPage
});
function ContactInfo() {
  const { institution } = useSiteInstitution();
  const phone = institution?.contact_phone;
  const email = institution?.contact_email;
  const rows = [
    { icon: import_lucide_react10.MapPin, label: T.contact.address, value: institution?.address || T.fallbackAddress },
    { icon: import_lucide_react10.Phone, label: T.contact.phone, value: phone ? /* @__PURE__ */ (0, import_jsx_runtime18.jsx)("a", { href: `tel:${phone}`, children: phone }) : "-" },
    { icon: import_lucide_react10.Mail, label: T.contact.email, value: email ? /* @__PURE__ */ (0, import_jsx_runtime18.jsx)("a", { href: `mailto:${email}`, children: email }) : "-" },
    { icon: import_lucide_react10.Clock, label: T.contact.hours, value: T.contact.hoursText }
  ];
  return /* @__PURE__ */ (0, import_jsx_runtime18.jsxs)("section", { className: "pub-panel", "aria-labelledby": "contact-info-title", children: [
    /* @__PURE__ */ (0, import_jsx_runtime18.jsx)("h2", { id: "contact-info-title", className: "pub-panel__title", children: T.contact.info }),
    /* @__PURE__ */ (0, import_jsx_runtime18.jsx)("dl", { className: "pub-details", children: rows.map(({ icon: Icon, label, value }) => /* @__PURE__ */ (0, import_jsx_runtime18.jsxs)("div", { className: "pub-details__row", children: [
      /* @__PURE__ */ (0, import_jsx_runtime18.jsxs)("dt", { children: [
        /* @__PURE__ */ (0, import_jsx_runtime18.jsx)(Icon, { size: 18, "aria-hidden": "true" }),
        " ",
        label
      ] }),
      /* @__PURE__ */ (0, import_jsx_runtime18.jsx)("dd", { className: "pub-break", children: value })
    ] }, label)) })
  ] });
}
function ContactForm() {
  const drawn = useFormState("contact");
  const [outcome, setOutcome] = (0, import_react14.useState)(flashOf(drawn?.message));
  const [send, { isLoading: sending }] = useSendContactMutation();
  const submit = async (event) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = Object.fromEntries(FIELDS.map((field) => [field, textField(data, field)]));
    if (contactReachProblem(values)) {
      setOutcome({ kind: "error", text: T.contact.needReach });
      return;
    }
    setOutcome(null);
    const payload = {
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      message: values.message.trim()
    };
    const result = await send(payload);
    if ("error" in result) {
      console.error("[public] contact message not sent", result.error);
      setOutcome({ kind: "error", text: T.contact.failure });
    } else {
      for (const field of FIELDS) {
        const element = form.elements.namedItem(field);
        if (element) element.value = "";
      }
      setOutcome({ kind: "success", text: T.contact.success });
    }
  };
  const typed = (field) => drawn?.values?.[field] ?? "";
  return /* @__PURE__ */ (0, import_jsx_runtime18.jsxs)("section", { className: "pub-panel", "aria-labelledby": "contact-form-title", children: [
    /* @__PURE__ */ (0, import_jsx_runtime18.jsx)("h2", { id: "contact-form-title", className: "pub-panel__title", children: T.contact.form }),
    /* @__PURE__ */ (0, import_jsx_runtime18.jsxs)("form", { className: "pub-form", method: "post", action: "/contact", onSubmit: submit, "aria-labelledby": "contact-form-title", children: [
      /* @__PURE__ */ (0, import_jsx_runtime18.jsx)(CsrfField, {}),
      /* @__PURE__ */ (0, import_jsx_runtime18.jsxs)("div", { className: "pub-field", children: [
        /* @__PURE__ */ (0, import_jsx_runtime18.jsxs)("label", { htmlFor: "contact-name", children: [
          T.contact.nameLabel,
          /* @__PURE__ */ (0, import_jsx_runtime18.jsx)("span", { "aria-hidden": "true", className: "pub-field__required", children: " *" })
        ] }),
        /* @__PURE__ */ (0, import_jsx_runtime18.jsx)("input", { id: "contact-name", name: "name", autoComplete: "name", required: true, maxLength: 150, placeholder: T.contact.namePlaceholder, defaultValue: typed("name") })
      ] }),
      /* @__PURE__ */ (0, import_jsx_runtime18.jsxs)("div", { className: "pub-form__pair", children: [
        /* @__PURE__ */ (0, import_jsx_runtime18.jsxs)("div", { className: "pub-field", children: [
          /* @__PURE__ */ (0, import_jsx_runtime18.jsx)("label", { htmlFor: "contact-email", children: T.contact.emailLabel }),
          /* @__PURE__ */ (0, import_jsx_runtime18.jsx)("input", { id: "contact-email", name: "email", type: "email", autoComplete: "email", maxLength: 254, placeholder: T.contact.emailPlaceholder, defaultValue: typed("email"), "aria-describedby": "contact-reach" })
        ] }),
        /* @__PURE__ */ (0, import_jsx_runtime18.jsxs)("div", { className: "pub-field", children: [
          /* @__PURE__ */ (0, import_jsx_runtime18.jsx)("label", { htmlFor: "contact-phone", children: T.contact.phoneLabel }),
          /* @__PURE__ */ (0, import_jsx_runtime18.jsx)("input", { id: "contact-phone", name: "phone", type: "tel", autoComplete: "tel", inputMode: "tel", maxLength: 30, placeholder: T.contact.phonePlaceholder, defaultValue: typed("phone"), "aria-describedby": "contact-reach" })
        ] })
      ] }),
      /* @__PURE__ */ (0, import_jsx_runtime18.jsx)("small", { id: "contact-reach", className: "pub-field__hint", children: T.contact.reachHint }),
      /* @__PURE__ */ (0, import_jsx_runtime18.jsxs)("div", { className: "pub-field", children: [
        /* @__PURE__ */ (0, import_jsx_runtime18.jsxs)("label", { htmlFor: "contact-message", children: [
          T.contact.messageLabel,
          /* @__PURE__ */ (0, import_jsx_runtime18.jsx)("span", { "aria-hidden": "true", className: "pub-field__required", children: " *" })
        ] }),
        /* @__PURE__ */ (0, import_jsx_runtime18.jsx)("textarea", { id: "contact-message", name: "message", required: true, rows: 5, maxLength: 5e3, placeholder: T.contact.messagePlaceholder, defaultValue: typed("message") })
      ] }),
      /* @__PURE__ */ (0, import_jsx_runtime18.jsx)("div", { "aria-live": "polite", className: "pub-form__outcome", children: outcome && /* @__PURE__ */ (0, import_jsx_runtime18.jsx)("p", { className: outcome.kind === "success" ? "pub-notice-box pub-notice-box--success" : "pub-notice-box pub-notice-box--error", role: outcome.kind === "error" ? "alert" : "status", children: outcome.text }) }),
      /* @__PURE__ */ (0, import_jsx_runtime18.jsxs)("button", { type: "submit", className: "pub-button pub-button--block", "aria-disabled": sending || void 0, children: [
        /* @__PURE__ */ (0, import_jsx_runtime18.jsx)(import_lucide_react10.Send, { size: 18, "aria-hidden": "true" }),
        " ",
        sending ? T.contact.sending : T.contact.send
      ] })
    ] })
  ] });
}
function ContactPage() {
  return /* @__PURE__ */ (0, import_jsx_runtime18.jsxs)("section", { className: "pub-container pub-page", children: [
    /* @__PURE__ */ (0, import_jsx_runtime18.jsx)(PageTitle, { children: T.pageTitles.contact }),
    /* @__PURE__ */ (0, import_jsx_runtime18.jsxs)("div", { className: "pub-contact", children: [
      /* @__PURE__ */ (0, import_jsx_runtime18.jsx)(ContactInfo, {}),
      /* @__PURE__ */ (0, import_jsx_runtime18.jsx)(ContactForm, {})
    ] })
  ] });
}
var import_lucide_react10, import_react14, import_jsx_runtime18, FIELDS;
var init_Contact = __esm({
  "src/pages/Contact.tsx"() {
    "use strict";
    import_lucide_react10 = require("lucide-react");
    import_react14 = require("react");
    init_schemas2();
    init_publicApi();
    init_texts();
    init_PageTitle();
    init_CsrfField();
    init_formState();
    init_publicApi();
    import_jsx_runtime18 = require("react/jsx-runtime");
    FIELDS = Object.keys(contactSchema);
  }
});

// src/components/FileLinks.tsx
function FileLinks({ file, openLabel, downloadLabel, describedBy }) {
  return /* @__PURE__ */ (0, import_jsx_runtime19.jsxs)("div", { className: "pub-files", children: [
    /* @__PURE__ */ (0, import_jsx_runtime19.jsxs)("a", { className: "pub-button pub-button--small", href: file, target: "_blank", rel: "noopener noreferrer", "aria-describedby": describedBy, children: [
      /* @__PURE__ */ (0, import_jsx_runtime19.jsx)(import_lucide_react11.ExternalLink, { size: 16, "aria-hidden": "true" }),
      " ",
      openLabel
    ] }),
    /* @__PURE__ */ (0, import_jsx_runtime19.jsxs)("a", { className: "pub-button pub-button--small pub-button--outline", href: downloadHref(file), download: true, "aria-describedby": describedBy, children: [
      /* @__PURE__ */ (0, import_jsx_runtime19.jsx)(import_lucide_react11.Download, { size: 16, "aria-hidden": "true" }),
      " ",
      downloadLabel
    ] })
  ] });
}
var import_lucide_react11, import_jsx_runtime19;
var init_FileLinks = __esm({
  "src/components/FileLinks.tsx"() {
    "use strict";
    import_lucide_react11 = require("lucide-react");
    init_files2();
    import_jsx_runtime19 = require("react/jsx-runtime");
  }
});

// src/components/numbers.ts
function countOf(value) {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value === "string" && /^\d+$/.test(value.trim())) return Number(value.trim());
  return null;
}
function percentText(part, whole) {
  const [p, w] = [countOf(part), countOf(whole)];
  if (p === null || w === null || w === 0 || p > w) return null;
  const value = Math.round(p / w * 1e3) / 10;
  return `${bn(Number.isInteger(value) ? String(value) : value.toFixed(1))}%`;
}
var bn;
var init_numbers = __esm({
  "src/components/numbers.ts"() {
    "use strict";
    init_schemas2();
    bn = (value) => toBengaliDigits(value);
  }
});

// src/components/Recognitions.tsx
function RecognitionList({ letters, headingLevel = 2 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return /* @__PURE__ */ (0, import_jsx_runtime20.jsx)("ul", { className: "pub-letters", children: letters.map((letter) => {
    const titleId = `letter-${letter.id}`;
    const image = letter.image && isImageFile(letter.image) ? letter.image : null;
    return /* @__PURE__ */ (0, import_jsx_runtime20.jsxs)("li", { className: "pub-letter", children: [
      image ? (
        // The picture opens the scan for a pointer; a keyboard and a screen reader have the links beside it.
        /* @__PURE__ */ (0, import_jsx_runtime20.jsx)("a", { className: "pub-letter__thumb", href: image, target: "_blank", rel: "noopener noreferrer", tabIndex: -1, "aria-hidden": "true", children: /* @__PURE__ */ (0, import_jsx_runtime20.jsx)("img", { src: image, srcSet: mediaSrcSet(image, 640), sizes: "(max-width: 30rem) 100vw, 16rem", alt: "", width: 320, height: 240, loading: "lazy", decoding: "async" }) })
      ) : /* @__PURE__ */ (0, import_jsx_runtime20.jsx)("span", { className: "pub-letter__thumb pub-letter__thumb--file", "aria-hidden": "true", children: /* @__PURE__ */ (0, import_jsx_runtime20.jsx)(import_lucide_react12.FileText, { size: 48 }) }),
      /* @__PURE__ */ (0, import_jsx_runtime20.jsxs)("div", { className: "pub-letter__body", children: [
        /* @__PURE__ */ (0, import_jsx_runtime20.jsx)(Heading, { id: titleId, className: "pub-letter__title", children: letter.title }),
        letter.date && /* @__PURE__ */ (0, import_jsx_runtime20.jsxs)("p", { className: "pub-letter__date", children: [
          T.acknowledgment.date,
          ": ",
          /* @__PURE__ */ (0, import_jsx_runtime20.jsx)("time", { dateTime: letter.date, children: formatBengaliDate(letter.date) })
        ] }),
        letter.image && /* @__PURE__ */ (0, import_jsx_runtime20.jsx)(FileLinks, { file: letter.image, openLabel: image ? T.files.open : T.files.openPdf, downloadLabel: T.files.download, describedBy: titleId })
      ] })
    ] }, letter.id);
  }) });
}
var import_lucide_react12, import_jsx_runtime20;
var init_Recognitions = __esm({
  "src/components/Recognitions.tsx"() {
    "use strict";
    import_lucide_react12 = require("lucide-react");
    init_ui();
    init_texts();
    init_dates();
    init_FileLinks();
    init_files2();
    import_jsx_runtime20 = require("react/jsx-runtime");
  }
});

// src/pages/studentTable.ts
function add(counts, gender, count) {
  counts[gender] += count;
  counts.total += count;
}
function studentTable(rows) {
  const classes = /* @__PURE__ */ new Map();
  const counts = zero();
  for (const row of rows) {
    const count = Number(row.count);
    if (!Number.isFinite(count) || count <= 0) continue;
    let group = classes.get(row.class_name);
    if (!group) {
      group = { id: row.class_name, name: row.class, sections: [], counts: zero(), bySection: /* @__PURE__ */ new Map() };
      classes.set(row.class_name, group);
    }
    const section = row.section.trim();
    let sectionRow = group.bySection.get(section);
    if (!sectionRow) {
      sectionRow = { section, counts: zero() };
      group.bySection.set(section, sectionRow);
      group.sections.push(sectionRow);
    }
    const gender = row.gender && GENDERS.includes(row.gender) ? row.gender : "unknown";
    add(sectionRow.counts, gender, count);
    add(group.counts, gender, count);
    add(counts, gender, count);
  }
  return {
    // A column for students whose gender is not recorded only when there are some.
    columns: counts.unknown ? [...GENDERS, "unknown"] : [...GENDERS],
    classes: [...classes.values()].map(({ bySection: _bySection, ...group }) => group),
    counts
  };
}
var zero;
var init_studentTable = __esm({
  "src/pages/studentTable.ts"() {
    "use strict";
    init_schemas2();
    zero = () => ({ male: 0, female: 0, other: 0, unknown: 0, total: 0 });
  }
});

// src/pages/About.tsx
var About_exports = {};
__export(About_exports, {
  default: () => AboutPage
});
function Part({ id, children }) {
  return /* @__PURE__ */ (0, import_jsx_runtime21.jsxs)("section", { id, className: "pub-about-part", "aria-labelledby": `${id}-title`, children: [
    /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("h2", { id: `${id}-title`, className: "pub-block__title", children: headingOf(id) }),
    children
  ] });
}
function Facts({ rows }) {
  return /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("dl", { className: "pub-details", children: rows.map(([label, value]) => /* @__PURE__ */ (0, import_jsx_runtime21.jsxs)("div", { className: "pub-details__row", children: [
    /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("dt", { children: label }),
    /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("dd", { children: value || T.dash })
  ] }, label)) });
}
function Intro({ record }) {
  const { institution } = useSiteInstitution();
  const established = record?.government_approval_date;
  return /* @__PURE__ */ (0, import_jsx_runtime21.jsxs)(Part, { id: "intro", children: [
    institution?.name && /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("p", { className: "pub-about-page__name", children: institution.name }),
    /* @__PURE__ */ (0, import_jsx_runtime21.jsx)(
      Facts,
      {
        rows: [
          [A.eiin, text(record?.eiin) && bn(text(record?.eiin))],
          [A.collegeCode, text(record?.college_code) && bn(text(record?.college_code))],
          [A.board, text(record?.education_board)],
          [A.established, established ? /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("time", { dateTime: established, children: formatBengaliDate(established) }) : ""],
          [A.approvalNumber, text(record?.government_approval_number)]
        ]
      }
    ),
    text(record?.history) && /* @__PURE__ */ (0, import_jsx_runtime21.jsxs)(import_jsx_runtime21.Fragment, { children: [
      /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("h3", { className: "pub-about__subtitle", children: A.history }),
      /* @__PURE__ */ (0, import_jsx_runtime21.jsx)(Paragraphs, { text: record.history, className: "pub-prose" })
    ] })
  ] });
}
function Aims({ record }) {
  return /* @__PURE__ */ (0, import_jsx_runtime21.jsx)(Part, { id: "aims", children: /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("div", { className: "pub-about-page__aims", children: [
    [A.mission, record?.mission],
    [A.objective, record?.objective]
  ].map(([label, value]) => /* @__PURE__ */ (0, import_jsx_runtime21.jsxs)("div", { className: "pub-panel", children: [
    /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("h3", { className: "pub-panel__title", children: label }),
    text(value) ? /* @__PURE__ */ (0, import_jsx_runtime21.jsx)(Paragraphs, { text: value, className: "pub-prose" }) : /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("p", { children: T.dash })
  ] }, label)) }) });
}
function Recognition() {
  const { data, isLoading, error, refetch } = useGetRecognitionsQuery();
  useLogFailure("acknowledgment", error);
  return /* @__PURE__ */ (0, import_jsx_runtime21.jsxs)(Part, { id: "recognition", children: [
    isLoading ? /* @__PURE__ */ (0, import_jsx_runtime21.jsx)(Spinner, { label: T.loading }) : data?.length ? /* @__PURE__ */ (0, import_jsx_runtime21.jsx)(RecognitionList, { letters: data, headingLevel: 3 }) : /* @__PURE__ */ (0, import_jsx_runtime21.jsx)(EmptyState, { onRetry: error ? refetch : void 0 }),
    /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime21.jsx)(import_react_router_dom9.Link, { to: "/acknowledgment", children: A.allRecognition }) })
  ] });
}
function CountCells({ counts, columns }) {
  return /* @__PURE__ */ (0, import_jsx_runtime21.jsxs)(import_jsx_runtime21.Fragment, { children: [
    columns.map((column) => /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("td", { children: bn(counts[column]) }, column)),
    /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("td", { className: "pub-table__total", children: bn(counts.total) })
  ] });
}
function StudentCounts() {
  const { data, isLoading, error, refetch } = useGetStatsQuery();
  useLogFailure("stats", error);
  if (isLoading) return /* @__PURE__ */ (0, import_jsx_runtime21.jsx)(Spinner, { label: T.loading });
  const table = studentTable(data?.students ?? []);
  if (!table.classes.length) return /* @__PURE__ */ (0, import_jsx_runtime21.jsx)(EmptyState, { onRetry: error ? refetch : void 0 });
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("div", { className: "pub-table-scroll", role: "region", "aria-labelledby": "students-title", tabIndex: 0, children: /* @__PURE__ */ (0, import_jsx_runtime21.jsxs)("table", { className: "pub-table", children: [
      /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("caption", { className: "pub-sr-only", children: A.studentsCaption }),
      /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("thead", { children: /* @__PURE__ */ (0, import_jsx_runtime21.jsxs)("tr", { children: [
        /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("th", { scope: "col", children: A.className }),
        /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("th", { scope: "col", children: A.section }),
        table.columns.map((column) => /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("th", { scope: "col", children: genderLabel(column) }, column)),
        /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("th", { scope: "col", children: A.total })
      ] }) }),
      /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("tbody", { children: table.classes.map((group) => /* @__PURE__ */ (0, import_jsx_runtime21.jsxs)(import_react15.Fragment, { children: [
        group.sections.map((row, index) => /* @__PURE__ */ (0, import_jsx_runtime21.jsxs)("tr", { children: [
          index === 0 && /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("th", { scope: "row", rowSpan: group.sections.length, children: group.name }),
          /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("td", { children: row.section ? bn(row.section) : A.noSection }),
          /* @__PURE__ */ (0, import_jsx_runtime21.jsx)(CountCells, { counts: row.counts, columns: table.columns })
        ] }, row.section)),
        group.sections.length > 1 && /* @__PURE__ */ (0, import_jsx_runtime21.jsxs)("tr", { className: "pub-table__subtotal", children: [
          /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("th", { scope: "row", colSpan: 2, children: A.classTotal(group.name) }),
          /* @__PURE__ */ (0, import_jsx_runtime21.jsx)(CountCells, { counts: group.counts, columns: table.columns })
        ] })
      ] }, group.id)) }),
      /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("tfoot", { children: /* @__PURE__ */ (0, import_jsx_runtime21.jsxs)("tr", { children: [
        /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("th", { scope: "row", colSpan: 2, children: A.grandTotal }),
        /* @__PURE__ */ (0, import_jsx_runtime21.jsx)(CountCells, { counts: table.counts, columns: table.columns })
      ] }) })
    ] }) })
  );
}
function People() {
  const { data, error } = useGetStatsQuery();
  const students = data ? data.students.reduce((sum, row) => sum + (Number(row.count) > 0 ? Number(row.count) : 0), 0) : null;
  const counters = [
    { label: A.teachers, value: data?.teachers },
    { label: A.staff, value: data?.staff },
    { label: A.studentsTotal, value: students }
  ];
  return /* @__PURE__ */ (0, import_jsx_runtime21.jsx)(Part, { id: "people", children: /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("ul", { className: "pub-counters", children: counters.map((counter) => /* @__PURE__ */ (0, import_jsx_runtime21.jsxs)("li", { className: "pub-counter", children: [
    /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("span", { className: "pub-counter__value", children: counter.value === void 0 || counter.value === null || error && !data ? T.dash : bn(counter.value) }),
    /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("span", { className: "pub-counter__label", children: counter.label })
  ] }, counter.label)) }) });
}
function GoverningBody() {
  const { data, isLoading, error, refetch } = useGetCommitteeQuery();
  useLogFailure("committee members", error);
  return /* @__PURE__ */ (0, import_jsx_runtime21.jsx)(Part, { id: "governing-body", children: isLoading ? /* @__PURE__ */ (0, import_jsx_runtime21.jsx)(Spinner, { label: T.loading }) : !data?.length ? /* @__PURE__ */ (0, import_jsx_runtime21.jsx)(EmptyState, { onRetry: error ? refetch : void 0 }) : /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("ul", { className: "pub-roster", children: data.map((member) => /* @__PURE__ */ (0, import_jsx_runtime21.jsxs)("li", { children: [
    /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("span", { className: "pub-roster__name", children: member.full_name }),
    /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("span", { className: "pub-roster__role", children: member.role })
  ] }, member.id)) }) });
}
function Officer({ title, name, phone, email }) {
  return /* @__PURE__ */ (0, import_jsx_runtime21.jsxs)("div", { className: "pub-panel", children: [
    /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("h3", { className: "pub-panel__title", children: title }),
    /* @__PURE__ */ (0, import_jsx_runtime21.jsx)(
      Facts,
      {
        rows: [
          [A.name, name],
          [A.phone, phone && /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("a", { href: `tel:${phone.replace(/\s+/g, "")}`, children: phone })],
          [A.email, email && /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("a", { className: "pub-break", href: `mailto:${email}`, children: email })]
        ]
      }
    )
  ] });
}
function Officers({ record }) {
  return /* @__PURE__ */ (0, import_jsx_runtime21.jsx)(Part, { id: "officers", children: /* @__PURE__ */ (0, import_jsx_runtime21.jsxs)("div", { className: "pub-about-page__aims", children: [
    /* @__PURE__ */ (0, import_jsx_runtime21.jsx)(Officer, { title: A.grs, name: text(record?.grs_officer_name), phone: text(record?.grs_officer_phone), email: text(record?.grs_officer_email) }),
    /* @__PURE__ */ (0, import_jsx_runtime21.jsx)(Officer, { title: A.rti, name: text(record?.rti_officer_name), phone: text(record?.rti_officer_phone), email: text(record?.rti_officer_email) })
  ] }) });
}
function Charter({ record }) {
  const file = record?.citizen_charter_file;
  return /* @__PURE__ */ (0, import_jsx_runtime21.jsxs)(Part, { id: "charter", children: [
    text(record?.citizen_charter) ? /* @__PURE__ */ (0, import_jsx_runtime21.jsx)(Paragraphs, { text: record.citizen_charter, className: "pub-prose" }) : !file && /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("p", { children: T.dash }),
    file && /* @__PURE__ */ (0, import_jsx_runtime21.jsx)(FileLinks, { file, openLabel: A.charterPdf, downloadLabel: T.files.download })
  ] });
}
function AboutPage() {
  usePageHead({ canonical: "/about", description: A.metaDescription });
  const { data, isLoading, error } = useGetInstitutionRecordQuery();
  useLogFailure("institution", error);
  const record = data ?? null;
  return /* @__PURE__ */ (0, import_jsx_runtime21.jsxs)("div", { className: "pub-container pub-page pub-about-page", children: [
    /* @__PURE__ */ (0, import_jsx_runtime21.jsx)(PageTitle, { children: T.pageTitles.about }),
    /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("nav", { className: "pub-contents", "aria-label": A.contents, children: /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("ul", { children: PARTS.map(([id, label]) => /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime21.jsx)("a", { href: `#${id}`, children: label }) }, id)) }) }),
    isLoading ? /* @__PURE__ */ (0, import_jsx_runtime21.jsx)(Spinner, { label: T.loading }) : /* @__PURE__ */ (0, import_jsx_runtime21.jsxs)(import_jsx_runtime21.Fragment, { children: [
      /* @__PURE__ */ (0, import_jsx_runtime21.jsx)(Intro, { record }),
      /* @__PURE__ */ (0, import_jsx_runtime21.jsx)(Aims, { record })
    ] }),
    /* @__PURE__ */ (0, import_jsx_runtime21.jsx)(Recognition, {}),
    /* @__PURE__ */ (0, import_jsx_runtime21.jsx)(Part, { id: "students", children: /* @__PURE__ */ (0, import_jsx_runtime21.jsx)(StudentCounts, {}) }),
    /* @__PURE__ */ (0, import_jsx_runtime21.jsx)(People, {}),
    /* @__PURE__ */ (0, import_jsx_runtime21.jsx)(GoverningBody, {}),
    !isLoading && /* @__PURE__ */ (0, import_jsx_runtime21.jsxs)(import_jsx_runtime21.Fragment, { children: [
      /* @__PURE__ */ (0, import_jsx_runtime21.jsx)(Officers, { record }),
      /* @__PURE__ */ (0, import_jsx_runtime21.jsx)(Charter, { record })
    ] })
  ] });
}
var import_react15, import_react_router_dom9, import_jsx_runtime21, A, PARTS, headingOf, text, genderLabel;
var init_About = __esm({
  "src/pages/About.tsx"() {
    "use strict";
    import_react15 = require("react");
    import_react_router_dom9 = require("react-router-dom");
    init_schemas2();
    init_ui();
    init_publicApi();
    init_dates();
    init_FileLinks();
    init_LoadState();
    init_numbers();
    init_Paragraphs();
    init_Recognitions();
    init_pageHead();
    init_texts();
    init_PageTitle();
    init_studentTable();
    import_jsx_runtime21 = require("react/jsx-runtime");
    A = T.about;
    PARTS = [
      ["intro", A.intro],
      ["aims", A.aims],
      ["recognition", A.recognition],
      ["students", A.students],
      ["people", A.people],
      ["governing-body", A.governingBody],
      ["officers", A.officers],
      ["charter", A.charter]
    ];
    headingOf = (id) => PARTS.find(([part]) => part === id)[1];
    text = (value) => value?.trim() || "";
    genderLabel = (column) => column === "unknown" ? A.unknownGender : GENDER_LABELS[column];
  }
});

// src/pages/Result.tsx
var Result_exports = {};
__export(Result_exports, {
  byYear: () => byYear,
  default: () => ResultPage
});
function byYear(results) {
  const groups = [];
  for (const result of results) {
    const last = groups.at(-1);
    if (last?.year === result.year) last.results.push(result);
    else groups.push({ year: result.year, results: [result] });
  }
  return groups;
}
function Fact({ label, value, className }) {
  return /* @__PURE__ */ (0, import_jsx_runtime22.jsxs)("div", { className, children: [
    /* @__PURE__ */ (0, import_jsx_runtime22.jsx)("dt", { children: label }),
    /* @__PURE__ */ (0, import_jsx_runtime22.jsx)("dd", { children: value })
  ] });
}
function ResultCard({ result, className }) {
  const [examinees, passed, gpa5] = [countOf(result.examinees), countOf(result.passed), countOf(result.gpa5)];
  const rate = percentText(passed, examinees);
  const titleId = `result-${result.id}`;
  return /* @__PURE__ */ (0, import_jsx_runtime22.jsxs)("li", { className: "pub-result", children: [
    /* @__PURE__ */ (0, import_jsx_runtime22.jsxs)("div", { className: "pub-result__head", children: [
      /* @__PURE__ */ (0, import_jsx_runtime22.jsxs)("h3", { id: titleId, className: "pub-result__title", children: [
        result.exam_name,
        /* @__PURE__ */ (0, import_jsx_runtime22.jsxs)("span", { className: "pub-sr-only", children: [
          " ",
          "(",
          className,
          ", ",
          bn(result.year),
          ")"
        ] })
      ] }),
      /* @__PURE__ */ (0, import_jsx_runtime22.jsx)("span", { className: "pub-badge", children: R.categories[result.category] ?? result.category })
    ] }),
    /* @__PURE__ */ (0, import_jsx_runtime22.jsxs)("dl", { className: "pub-result__facts", children: [
      /* @__PURE__ */ (0, import_jsx_runtime22.jsx)(Fact, { label: R.className, value: className }),
      examinees !== null && /* @__PURE__ */ (0, import_jsx_runtime22.jsx)(Fact, { label: R.examinees, value: bn(examinees) }),
      passed !== null && /* @__PURE__ */ (0, import_jsx_runtime22.jsx)(Fact, { label: R.passed, value: bn(passed) }),
      rate && /* @__PURE__ */ (0, import_jsx_runtime22.jsx)(Fact, { label: R.passRate, value: rate, className: "pub-result__rate" }),
      gpa5 !== null && /* @__PURE__ */ (0, import_jsx_runtime22.jsx)(Fact, { label: R.gpa5, value: bn(gpa5) })
    ] }),
    result.file && /* @__PURE__ */ (0, import_jsx_runtime22.jsx)(FileLinks, { file: result.file, openLabel: R.open, downloadLabel: R.download, describedBy: titleId })
  ] });
}
function ResultList({ page: page2, category, hrefFor }) {
  const { data, isLoading, isFetching, error, refetch } = useGetResultPageQuery({ page: page2, category });
  const classes = useGetClassNamesQuery();
  useLogFailure("results", error);
  useLogFailure("classes", classes.error);
  if (isLoading) return /* @__PURE__ */ (0, import_jsx_runtime22.jsx)(Spinner, { label: T.loading });
  if (!data?.results.length) return /* @__PURE__ */ (0, import_jsx_runtime22.jsx)(EmptyState, { onRetry: error ? refetch : void 0 });
  const names = new Map((classes.data ?? []).map((c) => [c.id, c.name]));
  const className = (id) => id === null ? T.dash : names.get(Number(id)) ?? T.routine.unknownClass(bn(id));
  return /* @__PURE__ */ (0, import_jsx_runtime22.jsxs)("div", { "aria-busy": isFetching || void 0, children: [
    byYear(data.results).map(({ year, results }) => /* @__PURE__ */ (0, import_jsx_runtime22.jsxs)("section", { className: "pub-year", "aria-labelledby": `year-${year}`, children: [
      /* @__PURE__ */ (0, import_jsx_runtime22.jsx)("h2", { id: `year-${year}`, className: "pub-year__title", children: R.year(bn(year)) }),
      /* @__PURE__ */ (0, import_jsx_runtime22.jsx)("ul", { className: "pub-results", children: results.map((result) => /* @__PURE__ */ (0, import_jsx_runtime22.jsx)(ResultCard, { result, className: className(result.class_name) }, result.id)) })
    ] }, year)),
    /* @__PURE__ */ (0, import_jsx_runtime22.jsx)(Pagination, { page: page2, pages: Math.max(1, Math.ceil(data.count / RESULT_PAGE_SIZE)), label: R.pagination, hrefFor })
  ] });
}
function ResultPage() {
  const [params] = (0, import_react_router_dom10.useSearchParams)();
  const page2 = parsePage(params.get("page"));
  const category = parseResultCategory(params.get("category"));
  const hrefFor = (n, of = category ?? null) => `/result${resultSearch(of, n)}`;
  usePageHead({ canonical: hrefFor(page2 ?? 1), description: R.metaDescription });
  const valid = page2 !== null && category !== void 0;
  const { error } = useGetResultPageQuery({ page: page2 ?? 1, category: category ?? null }, { skip: !valid });
  if (!valid || isMissing(error)) return /* @__PURE__ */ (0, import_jsx_runtime22.jsx)(NotFoundPage, {});
  const tabs = [null, ...RESULT_CATEGORIES].map((of) => ({ to: hrefFor(1, of), label: of ? R.categories[of] : R.all, current: of === category }));
  return /* @__PURE__ */ (0, import_jsx_runtime22.jsxs)("section", { className: "pub-container pub-page", children: [
    /* @__PURE__ */ (0, import_jsx_runtime22.jsx)(PageTitle, { children: T.pageTitles.result }),
    /* @__PURE__ */ (0, import_jsx_runtime22.jsx)(TabLinks, { label: R.filters, items: tabs }),
    /* @__PURE__ */ (0, import_jsx_runtime22.jsx)(ResultList, { page: page2, category, hrefFor: (n) => hrefFor(n) })
  ] });
}
var import_react_router_dom10, import_jsx_runtime22, R;
var init_Result = __esm({
  "src/pages/Result.tsx"() {
    "use strict";
    import_react_router_dom10 = require("react-router-dom");
    init_schemas2();
    init_ui();
    init_publicApi();
    init_FileLinks();
    init_LoadState();
    init_numbers();
    init_Pagination();
    init_TabLinks();
    init_listParams();
    init_pageHead();
    init_recordParams();
    init_texts();
    init_NotFound();
    init_PageTitle();
    import_jsx_runtime22 = require("react/jsx-runtime");
    R = T.result;
  }
});

// src/pages/weekGrid.ts
function weekGrid(slots) {
  const used = new Set(TEACHING_DAYS);
  for (const slot of slots) for (const day of daysOfSlot(slot)) used.add(day);
  const days = DAYS.filter((day) => used.has(day));
  const rows = /* @__PURE__ */ new Map();
  const ordered = [...slots].sort((a, b) => a.startTime.localeCompare(b.startTime) || a.endTime.localeCompare(b.endTime) || a.id - b.id);
  for (const slot of ordered) {
    const key = `${slot.startTime}-${slot.endTime}`;
    let row = rows.get(key);
    if (!row) {
      row = { startTime: slot.startTime, endTime: slot.endTime, cells: Object.fromEntries(DAYS.map((day) => [day, []])) };
      rows.set(key, row);
    }
    for (const day of daysOfSlot(slot)) row.cells[day].push(slot);
  }
  return { days, rows: [...rows.values()] };
}
var isDay, daysOfSlot;
var init_weekGrid = __esm({
  "src/pages/weekGrid.ts"() {
    "use strict";
    init_schemas2();
    isDay = (day) => typeof day === "string" && DAYS.includes(day);
    daysOfSlot = (slot) => isDay(slot.day) ? [slot.day] : TEACHING_DAYS;
  }
});

// src/pages/Routine.tsx
var Routine_exports = {};
__export(Routine_exports, {
  default: () => RoutinePage,
  routineSearch: () => routineSearch,
  useChosenClass: () => useChosenClass
});
function useChosenClass() {
  const [params] = (0, import_react_router_dom11.useSearchParams)();
  const classes = useGetClassNamesQuery();
  const sections = useGetSectionNamesQuery();
  useLogFailure("classes", classes.error);
  useLogFailure("sections", sections.error);
  const asked = { className: params.get("class") ?? "", section: params.get("section") ?? "" };
  const chosenClass = findNamed(classes.data ?? [], asked.className);
  const chosenSection = findNamed(sections.data ?? [], asked.section);
  return {
    asked,
    classes: classes.data ?? [],
    sections: sections.data ?? [],
    loading: classes.isLoading || sections.isLoading,
    chosen: chosenClass && chosenSection ? { className: chosenClass, section: chosenSection } : null
  };
}
function ChooseForm({ classes, sections, chosen }) {
  const id = (0, import_react16.useId)();
  const navigate = (0, import_react_router_dom11.useNavigate)();
  const classValue = chosen ? String(chosen.className.id) : "";
  const sectionValue = chosen ? String(chosen.section.id) : "";
  const classSelect = useFollowValue(classValue);
  const sectionSelect = useFollowValue(sectionValue);
  const submit = (event) => {
    const data = new FormData(event.currentTarget);
    const [classId, sectionId] = [data.get("class"), data.get("section")];
    if (typeof classId !== "string" || typeof sectionId !== "string" || !classId || !sectionId) return;
    event.preventDefault();
    void navigate(`/routine?${new URLSearchParams({ class: classId, section: sectionId }).toString()}`);
  };
  return /* @__PURE__ */ (0, import_jsx_runtime23.jsxs)("form", { className: "pub-choose", method: "get", action: "/routine", onSubmit: submit, children: [
    /* @__PURE__ */ (0, import_jsx_runtime23.jsxs)("div", { className: "pub-field", children: [
      /* @__PURE__ */ (0, import_jsx_runtime23.jsx)("label", { htmlFor: `${id}-class`, children: R2.className }),
      /* @__PURE__ */ (0, import_jsx_runtime23.jsxs)("select", { ref: classSelect, id: `${id}-class`, name: "class", required: true, defaultValue: classValue, children: [
        /* @__PURE__ */ (0, import_jsx_runtime23.jsx)("option", { value: "", children: R2.chooseClass }),
        classes.map((item) => /* @__PURE__ */ (0, import_jsx_runtime23.jsx)("option", { value: item.id, children: item.name }, item.id))
      ] })
    ] }),
    /* @__PURE__ */ (0, import_jsx_runtime23.jsxs)("div", { className: "pub-field", children: [
      /* @__PURE__ */ (0, import_jsx_runtime23.jsx)("label", { htmlFor: `${id}-section`, children: R2.section }),
      /* @__PURE__ */ (0, import_jsx_runtime23.jsxs)("select", { ref: sectionSelect, id: `${id}-section`, name: "section", required: true, defaultValue: sectionValue, children: [
        /* @__PURE__ */ (0, import_jsx_runtime23.jsx)("option", { value: "", children: R2.chooseSection }),
        sections.map((item) => /* @__PURE__ */ (0, import_jsx_runtime23.jsx)("option", { value: item.id, children: item.name }, item.id))
      ] })
    ] }),
    /* @__PURE__ */ (0, import_jsx_runtime23.jsx)("button", { type: "submit", className: "pub-button", children: R2.show })
  ] });
}
function WeekTable({ className, section }) {
  const { data, isLoading, error, refetch } = useGetWeekRoutineQuery({ classId: className.id, sectionId: section.id });
  const { institution } = useSiteInstitution();
  const hydrated = useHydrated();
  useLogFailure("class routine", error);
  if (isLoading) return /* @__PURE__ */ (0, import_jsx_runtime23.jsx)(Spinner, { label: T.loading });
  if (error && !data) return /* @__PURE__ */ (0, import_jsx_runtime23.jsx)(EmptyState, { onRetry: refetch });
  const title = R2.gridTitle(className.name, section.name);
  const grid = weekGrid(data ?? []);
  const time = (text2) => /* @__PURE__ */ (0, import_jsx_runtime23.jsx)("time", { dateTime: text2, children: bn(text2) });
  return /* @__PURE__ */ (0, import_jsx_runtime23.jsxs)("div", { className: "pub-week-print", children: [
    institution?.name && /* @__PURE__ */ (0, import_jsx_runtime23.jsx)("p", { className: "pub-week__college", children: institution.name }),
    /* @__PURE__ */ (0, import_jsx_runtime23.jsx)("h3", { id: "week-title", className: "pub-week__title", children: title }),
    grid.rows.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime23.jsx)("p", { className: "pub-empty", role: "status", children: R2.noSlots }) : /* @__PURE__ */ (0, import_jsx_runtime23.jsxs)(import_jsx_runtime23.Fragment, { children: [
      /* @__PURE__ */ (0, import_jsx_runtime23.jsx)("div", { className: "pub-week__scroll", role: "region", "aria-labelledby": "week-title", tabIndex: 0, children: /* @__PURE__ */ (0, import_jsx_runtime23.jsxs)("table", { className: "pub-week", children: [
        /* @__PURE__ */ (0, import_jsx_runtime23.jsx)("thead", { children: /* @__PURE__ */ (0, import_jsx_runtime23.jsxs)("tr", { children: [
          /* @__PURE__ */ (0, import_jsx_runtime23.jsx)("th", { scope: "col", children: R2.time }),
          grid.days.map((day) => /* @__PURE__ */ (0, import_jsx_runtime23.jsx)("th", { scope: "col", children: R2.days[day] }, day))
        ] }) }),
        /* @__PURE__ */ (0, import_jsx_runtime23.jsx)("tbody", { children: grid.rows.map((row) => /* @__PURE__ */ (0, import_jsx_runtime23.jsxs)("tr", { children: [
          /* @__PURE__ */ (0, import_jsx_runtime23.jsxs)("th", { scope: "row", className: "pub-week__time", children: [
            time(row.startTime),
            "\u2013",
            time(row.endTime)
          ] }),
          grid.days.map((day) => /* @__PURE__ */ (0, import_jsx_runtime23.jsx)("td", { children: row.cells[day].length ? row.cells[day].map((slot) => /* @__PURE__ */ (0, import_jsx_runtime23.jsxs)("div", { className: "pub-week__slot", children: [
            /* @__PURE__ */ (0, import_jsx_runtime23.jsx)("span", { className: "pub-week__subject", children: slot.subjectName || T.dash }),
            slot.teacherName && /* @__PURE__ */ (0, import_jsx_runtime23.jsx)("span", { className: "pub-week__teacher", children: slot.teacherName })
          ] }, slot.id)) : /* @__PURE__ */ (0, import_jsx_runtime23.jsxs)("span", { className: "pub-week__free", children: [
            /* @__PURE__ */ (0, import_jsx_runtime23.jsx)("span", { "aria-hidden": "true", children: "\u2013" }),
            /* @__PURE__ */ (0, import_jsx_runtime23.jsx)("span", { className: "pub-sr-only", children: R2.noClass })
          ] }) }, day))
        ] }, `${row.startTime}-${row.endTime}`)) })
      ] }) }),
      /* @__PURE__ */ (0, import_jsx_runtime23.jsxs)("div", { className: "pub-week__actions", children: [
        /* @__PURE__ */ (0, import_jsx_runtime23.jsxs)("a", { className: "pub-button pub-button--small pub-button--outline", href: `/routine.ics${routineSearch(className.id, section.id)}`, download: true, children: [
          /* @__PURE__ */ (0, import_jsx_runtime23.jsx)(import_lucide_react13.CalendarPlus, { size: 16, "aria-hidden": "true" }),
          " ",
          R2.calendar
        ] }),
        hydrated && /* @__PURE__ */ (0, import_jsx_runtime23.jsxs)("button", { type: "button", className: "pub-button pub-button--small pub-button--outline", onClick: () => window.print(), children: [
          /* @__PURE__ */ (0, import_jsx_runtime23.jsx)(import_lucide_react13.Printer, { size: 16, "aria-hidden": "true" }),
          " ",
          R2.print
        ] })
      ] })
    ] })
  ] });
}
function WeekRoutine() {
  const { asked, classes, sections, loading, chosen } = useChosenClass();
  const askedSomething = Boolean(asked.className.trim() || asked.section.trim());
  return /* @__PURE__ */ (0, import_jsx_runtime23.jsxs)("section", { className: "pub-week-sheet", "aria-labelledby": "week-heading", children: [
    /* @__PURE__ */ (0, import_jsx_runtime23.jsx)("h2", { id: "week-heading", className: "pub-block__title", children: R2.week }),
    loading ? /* @__PURE__ */ (0, import_jsx_runtime23.jsx)(Spinner, { label: T.loading }) : /* @__PURE__ */ (0, import_jsx_runtime23.jsxs)(import_jsx_runtime23.Fragment, { children: [
      /* @__PURE__ */ (0, import_jsx_runtime23.jsx)(ChooseForm, { classes, sections, chosen }),
      chosen ? /* @__PURE__ */ (0, import_jsx_runtime23.jsx)(WeekTable, { className: chosen.className, section: chosen.section }) : /* @__PURE__ */ (0, import_jsx_runtime23.jsx)("p", { className: "pub-hint", role: askedSomething ? "status" : void 0, children: askedSomething ? R2.notFound : R2.hint })
    ] })
  ] });
}
function RoutineFiles() {
  const { data, isLoading, error, refetch } = useGetRoutineFilesQuery();
  const classes = useGetClassNamesQuery();
  useLogFailure("routine files", error);
  const names = new Map((classes.data ?? []).map((c) => [c.id, c.name]));
  const className = (file) => file.class_name === null ? T.dash : names.get(Number(file.class_name)) ?? R2.unknownClass(bn(file.class_name));
  const files = (data ?? []).filter((file) => file.file);
  return /* @__PURE__ */ (0, import_jsx_runtime23.jsxs)("section", { className: "pub-block", "aria-labelledby": "files-heading", children: [
    /* @__PURE__ */ (0, import_jsx_runtime23.jsx)("h2", { id: "files-heading", className: "pub-block__title", children: R2.files }),
    isLoading ? /* @__PURE__ */ (0, import_jsx_runtime23.jsx)(Spinner, { label: T.loading }) : !files.length ? /* @__PURE__ */ (0, import_jsx_runtime23.jsx)(EmptyState, { onRetry: error ? refetch : void 0 }) : ROUTINE_FILE_CATEGORIES.map((category) => {
      const ofCategory = files.filter((file) => file.category === category);
      if (!ofCategory.length) return null;
      return /* @__PURE__ */ (0, import_jsx_runtime23.jsxs)("div", { className: "pub-routine-files", children: [
        /* @__PURE__ */ (0, import_jsx_runtime23.jsx)("h3", { className: "pub-routine-files__title", children: R2.fileCategories[category] }),
        /* @__PURE__ */ (0, import_jsx_runtime23.jsx)("ul", { className: "pub-records", children: ofCategory.map((file) => /* @__PURE__ */ (0, import_jsx_runtime23.jsxs)("li", { className: "pub-record", children: [
          /* @__PURE__ */ (0, import_jsx_runtime23.jsxs)("p", { id: `routine-file-${file.id}`, className: "pub-record__title", children: [
            R2.className,
            ": ",
            className(file),
            /* @__PURE__ */ (0, import_jsx_runtime23.jsxs)("span", { className: "pub-sr-only", children: [
              " (",
              R2.fileCategories[category],
              ")"
            ] })
          ] }),
          /* @__PURE__ */ (0, import_jsx_runtime23.jsx)(FileLinks, { file: file.file, openLabel: T.files.open, downloadLabel: T.files.download, describedBy: `routine-file-${file.id}` })
        ] }, file.id)) })
      ] }, category);
    })
  ] });
}
function RoutinePage() {
  const { chosen } = useChosenClass();
  usePageHead({ canonical: chosen ? `/routine${routineSearch(chosen.className.id, chosen.section.id)}` : "/routine", description: R2.metaDescription });
  return /* @__PURE__ */ (0, import_jsx_runtime23.jsxs)("section", { className: "pub-container pub-page pub-routine", children: [
    /* @__PURE__ */ (0, import_jsx_runtime23.jsx)(PageTitle, { children: T.pageTitles.routine }),
    /* @__PURE__ */ (0, import_jsx_runtime23.jsx)(WeekRoutine, {}),
    /* @__PURE__ */ (0, import_jsx_runtime23.jsx)(RoutineFiles, {})
  ] });
}
var import_lucide_react13, import_react16, import_react_router_dom11, import_jsx_runtime23, R2, routineSearch;
var init_Routine = __esm({
  "src/pages/Routine.tsx"() {
    "use strict";
    import_lucide_react13 = require("lucide-react");
    import_react16 = require("react");
    import_react_router_dom11 = require("react-router-dom");
    init_schemas2();
    init_ui();
    init_publicApi();
    init_FileLinks();
    init_LoadState();
    init_numbers();
    init_useHydrated();
    init_followValue();
    init_pageHead();
    init_recordParams();
    init_texts();
    init_PageTitle();
    init_weekGrid();
    import_jsx_runtime23 = require("react/jsx-runtime");
    R2 = T.routine;
    routineSearch = (classId, sectionId) => `?class=${classId}&section=${sectionId}`;
  }
});

// src/pages/Acknowledgment.tsx
var Acknowledgment_exports = {};
__export(Acknowledgment_exports, {
  default: () => AcknowledgmentPage
});
function AcknowledgmentPage() {
  usePageHead({ canonical: "/acknowledgment", description: T.acknowledgment.metaDescription });
  const { data, isLoading, error, refetch } = useGetRecognitionsQuery();
  useLogFailure("acknowledgment", error);
  return /* @__PURE__ */ (0, import_jsx_runtime24.jsxs)("section", { className: "pub-container pub-page", children: [
    /* @__PURE__ */ (0, import_jsx_runtime24.jsx)(PageTitle, { children: T.pageTitles.acknowledgment }),
    isLoading ? /* @__PURE__ */ (0, import_jsx_runtime24.jsx)(Spinner, { label: T.loading }) : data?.length ? /* @__PURE__ */ (0, import_jsx_runtime24.jsx)(RecognitionList, { letters: data }) : /* @__PURE__ */ (0, import_jsx_runtime24.jsx)(EmptyState, { onRetry: error ? refetch : void 0 })
  ] });
}
var import_jsx_runtime24;
var init_Acknowledgment = __esm({
  "src/pages/Acknowledgment.tsx"() {
    "use strict";
    init_ui();
    init_publicApi();
    init_LoadState();
    init_Recognitions();
    init_pageHead();
    init_texts();
    init_PageTitle();
    import_jsx_runtime24 = require("react/jsx-runtime");
  }
});

// ../remote-shared/src/auth/hooks.ts
function useAuth() {
  const dispatch = useAppDispatch();
  const auth = useAppSelector(selectAuth);
  return {
    ...auth,
    isAdmin: auth.user?.role === "Admin",
    login: (0, import_react17.useCallback)((username, password) => dispatch(login({ username, password })).unwrap(), [dispatch]),
    logout: (0, import_react17.useCallback)(() => dispatch(logout()).unwrap(), [dispatch]),
    register: (0, import_react17.useCallback)((fields) => dispatch(register(fields)).unwrap(), [dispatch]),
    refreshUser: (0, import_react17.useCallback)((silent = false) => dispatch(fetchUser({ silent })), [dispatch]),
    adoptSession: (0, import_react17.useCallback)(() => dispatch(adoptSession()), [dispatch])
  };
}
var import_react17, import_react_redux, useAppDispatch, useAppSelector;
var init_hooks = __esm({
  "../remote-shared/src/auth/hooks.ts"() {
    "use strict";
    import_react17 = require("react");
    import_react_redux = require("react-redux");
    init_authSlice();
    useAppDispatch = import_react_redux.useDispatch.withTypes();
    useAppSelector = import_react_redux.useSelector.withTypes();
  }
});

// ../remote-shared/src/exposed/auth.ts
var init_auth = __esm({
  "../remote-shared/src/exposed/auth.ts"() {
    "use strict";
    init_authSlice();
    init_hooks();
    init_storage();
  }
});

// src/features/auth/Field.tsx
function Field({ label, name, error, hint, required, ...input }) {
  const hintId = hint ? `${name}-hint` : void 0;
  const errorId = error ? `${name}-error` : void 0;
  return /* @__PURE__ */ (0, import_jsx_runtime25.jsxs)("div", { className: "pub-field", children: [
    /* @__PURE__ */ (0, import_jsx_runtime25.jsxs)("label", { htmlFor: `field-${name}`, children: [
      label,
      required && /* @__PURE__ */ (0, import_jsx_runtime25.jsx)("span", { "aria-hidden": "true", className: "pub-field__required", children: " *" })
    ] }),
    /* @__PURE__ */ (0, import_jsx_runtime25.jsx)(
      "input",
      {
        id: `field-${name}`,
        name,
        "aria-required": required || void 0,
        "aria-invalid": error ? true : void 0,
        "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || void 0,
        ...input
      }
    ),
    hint && /* @__PURE__ */ (0, import_jsx_runtime25.jsx)("small", { id: hintId, className: "pub-field__hint", children: hint }),
    error && /* @__PURE__ */ (0, import_jsx_runtime25.jsx)("small", { id: errorId, className: "pub-field__error", role: "alert", children: error })
  ] });
}
var import_jsx_runtime25;
var init_Field = __esm({
  "src/features/auth/Field.tsx"() {
    "use strict";
    import_jsx_runtime25 = require("react/jsx-runtime");
  }
});

// src/features/auth/FormMessage.tsx
function FormMessage({ flash }) {
  if (!flash) return null;
  return /* @__PURE__ */ (0, import_jsx_runtime26.jsx)("p", { className: `pub-notice-box pub-notice-box--${flash.kind}`, role: flash.kind === "error" ? "alert" : "status", children: flash.text });
}
var import_jsx_runtime26;
var init_FormMessage = __esm({
  "src/features/auth/FormMessage.tsx"() {
    "use strict";
    import_jsx_runtime26 = require("react/jsx-runtime");
  }
});

// src/features/auth/LoginForm.tsx
function LoginForm() {
  const { login: login2 } = useAuth();
  const navigate = (0, import_react_router_dom12.useNavigate)();
  const drawn = useFormState("login");
  const [busy, setBusy] = (0, import_react18.useState)(false);
  const submit = async (event) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const username = textField(data, "username").trim();
    const password = textField(data, "password");
    if (!username || !password) {
      window.alert(T.auth.required);
      return;
    }
    setBusy(true);
    try {
      await login2(username, password);
    } catch {
      setBusy(false);
      window.alert(T.auth.invalid);
      return;
    }
    window.alert(T.auth.loginSuccess);
    void navigate("/");
  };
  return /* @__PURE__ */ (0, import_jsx_runtime27.jsxs)("form", { className: "pub-form", method: "post", action: "/login", onSubmit: submit, noValidate: true, "aria-labelledby": "login-title", children: [
    /* @__PURE__ */ (0, import_jsx_runtime27.jsx)("h2", { id: "login-title", children: T.auth.loginTitle }),
    /* @__PURE__ */ (0, import_jsx_runtime27.jsx)(CsrfField, {}),
    /* @__PURE__ */ (0, import_jsx_runtime27.jsx)(FormMessage, { flash: flashOf(drawn?.message) }),
    /* @__PURE__ */ (0, import_jsx_runtime27.jsx)(Field, { label: T.auth.username, name: "username", autoComplete: "username", required: true, defaultValue: drawn?.values?.username ?? "" }),
    /* @__PURE__ */ (0, import_jsx_runtime27.jsx)(Field, { label: T.auth.password, name: "password", type: "password", autoComplete: "current-password", required: true }),
    /* @__PURE__ */ (0, import_jsx_runtime27.jsx)("button", { type: "submit", className: "pub-button pub-button--block", "aria-disabled": busy || void 0, children: busy ? T.auth.working : T.auth.loginButton })
  ] });
}
var import_react18, import_react_router_dom12, import_jsx_runtime27;
var init_LoginForm = __esm({
  "src/features/auth/LoginForm.tsx"() {
    "use strict";
    import_react18 = require("react");
    import_react_router_dom12 = require("react-router-dom");
    init_auth();
    init_CsrfField();
    init_formState();
    init_texts();
    init_Field();
    init_FormMessage();
    import_jsx_runtime27 = require("react/jsx-runtime");
  }
});

// src/features/auth/RegisterForm.tsx
function RegisterForm() {
  const { register: register2 } = useAuth();
  const navigate = (0, import_react_router_dom13.useNavigate)();
  const drawn = useFormState("register");
  const [picture, setPicture] = (0, import_react19.useState)(null);
  const [pictureInputKey, setPictureInputKey] = (0, import_react19.useState)(0);
  const [errors, setErrors] = (0, import_react19.useState)(drawn?.errors ?? {});
  const [busy, setBusy] = (0, import_react19.useState)(false);
  (0, import_react19.useEffect)(() => picture ? () => URL.revokeObjectURL(picture.preview) : void 0, [picture]);
  const removePicture = () => {
    setPicture(null);
    setPictureInputKey((key) => key + 1);
    setErrors(({ profile_picture: _removed, ...rest }) => rest);
  };
  const choose = (file) => {
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
  const choosePicture = (event) => choose(event.target.files?.[0] ?? null);
  const pictureInput = (0, import_react19.useRef)(null);
  const takeEarlyPicture = (0, import_react19.useEffectEvent)(() => {
    const early = pictureInput.current?.files?.[0];
    if (early) choose(early);
  });
  (0, import_react19.useEffect)(() => takeEarlyPicture(), []);
  const submit = async (event) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const fields = Object.fromEntries(TEXT_FIELDS.map((name) => [name, textField(data, name)]));
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
      await register2({ ...fields, profile_picture: picture?.file ?? null });
    } catch (error) {
      setBusy(false);
      const server = fieldErrors(error);
      setErrors(Object.fromEntries(Object.entries(server).map(([field, messages]) => [field, messages[0]])));
      window.alert(T.auth.registerFailed);
      return;
    }
    setBusy(false);
    for (const name of TEXT_FIELDS) form.elements.namedItem(name).value = "";
    removePicture();
    window.alert(T.auth.registerSuccess);
    void navigate(LOGIN_HREF, { replace: true });
  };
  const typed = (name) => drawn?.values?.[name] ?? "";
  return /* @__PURE__ */ (0, import_jsx_runtime28.jsxs)("form", { className: "pub-form", method: "post", action: REGISTER_HREF, encType: "multipart/form-data", onSubmit: submit, noValidate: true, "aria-labelledby": "register-title", children: [
    /* @__PURE__ */ (0, import_jsx_runtime28.jsx)("h2", { id: "register-title", children: T.auth.registerTitle }),
    /* @__PURE__ */ (0, import_jsx_runtime28.jsx)(CsrfField, {}),
    /* @__PURE__ */ (0, import_jsx_runtime28.jsx)(FormMessage, { flash: flashOf(drawn?.message) }),
    errors.non_field_errors && /* @__PURE__ */ (0, import_jsx_runtime28.jsx)("p", { className: "pub-form__error", role: "alert", children: errors.non_field_errors }),
    /* @__PURE__ */ (0, import_jsx_runtime28.jsx)(Field, { label: T.auth.username, name: "username", autoComplete: "username", required: true, defaultValue: typed("username"), error: errors.username }),
    /* @__PURE__ */ (0, import_jsx_runtime28.jsx)(Field, { label: T.auth.fullName, name: "full_name", autoComplete: "name", required: true, defaultValue: typed("full_name"), error: errors.full_name }),
    /* @__PURE__ */ (0, import_jsx_runtime28.jsx)(Field, { label: T.auth.email, name: "email", type: "email", autoComplete: "email", defaultValue: typed("email"), error: errors.email }),
    /* @__PURE__ */ (0, import_jsx_runtime28.jsx)(Field, { label: T.auth.phone, name: "phone", type: "tel", inputMode: "tel", autoComplete: "tel", required: true, defaultValue: typed("phone"), error: errors.phone, hint: T.auth.phoneHint }),
    /* @__PURE__ */ (0, import_jsx_runtime28.jsxs)("div", { className: "pub-field", children: [
      /* @__PURE__ */ (0, import_jsx_runtime28.jsx)("label", { htmlFor: "field-profile_picture", children: T.auth.picture }),
      /* @__PURE__ */ (0, import_jsx_runtime28.jsx)(
        "input",
        {
          ref: pictureInput,
          id: "field-profile_picture",
          name: "profile_picture",
          type: "file",
          accept: PICTURE_TYPES.join(","),
          onChange: choosePicture,
          "aria-describedby": "profile_picture-hint",
          "aria-invalid": errors.profile_picture ? true : void 0
        },
        pictureInputKey
      ),
      /* @__PURE__ */ (0, import_jsx_runtime28.jsx)("small", { id: "profile_picture-hint", className: "pub-field__hint", children: T.auth.pictureHint }),
      errors.profile_picture && /* @__PURE__ */ (0, import_jsx_runtime28.jsx)("small", { className: "pub-field__error", role: "alert", children: errors.profile_picture }),
      picture && /* @__PURE__ */ (0, import_jsx_runtime28.jsxs)("div", { className: "pub-picture", children: [
        /* @__PURE__ */ (0, import_jsx_runtime28.jsx)("img", { src: picture.preview, alt: "", width: 64, height: 64 }),
        /* @__PURE__ */ (0, import_jsx_runtime28.jsxs)("button", { type: "button", className: "pub-button pub-button--ghost", onClick: removePicture, children: [
          /* @__PURE__ */ (0, import_jsx_runtime28.jsx)(import_lucide_react14.X, { size: 16, "aria-hidden": "true" }),
          " ",
          T.auth.removePicture
        ] })
      ] })
    ] }),
    /* @__PURE__ */ (0, import_jsx_runtime28.jsx)(Field, { label: T.auth.password, name: "password", type: "password", autoComplete: "new-password", required: true, error: errors.password }),
    /* @__PURE__ */ (0, import_jsx_runtime28.jsx)(Field, { label: T.auth.confirmPassword, name: "confirm_password", type: "password", autoComplete: "new-password", required: true, error: errors.confirm_password }),
    /* @__PURE__ */ (0, import_jsx_runtime28.jsx)("button", { type: "submit", className: "pub-button pub-button--block", "aria-disabled": busy || void 0, children: busy ? T.auth.working : T.auth.registerButton })
  ] });
}
var import_lucide_react14, import_react19, import_react_router_dom13, import_jsx_runtime28, TEXT_FIELDS, PICTURE_TYPES, PICTURE_MAX_BYTES;
var init_RegisterForm = __esm({
  "src/features/auth/RegisterForm.tsx"() {
    "use strict";
    import_lucide_react14 = require("lucide-react");
    import_react19 = require("react");
    import_react_router_dom13 = require("react-router-dom");
    init_api();
    init_auth();
    init_registry2();
    init_schemas2();
    init_CsrfField();
    init_formState();
    init_texts();
    init_Field();
    init_FormMessage();
    init_LoginPage();
    import_jsx_runtime28 = require("react/jsx-runtime");
    TEXT_FIELDS = Object.keys(registerSchema);
    PICTURE_TYPES = FILE_TYPES[PROFILE_PICTURE.type].mimeTypes;
    PICTURE_MAX_BYTES = maxBytesOf(PROFILE_PICTURE);
  }
});

// src/features/auth/LoginPage.tsx
var LoginPage_exports = {};
__export(LoginPage_exports, {
  LOGIN_HREF: () => LOGIN_HREF,
  REGISTER_HREF: () => REGISTER_HREF,
  default: () => LoginPage
});
function LoginPage() {
  const [params] = (0, import_react_router_dom14.useSearchParams)();
  const mode = params.get("mode") === "register" ? "register" : "login";
  useDocumentTitle(mode === "login" ? T.auth.loginTitle : T.auth.registerTitle);
  usePageHead({ canonical: mode === "login" ? LOGIN_HREF : REGISTER_HREF });
  return /* @__PURE__ */ (0, import_jsx_runtime29.jsx)("section", { className: "pub-container pub-page pub-auth", lang: "en", children: /* @__PURE__ */ (0, import_jsx_runtime29.jsxs)("div", { className: "pub-auth__card", children: [
    /* @__PURE__ */ (0, import_jsx_runtime29.jsxs)("nav", { className: "pub-auth__toggle", "aria-label": `${T.auth.loginTitle} / ${T.auth.registerTitle}`, children: [
      /* @__PURE__ */ (0, import_jsx_runtime29.jsx)(import_react_router_dom14.Link, { to: LOGIN_HREF, "aria-current": mode === "login" ? "page" : void 0, replace: true, children: T.auth.loginTitle }),
      /* @__PURE__ */ (0, import_jsx_runtime29.jsx)(import_react_router_dom14.Link, { to: REGISTER_HREF, "aria-current": mode === "register" ? "page" : void 0, replace: true, children: T.auth.registerTitle })
    ] }),
    mode === "login" ? /* @__PURE__ */ (0, import_jsx_runtime29.jsx)(LoginForm, {}) : /* @__PURE__ */ (0, import_jsx_runtime29.jsx)(RegisterForm, {}),
    /* @__PURE__ */ (0, import_jsx_runtime29.jsx)(import_react_router_dom14.Link, { className: "pub-link-button", to: mode === "login" ? REGISTER_HREF : LOGIN_HREF, replace: true, children: mode === "login" ? T.auth.toRegister : T.auth.toLogin })
  ] }) });
}
var import_react_router_dom14, import_jsx_runtime29, LOGIN_HREF, REGISTER_HREF;
var init_LoginPage = __esm({
  "src/features/auth/LoginPage.tsx"() {
    "use strict";
    import_react_router_dom14 = require("react-router-dom");
    init_useDocumentTitle();
    init_pageHead();
    init_texts();
    init_LoginForm();
    init_RegisterForm();
    import_jsx_runtime29 = require("react/jsx-runtime");
    LOGIN_HREF = "/login";
    REGISTER_HREF = "/login?mode=register";
  }
});

// src/ssr/render.tsx
var render_exports = {};
__export(render_exports, {
  CSRF_PLACEHOLDER: () => CSRF_PLACEHOLDER,
  FORM_STATE_ID: () => FORM_STATE_ID,
  pageChunk: () => pageChunk,
  pageUrl: () => pageUrl,
  pagesManifest: () => pagesManifest,
  preparePage: () => preparePage,
  renderAuthControls: () => renderAuthControls,
  renderPage: () => renderPage
});
module.exports = __toCommonJS(render_exports);
var import_react26 = require("react");
var import_server = require("react-dom/server");
var import_static = require("react-dom/static");
var import_react_redux2 = require("react-redux");
var import_react_router = require("react-router");
var import_axios = require("axios");
init_api();

// ../remote-shared/src/store/store.ts
var import_toolkit3 = require("@reduxjs/toolkit");
init_baseApi();
init_authSlice();

// ../remote-shared/src/store/authPersistence.ts
var import_toolkit2 = require("@reduxjs/toolkit");
init_authSlice();
init_storage();
function authPersistence() {
  const listener = (0, import_toolkit2.createListenerMiddleware)();
  listener.startListening({ actionCreator: tokenReceived, effect: ({ payload }) => saveToken(payload) });
  listener.startListening({
    actionCreator: fetchUser.fulfilled,
    effect: ({ payload }) => {
      saveUser(payload.user);
      saveToken(payload.access_token);
    }
  });
  listener.startListening({
    actionCreator: fetchUser.rejected,
    effect: ({ payload }) => {
      saveUser(null);
      if (payload?.signedOut) saveToken(null);
    }
  });
  listener.startListening({
    matcher: (0, import_toolkit2.isAnyOf)(clearAuth, logout.fulfilled),
    effect: () => {
      saveToken(null);
      saveUser(null);
    }
  });
  return listener.middleware;
}

// ../remote-shared/src/store/store.ts
init_serverState();
var rootReducer = (0, import_toolkit3.combineSlices)(authSlice, baseApi).withLazyLoadedSlices();
function makeStore(preloadedState, extra = {}) {
  return (0, import_toolkit3.configureStore)({
    reducer: rootReducer,
    preloadedState,
    // The auth listener (prepended, as RTK advises for listeners) writes local storage after the reducers ran.
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).prepend(authPersistence()).concat(baseApi.middleware)
  });
}
var store = makeStore();
var serverState = takeServerState();
if (serverState) store.dispatch(hydrate(serverState));

// ../remote-shared/src/exposed/store.ts
init_serverState();

// src/api/prefetch.ts
var import_react_router_dom15 = require("react-router-dom");
init_ui();

// src/api/pageReads.ts
init_listParams();
init_publicApi();
var start = (dispatch, endpoint, arg) => dispatch(publicApi.util.prefetch(endpoint, arg, {}));
var listArgs = (query) => ({ page: parsePage(query.get("page")), search: query.get("search") ?? "" });

// src/pages/publicPages.ts
init_publicApi();
init_listParams();
init_recordParams();
init_texts();
var PUBLIC_PAGES = [
  {
    path: "/",
    load: () => Promise.resolve().then(() => (init_Home(), Home_exports)),
    chunk: "page-home",
    reads: (dispatch) => {
      start(dispatch, "getInstitutionStory", void 0);
      start(dispatch, "getTeacherCount", void 0);
      start(dispatch, "getCommittee", void 0);
      start(dispatch, "getPrincipal", void 0);
    },
    title: T.pageTitles.home,
    link: { menu: "header", label: T.links.home },
    sitemap: true
  },
  {
    path: "/academic",
    load: () => Promise.resolve().then(() => (init_Academic(), Academic_exports)),
    chunk: "page-academic",
    title: T.pageTitles.academic,
    link: { menu: "header", label: T.links.academic },
    sitemap: true
  },
  {
    path: "/facnstaff",
    load: () => Promise.resolve().then(() => (init_FacultyStaff(), FacultyStaff_exports)),
    chunk: "page-facnstaff",
    query: ["tab", "page"],
    reads: (dispatch, query) => {
      const { page: page2 } = listArgs(query);
      const tab = parseFacultyTab(query.get("tab"));
      if (page2 !== null && tab) start(dispatch, tab === "staff" ? "getStaffPage" : "getTeacherPage", { page: page2 });
    },
    title: T.pageTitles.facnstaff,
    link: { menu: "header", label: T.links.facnstaff },
    sitemap: true
  },
  {
    path: "/admission",
    load: () => Promise.resolve().then(() => (init_Admission(), Admission_exports)),
    chunk: "page-admission",
    title: T.pageTitles.admission,
    link: { menu: "header", label: T.links.admission },
    sitemap: true
  },
  {
    path: "/gallery",
    load: () => Promise.resolve().then(() => (init_Gallery(), Gallery_exports)),
    chunk: "page-gallery",
    query: ["page"],
    reads: (dispatch, query) => {
      const { page: page2 } = listArgs(query);
      if (page2 !== null) start(dispatch, "getGalleryPage", { page: page2 });
    },
    title: T.gallery.suffix,
    link: { menu: "header", label: T.links.gallery },
    sitemap: true
  },
  {
    path: "/notice",
    load: () => Promise.resolve().then(() => (init_Notice(), Notice_exports)),
    chunk: "page-notice",
    query: ["search", "page"],
    reads: (dispatch, query) => {
      const { page: page2, search } = listArgs(query);
      if (page2 !== null) start(dispatch, "getNoticePage", { page: page2, search });
    },
    title: T.pageTitles.notice,
    link: { menu: "header", label: T.links.notice },
    sitemap: true
  },
  {
    // Any other id is the page's own 404 (NoticeDetail.tsx). The sitemap lists every notice's page itself.
    path: "/notice/:id",
    load: () => Promise.resolve().then(() => (init_NoticeDetail(), NoticeDetail_exports)),
    chunk: "page-notice-detail",
    reads: (dispatch, _query, { id = "" }) => {
      if (/^\d{1,9}$/.test(id)) start(dispatch, "getNotice", Number(id));
    },
    title: T.pageTitles.notice
  },
  {
    path: "/contact",
    load: () => Promise.resolve().then(() => (init_Contact(), Contact_exports)),
    chunk: "page-contact",
    title: T.pageTitles.contact,
    link: { menu: "header", label: T.links.contact },
    sitemap: true
  },
  // The college's public record (issue 13), under the "more" menu beside the spec's seven links.
  {
    path: "/about",
    load: () => Promise.resolve().then(() => (init_About(), About_exports)),
    chunk: "page-about",
    reads: (dispatch) => {
      start(dispatch, "getInstitutionRecord", void 0);
      start(dispatch, "getRecognitions", void 0);
      start(dispatch, "getStats", void 0);
      start(dispatch, "getCommittee", void 0);
    },
    title: T.pageTitles.about,
    link: { menu: "more", label: T.links.about },
    sitemap: true
  },
  {
    path: "/result",
    load: () => Promise.resolve().then(() => (init_Result(), Result_exports)),
    chunk: "page-result",
    query: ["category", "page"],
    reads: (dispatch, query) => {
      const page2 = parsePage(query.get("page"));
      const category = parseResultCategory(query.get("category"));
      if (page2 === null || category === void 0) return;
      start(dispatch, "getResultPage", { page: page2, category });
      start(dispatch, "getClassNames", void 0);
    },
    title: T.pageTitles.result,
    link: { menu: "more", label: T.links.result },
    sitemap: true
  },
  {
    path: "/routine",
    load: () => Promise.resolve().then(() => (init_Routine(), Routine_exports)),
    chunk: "page-routine",
    query: ["class", "section"],
    reads: async (dispatch, query) => {
      start(dispatch, "getRoutineFiles", void 0);
      const classes = dispatch(publicApi.endpoints.getClassNames.initiate());
      const sections = dispatch(publicApi.endpoints.getSectionNames.initiate());
      try {
        const [className, section] = [findNamed(await classes.unwrap(), query.get("class")), findNamed(await sections.unwrap(), query.get("section"))];
        if (className && section) start(dispatch, "getWeekRoutine", { classId: className.id, sectionId: section.id });
      } catch {
      } finally {
        classes.unsubscribe();
        sections.unsubscribe();
      }
    },
    title: T.pageTitles.routine,
    link: { menu: "more", label: T.links.routine },
    sitemap: true
  },
  {
    path: "/acknowledgment",
    load: () => Promise.resolve().then(() => (init_Acknowledgment(), Acknowledgment_exports)),
    chunk: "page-acknowledgment",
    reads: (dispatch) => start(dispatch, "getRecognitions", void 0),
    title: T.pageTitles.acknowledgment,
    link: { menu: "more", label: T.links.acknowledgment },
    sitemap: true
  },
  {
    path: "/login",
    load: () => Promise.resolve().then(() => (init_LoginPage(), LoginPage_exports)),
    chunk: "page-login",
    query: ["mode"],
    title: T.auth.loginTitle
  },
  {
    path: "*",
    load: () => Promise.resolve().then(() => (init_NotFound(), NotFound_exports)),
    chunk: "page-not-found",
    title: T.notFound
  }
];
var linksIn = (menu) => PUBLIC_PAGES.flatMap(({ path, link }) => link?.menu === menu ? [{ to: path, label: link.label }] : []);
var HEADER_LINKS = linksIn("header");
var MORE_LINKS = linksIn("more");
function pagesManifest() {
  return { pages: PUBLIC_PAGES.map(({ path, chunk, title, sitemap = false }) => ({ path, chunk, title, sitemap })) };
}

// src/api/prefetch.ts
init_publicApi();
function preloadImage(href) {
  if (typeof document === "undefined") return;
  const named = Array.from(document.querySelectorAll('link[rel="preload"], img'));
  if (named.some((element) => element.getAttribute(element.tagName === "IMG" ? "src" : "href") === href)) return;
  const link = document.createElement("link");
  link.rel = "preload";
  link.setAttribute("as", "image");
  link.href = href;
  const sizes = mediaSrcSet(href);
  if (sizes) {
    link.setAttribute("imagesrcset", sizes);
    link.setAttribute("imagesizes", "100vw");
  }
  link.setAttribute("fetchpriority", "high");
  document.head.appendChild(link);
}
var ROUTES = PUBLIC_PAGES.map((page2) => ({ path: page2.path, caseSensitive: true, page: page2 }));
var NOT_FOUND = PUBLIC_PAGES.find((page2) => page2.path === "*");
function pageAt(pathname) {
  const match = (0, import_react_router_dom15.matchRoutes)(ROUTES, pathname)?.at(-1);
  return match ? { page: match.route.page, params: match.params } : { page: NOT_FOUND, params: {} };
}
function pageChunk(pathname) {
  return pageAt(pathname).page.chunk;
}
async function prefetchPage(dispatch, url) {
  const { pathname, searchParams } = new URL(url, "http://page");
  const institution = dispatch(publicApi.endpoints.getSiteInstitution.initiate());
  institution.unwrap().then((found) => pathname === "/" && found?.institution_image && preloadImage(found.institution_image)).catch(() => void 0).finally(() => institution.unsubscribe());
  const { page: page2, params } = pageAt(pathname);
  await page2.reads?.(dispatch, searchParams, params);
}

// src/ssr/render.tsx
init_useDocumentTitle();

// src/layout/AuthControl.tsx
var import_lucide_react15 = require("lucide-react");
var import_react_router_dom16 = require("react-router-dom");
init_auth();
init_useHydrated();
init_CsrfField();
init_texts();

// src/layout/page.ts
var page = {
  reload: () => window.location.reload()
};

// src/layout/AuthControl.tsx
var import_jsx_runtime30 = require("react/jsx-runtime");
function drawnAuthKind() {
  const kind = typeof document === "undefined" ? void 0 : document.documentElement.dataset.auth;
  return kind === "user" || kind === "admin" ? kind : "visitor";
}
function AuthControlView({ kind, onSignOut }) {
  if (kind === "admin") {
    return /* @__PURE__ */ (0, import_jsx_runtime30.jsxs)(import_react_router_dom16.Link, { to: "/dashboard", className: "pub-auth-link", children: [
      /* @__PURE__ */ (0, import_jsx_runtime30.jsx)(import_lucide_react15.LayoutDashboard, { size: 18, "aria-hidden": "true" }),
      " ",
      T.dashboard
    ] });
  }
  if (kind === "user") {
    return /* @__PURE__ */ (0, import_jsx_runtime30.jsxs)("form", { method: "post", action: "/logout", className: "pub-auth-form", onSubmit: onSignOut, children: [
      /* @__PURE__ */ (0, import_jsx_runtime30.jsx)(CsrfField, {}),
      /* @__PURE__ */ (0, import_jsx_runtime30.jsx)("button", { type: "submit", className: "pub-auth-icon", "aria-label": T.signOut, title: T.signOut, children: /* @__PURE__ */ (0, import_jsx_runtime30.jsx)(import_lucide_react15.LogOut, { size: 20, "aria-hidden": "true" }) })
    ] });
  }
  return /* @__PURE__ */ (0, import_jsx_runtime30.jsxs)(import_react_router_dom16.Link, { to: "/login", className: "pub-auth-link", children: [
    /* @__PURE__ */ (0, import_jsx_runtime30.jsx)(import_lucide_react15.LogIn, { size: 18, "aria-hidden": "true" }),
    " ",
    T.login
  ] });
}
function AuthControl() {
  const auth = useAuth();
  const hydrated = useHydrated();
  const { logout: logout2 } = auth;
  const live = auth.user ? auth.isAdmin ? "admin" : "user" : auth.adopting ? drawnAuthKind() : "visitor";
  const kind = hydrated ? live : drawnAuthKind();
  const signOut = async (event) => {
    event.preventDefault();
    await logout2();
    page.reload();
  };
  return /* @__PURE__ */ (0, import_jsx_runtime30.jsx)("div", { className: "pub-auth-slot", children: /* @__PURE__ */ (0, import_jsx_runtime30.jsx)(AuthControlView, { kind, onSignOut: signOut }) });
}

// src/ssr/render.tsx
init_pageHead();

// src/PublicApp.tsx
var import_react25 = require("react");
var import_react_router_dom21 = require("react-router-dom");

// src/layout/Layout.tsx
var import_react23 = require("react");
var import_react_router_dom19 = require("react-router-dom");
init_ui();
init_FormMessage();
init_publicApi();
init_formState();
init_pageHead();
init_texts();

// src/layout/Footer.tsx
var import_lucide_react17 = require("lucide-react");
init_texts();

// src/layout/MapPreview.tsx
var import_lucide_react16 = require("lucide-react");
var import_react20 = require("react");
init_texts();
var import_jsx_runtime31 = require("react/jsx-runtime");
function mapUrl(place) {
  return `https://maps.google.com/maps?q=${encodeURIComponent(place)}&z=15&output=embed`;
}
function MapPreview({ place }) {
  const [shown, setShown] = (0, import_react20.useState)(false);
  if (shown) {
    return /* @__PURE__ */ (0, import_jsx_runtime31.jsx)("div", { className: "pub-map", children: /* @__PURE__ */ (0, import_jsx_runtime31.jsx)("iframe", { className: "pub-map__frame", src: mapUrl(place), title: T.map.title, loading: "lazy", referrerPolicy: "no-referrer-when-downgrade", width: 400, height: 220 }) });
  }
  return /* @__PURE__ */ (0, import_jsx_runtime31.jsxs)("div", { className: "pub-map pub-map--preview", children: [
    /* @__PURE__ */ (0, import_jsx_runtime31.jsxs)("svg", { className: "pub-map__art", viewBox: "0 0 400 220", preserveAspectRatio: "xMidYMid slice", "aria-hidden": "true", focusable: "false", children: [
      /* @__PURE__ */ (0, import_jsx_runtime31.jsx)("rect", { width: "400", height: "220", fill: "#e8f5e9" }),
      /* @__PURE__ */ (0, import_jsx_runtime31.jsx)("path", { d: "M0 150 C80 120 150 180 230 140 S360 90 400 110 V220 H0z", fill: "#d4ecd6" }),
      /* @__PURE__ */ (0, import_jsx_runtime31.jsx)("path", { d: "M-10 60 L410 95", stroke: "#fff", strokeWidth: "14" }),
      /* @__PURE__ */ (0, import_jsx_runtime31.jsx)("path", { d: "M120 -10 L170 230", stroke: "#fff", strokeWidth: "10" }),
      /* @__PURE__ */ (0, import_jsx_runtime31.jsx)("path", { d: "M260 -10 C250 80 300 140 290 230", stroke: "#fff", strokeWidth: "8", fill: "none" }),
      /* @__PURE__ */ (0, import_jsx_runtime31.jsx)("path", { d: "M0 185 C100 170 200 200 400 175", stroke: "#bfdbfe", strokeWidth: "9", fill: "none" })
    ] }),
    /* @__PURE__ */ (0, import_jsx_runtime31.jsxs)(
      "a",
      {
        className: "pub-map__button",
        href: mapUrl(place).replace("&output=embed", ""),
        target: "_blank",
        rel: "noopener noreferrer",
        onClick: (event) => {
          event.preventDefault();
          setShown(true);
        },
        children: [
          /* @__PURE__ */ (0, import_jsx_runtime31.jsx)(import_lucide_react16.MapPin, { size: 20, "aria-hidden": "true" }),
          " ",
          T.map.show
        ]
      }
    ),
    /* @__PURE__ */ (0, import_jsx_runtime31.jsx)("p", { className: "pub-map__note", children: T.map.note })
  ] });
}

// src/layout/Footer.tsx
init_publicApi();
var import_jsx_runtime32 = require("react/jsx-runtime");
function LightChoice() {
  return /* @__PURE__ */ (0, import_jsx_runtime32.jsxs)("form", { method: "post", action: "/light", className: "pub-light", children: [
    /* @__PURE__ */ (0, import_jsx_runtime32.jsx)("button", { type: "submit", name: "light", value: "on", className: "pub-light__button pub-light__button--on", title: T.footer.lightHint, children: T.footer.lightOn }),
    /* @__PURE__ */ (0, import_jsx_runtime32.jsx)("button", { type: "submit", name: "light", value: "off", className: "pub-light__button pub-light__button--off", children: T.footer.lightOff })
  ] });
}
function Footer() {
  const { institution, isLoaded } = useSiteInstitution();
  if (!isLoaded) return null;
  const name = institution?.name || T.fallbackName;
  const phone = institution?.contact_phone;
  const email = institution?.contact_email;
  const place = [name, institution?.address].filter(Boolean).join(", ");
  return /* @__PURE__ */ (0, import_jsx_runtime32.jsxs)("footer", { className: "pub-footer", children: [
    /* @__PURE__ */ (0, import_jsx_runtime32.jsxs)("div", { className: "pub-container pub-footer__grid", children: [
      /* @__PURE__ */ (0, import_jsx_runtime32.jsxs)("section", { "aria-labelledby": "footer-name", children: [
        /* @__PURE__ */ (0, import_jsx_runtime32.jsx)("h2", { id: "footer-name", className: "pub-footer__name", children: name }),
        institution?.address && /* @__PURE__ */ (0, import_jsx_runtime32.jsxs)("p", { className: "pub-footer__line", children: [
          /* @__PURE__ */ (0, import_jsx_runtime32.jsx)(import_lucide_react17.MapPin, { size: 16, "aria-hidden": "true" }),
          " ",
          T.footer.address,
          ": ",
          institution.address
        ] }),
        institution?.location_code && /* @__PURE__ */ (0, import_jsx_runtime32.jsxs)("p", { className: "pub-footer__line", children: [
          T.footer.locationCode,
          ": ",
          institution.location_code
        ] }),
        phone && /* @__PURE__ */ (0, import_jsx_runtime32.jsxs)("p", { className: "pub-footer__line", children: [
          /* @__PURE__ */ (0, import_jsx_runtime32.jsx)(import_lucide_react17.Phone, { size: 16, "aria-hidden": "true" }),
          " ",
          /* @__PURE__ */ (0, import_jsx_runtime32.jsx)("a", { href: `tel:${phone}`, children: phone })
        ] }),
        email && /* @__PURE__ */ (0, import_jsx_runtime32.jsxs)("p", { className: "pub-footer__line pub-break", children: [
          /* @__PURE__ */ (0, import_jsx_runtime32.jsx)(import_lucide_react17.Mail, { size: 16, "aria-hidden": "true" }),
          " ",
          /* @__PURE__ */ (0, import_jsx_runtime32.jsx)("a", { href: `mailto:${email}`, children: email })
        ] })
      ] }),
      /* @__PURE__ */ (0, import_jsx_runtime32.jsxs)("section", { "aria-labelledby": "footer-map", children: [
        /* @__PURE__ */ (0, import_jsx_runtime32.jsx)("h2", { id: "footer-map", className: "pub-footer__heading", children: T.footer.mapHeading }),
        /* @__PURE__ */ (0, import_jsx_runtime32.jsx)(MapPreview, { place })
      ] })
    ] }),
    /* @__PURE__ */ (0, import_jsx_runtime32.jsxs)("div", { className: "pub-footer__bottom", children: [
      /* @__PURE__ */ (0, import_jsx_runtime32.jsxs)("p", { className: "pub-footer__credit", children: [
        "\xA9 ",
        (/* @__PURE__ */ new Date()).getFullYear(),
        " ",
        name,
        ". ",
        T.footer.rights,
        " | ",
        T.footer.poweredBy,
        " ",
        T.footer.poweredByName
      ] }),
      /* @__PURE__ */ (0, import_jsx_runtime32.jsx)(LightChoice, {})
    ] })
  ] });
}

// src/layout/Header.tsx
var import_lucide_react19 = require("lucide-react");
var import_react22 = require("react");
var import_react_router_dom18 = require("react-router-dom");
init_ui();
init_default_logo();
init_imageFallback();
init_texts();

// src/layout/MoreMenu.tsx
var import_lucide_react18 = require("lucide-react");
var import_react21 = require("react");
var import_react_router_dom17 = require("react-router-dom");
init_useHydrated();
init_texts();
var import_jsx_runtime33 = require("react/jsx-runtime");
var LIST_ID = "more-menu";
var useBrowserLayoutEffect = typeof window === "undefined" ? import_react21.useEffect : import_react21.useLayoutEffect;
function MoreLinks({ hidden, onFollow }) {
  return /* @__PURE__ */ (0, import_jsx_runtime33.jsx)("ul", { id: LIST_ID, className: "pub-more__list", hidden, children: MORE_LINKS.map((link) => /* @__PURE__ */ (0, import_jsx_runtime33.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime33.jsx)(import_react_router_dom17.NavLink, { to: link.to, className: ({ isActive }) => isActive ? "pub-nav__link is-active" : "pub-nav__link", onClick: onFollow, children: link.label }) }, link.to)) });
}
function MoreMenu() {
  const hydrated = useHydrated();
  const { pathname } = (0, import_react_router_dom17.useLocation)();
  const [openOn, setOpenOn] = (0, import_react21.useState)(null);
  const open = openOn === pathname;
  const details = (0, import_react21.useRef)(null);
  const root = (0, import_react21.useRef)(null);
  const button = (0, import_react21.useRef)(null);
  const focusButton = (0, import_react21.useRef)(false);
  const current = MORE_LINKS.some((link) => link.to === pathname);
  useBrowserLayoutEffect(() => {
    if (hydrated) {
      if (focusButton.current) button.current?.focus();
      focusButton.current = false;
      return;
    }
    const drawn = details.current;
    if (drawn?.open) setOpenOn(pathname);
    focusButton.current = !!drawn && document.activeElement === drawn.querySelector("summary");
  }, [hydrated, pathname]);
  (0, import_react21.useEffect)(() => {
    if (!open) return;
    const outside = (event) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpenOn(null);
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("focusin", outside);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("focusin", outside);
    };
  }, [open]);
  const className = `pub-more${current ? " is-current" : ""}${open ? " is-open" : ""}`;
  const label = /* @__PURE__ */ (0, import_jsx_runtime33.jsxs)(import_jsx_runtime33.Fragment, { children: [
    T.more,
    /* @__PURE__ */ (0, import_jsx_runtime33.jsx)(import_lucide_react18.ChevronDown, { size: 18, "aria-hidden": "true", className: "pub-more__chevron" })
  ] });
  if (!hydrated) {
    return (
      // The visitor may have opened it before the script arrived: its `open` is theirs, not a mismatch.
      /* @__PURE__ */ (0, import_jsx_runtime33.jsxs)("details", { ref: details, className, suppressHydrationWarning: true, children: [
        /* @__PURE__ */ (0, import_jsx_runtime33.jsx)("summary", { className: "pub-nav__link pub-more__toggle", children: label }),
        /* @__PURE__ */ (0, import_jsx_runtime33.jsx)(MoreLinks, {})
      ] })
    );
  }
  const onKeyDown = (event) => {
    if (event.key !== "Escape" || !open) return;
    event.stopPropagation();
    setOpenOn(null);
    button.current?.focus();
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape from the button or from a link inside closes the menu: the keys come from those controls
    /* @__PURE__ */ (0, import_jsx_runtime33.jsxs)("div", { ref: root, className, onKeyDown, children: [
      /* @__PURE__ */ (0, import_jsx_runtime33.jsx)(
        "button",
        {
          ref: button,
          type: "button",
          className: "pub-nav__link pub-more__toggle",
          "aria-expanded": open,
          "aria-controls": LIST_ID,
          onClick: () => setOpenOn((on) => on === pathname ? null : pathname),
          children: label
        }
      ),
      /* @__PURE__ */ (0, import_jsx_runtime33.jsx)(MoreLinks, { hidden: !open, onFollow: () => setOpenOn(null) })
    ] })
  );
}

// src/layout/SocialIcons.tsx
init_texts();
var import_jsx_runtime34 = require("react/jsx-runtime");
var SOCIAL_LINKS = {
  facebook: "https://www.facebook.com/",
  twitter: "https://x.com/",
  youtube: "https://www.youtube.com/",
  linkedin: "https://www.linkedin.com/"
};
var GLYPHS = {
  facebook: /* @__PURE__ */ (0, import_jsx_runtime34.jsx)("path", { d: "M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1z" }),
  twitter: /* @__PURE__ */ (0, import_jsx_runtime34.jsx)("path", { d: "M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.3-8.3L1.9 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.5l11.2 14.5z" }),
  youtube: /* @__PURE__ */ (0, import_jsx_runtime34.jsx)("path", { d: "M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3-5.2 3z" }),
  linkedin: /* @__PURE__ */ (0, import_jsx_runtime34.jsx)("path", { d: "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3V9.5zm6.5 0h3.8v1.6h.1c.5-1 1.8-2 3.7-2 4 0 4.7 2.6 4.7 6V21h-4v-5.2c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4V9.5z" })
};
function SocialIcons() {
  return /* @__PURE__ */ (0, import_jsx_runtime34.jsx)("ul", { className: "pub-social", children: Object.keys(SOCIAL_LINKS).map((key) => /* @__PURE__ */ (0, import_jsx_runtime34.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime34.jsx)("a", { href: SOCIAL_LINKS[key], target: "_blank", rel: "noopener noreferrer", "aria-label": T.social[key], title: T.social[key], children: /* @__PURE__ */ (0, import_jsx_runtime34.jsx)("svg", { viewBox: "0 0 24 24", width: "18", height: "18", fill: "currentColor", "aria-hidden": "true", focusable: "false", children: GLYPHS[key] }) }) }, key)) });
}

// src/layout/Header.tsx
init_publicApi();
var import_jsx_runtime35 = require("react/jsx-runtime");
var MENU_ID = "site-menu";
function Header() {
  const { institution, isLoading } = useSiteInstitution();
  const toggleRef = (0, import_react22.useRef)(null);
  const { pathname } = (0, import_react_router_dom18.useLocation)();
  const [openOn, setOpenOn] = (0, import_react22.useState)(null);
  const menuOpen = openOn === pathname;
  const toggleMenu = () => setOpenOn((on) => on === pathname ? null : pathname);
  (0, import_react22.useEffect)(() => {
    if (window.location.hash === `#${MENU_ID}`) setOpenOn(pathname);
  }, [pathname]);
  (0, import_react22.useEffect)(() => {
    if (!menuOpen) return;
    const onKey = (event) => {
      if (event.key === "Escape") {
        setOpenOn(null);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);
  const name = institution?.name || (isLoading ? "\xA0" : T.fallbackName);
  const address = institution?.address || (isLoading ? "\xA0" : T.fallbackAddress);
  return /* @__PURE__ */ (0, import_jsx_runtime35.jsxs)("header", { className: "pub-header", children: [
    /* @__PURE__ */ (0, import_jsx_runtime35.jsx)("div", { className: "pub-topbar", children: /* @__PURE__ */ (0, import_jsx_runtime35.jsxs)("div", { className: "pub-container pub-topbar__inner", children: [
      /* @__PURE__ */ (0, import_jsx_runtime35.jsx)(SocialIcons, {}),
      /* @__PURE__ */ (0, import_jsx_runtime35.jsx)(AuthControl, {})
    ] }) }),
    /* @__PURE__ */ (0, import_jsx_runtime35.jsx)("div", { className: "pub-brandbar", children: /* @__PURE__ */ (0, import_jsx_runtime35.jsxs)("div", { className: "pub-container pub-brandbar__inner", children: [
      /* @__PURE__ */ (0, import_jsx_runtime35.jsxs)(import_react_router_dom18.NavLink, { to: "/", className: "pub-brand", children: [
        /* @__PURE__ */ (0, import_jsx_runtime35.jsx)(
          "img",
          {
            className: "pub-brand__logo",
            src: institution?.logo || default_logo_default,
            srcSet: mediaSrcSet(institution?.logo, 160),
            sizes: "56px",
            onError: fallBackTo(default_logo_default),
            alt: "",
            width: 56,
            height: 56,
            fetchPriority: "low",
            decoding: "async"
          }
        ),
        /* @__PURE__ */ (0, import_jsx_runtime35.jsxs)("span", { className: "pub-brand__text", children: [
          /* @__PURE__ */ (0, import_jsx_runtime35.jsx)("span", { className: "pub-brand__name", children: name }),
          /* @__PURE__ */ (0, import_jsx_runtime35.jsx)("span", { className: "pub-brand__address", children: address })
        ] })
      ] }),
      /* @__PURE__ */ (0, import_jsx_runtime35.jsx)(
        "a",
        {
          ref: toggleRef,
          href: `#${MENU_ID}`,
          role: "button",
          className: "pub-menu-toggle",
          "aria-expanded": menuOpen,
          "aria-controls": MENU_ID,
          "aria-label": menuOpen ? T.closeMenu : T.openMenu,
          onClick: (event) => {
            event.preventDefault();
            toggleMenu();
          },
          onKeyDown: (event) => {
            if (event.key === " ") {
              event.preventDefault();
              toggleMenu();
            }
          },
          children: menuOpen ? /* @__PURE__ */ (0, import_jsx_runtime35.jsx)(import_lucide_react19.X, { size: 26, "aria-hidden": "true" }) : /* @__PURE__ */ (0, import_jsx_runtime35.jsx)(import_lucide_react19.Menu, { size: 26, "aria-hidden": "true" })
        }
      )
    ] }) }),
    /* @__PURE__ */ (0, import_jsx_runtime35.jsxs)("nav", { id: MENU_ID, className: menuOpen ? "pub-nav pub-nav--open" : "pub-nav", "aria-label": T.mainNav, children: [
      /* @__PURE__ */ (0, import_jsx_runtime35.jsxs)("ul", { className: "pub-container pub-nav__list", children: [
        HEADER_LINKS.map((link) => /* @__PURE__ */ (0, import_jsx_runtime35.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime35.jsx)(import_react_router_dom18.NavLink, { to: link.to, end: link.to === "/", className: ({ isActive }) => isActive ? "pub-nav__link is-active" : "pub-nav__link", children: link.label }) }, link.to)),
        /* @__PURE__ */ (0, import_jsx_runtime35.jsx)("li", { className: "pub-nav__more", children: /* @__PURE__ */ (0, import_jsx_runtime35.jsx)(MoreMenu, {}) })
      ] }),
      /* @__PURE__ */ (0, import_jsx_runtime35.jsxs)("a", { href: "#top", className: "pub-nav__close", children: [
        /* @__PURE__ */ (0, import_jsx_runtime35.jsx)(import_lucide_react19.X, { size: 20, "aria-hidden": "true" }),
        " ",
        T.closeMenu
      ] })
    ] })
  ] });
}

// src/layout/Layout.tsx
var import_jsx_runtime36 = require("react/jsx-runtime");
function wantsWebFont() {
  const connection = navigator.connection;
  return connection?.saveData !== true && window.matchMedia("(min-width: 48rem)").matches;
}
function ReadyMark() {
  (0, import_react23.useEffect)(() => {
    if (document.documentElement.dataset.ready !== "true") performance.mark?.("college:hydrated");
    document.documentElement.dataset.ready = "true";
    if (wantsWebFont()) document.documentElement.classList.add("pub-webfont");
  }, []);
  return null;
}
function PageFlash() {
  const flash = usePageFlash();
  if (!flash) return null;
  return /* @__PURE__ */ (0, import_jsx_runtime36.jsx)("div", { className: "pub-container pub-flash", children: /* @__PURE__ */ (0, import_jsx_runtime36.jsx)(FormMessage, { flash }) });
}
function Layout() {
  const { institution } = useSiteInstitution();
  usePageHead({ siteName: institution?.name, image: previewCard(institution?.preview_image, institution?.name ?? "") });
  return /* @__PURE__ */ (0, import_jsx_runtime36.jsxs)("div", { className: "pub-app", children: [
    /* @__PURE__ */ (0, import_jsx_runtime36.jsx)("a", { className: "pub-skip", href: "#main", children: T.skipToContent }),
    /* @__PURE__ */ (0, import_jsx_runtime36.jsx)(Header, {}),
    /* @__PURE__ */ (0, import_jsx_runtime36.jsxs)("main", { className: "pub-main", id: "main", tabIndex: -1, children: [
      /* @__PURE__ */ (0, import_jsx_runtime36.jsx)(PageFlash, {}),
      /* @__PURE__ */ (0, import_jsx_runtime36.jsxs)(import_react23.Suspense, { fallback: /* @__PURE__ */ (0, import_jsx_runtime36.jsx)(Spinner, { label: T.loading }), children: [
        /* @__PURE__ */ (0, import_jsx_runtime36.jsx)(import_react_router_dom19.Outlet, {}),
        /* @__PURE__ */ (0, import_jsx_runtime36.jsx)(ReadyMark, {})
      ] })
    ] }),
    /* @__PURE__ */ (0, import_jsx_runtime36.jsx)(Footer, {})
  ] });
}

// src/offline/keptCopy.ts
var import_react24 = require("react");
var import_react_router_dom20 = require("react-router-dom");
async function hasKeptCopy(href) {
  if (typeof navigator === "undefined" || navigator.onLine !== false) return false;
  if (!navigator.serviceWorker?.controller || typeof caches === "undefined") return false;
  return await caches.match(href) !== void 0;
}
var loadPage = (href) => window.location.replace(href);
function useKeptCopyOffline(open = loadPage) {
  const { key, pathname, search } = (0, import_react_router_dom20.useLocation)();
  const loadedKey = (0, import_react24.useRef)(key);
  (0, import_react24.useEffect)(() => {
    if (key === loadedKey.current) return;
    const href = pathname + search;
    let current = true;
    hasKeptCopy(href).then(
      (kept) => {
        if (kept && current) open(href);
      },
      () => void 0
      // Cache Storage refused (some private modes): the app's own drawing stays
    );
    return () => {
      current = false;
    };
  }, [key, pathname, search, open]);
}

// src/PublicApp.tsx
init_formState();
var import_jsx_runtime37 = require("react/jsx-runtime");
if (typeof window !== "undefined") void prefetchPage(store.dispatch, window.location.pathname + window.location.search);
function useDrawnFormState() {
  const { key } = (0, import_react_router_dom21.useLocation)();
  const [state, setState] = (0, import_react25.useState)(pageForm);
  const firstKey = (0, import_react25.useRef)(key);
  (0, import_react25.useEffect)(() => {
    if (key !== firstKey.current) setState(null);
  }, [key]);
  return state;
}
function PublicApp({ formState }) {
  const drawn = useDrawnFormState();
  useKeptCopyOffline();
  return /* @__PURE__ */ (0, import_jsx_runtime37.jsx)(FormStateContext.Provider, { value: formState === void 0 ? drawn : formState, children: /* @__PURE__ */ (0, import_jsx_runtime37.jsx)(PublicRoutes, {}) });
}
var PAGES = PUBLIC_PAGES.map((page2) => ({ path: page2.path, Page: (0, import_react25.lazy)(() => page2.load()) }));
function PublicRoutes() {
  return /* @__PURE__ */ (0, import_jsx_runtime37.jsx)(import_react_router_dom21.Routes, { children: /* @__PURE__ */ (0, import_jsx_runtime37.jsx)(import_react_router_dom21.Route, { element: /* @__PURE__ */ (0, import_jsx_runtime37.jsx)(Layout, {}), children: PAGES.map(({ path, Page }) => /* @__PURE__ */ (0, import_jsx_runtime37.jsx)(import_react_router_dom21.Route, { path, caseSensitive: true, element: /* @__PURE__ */ (0, import_jsx_runtime37.jsx)(Page, {}) }, path)) }) });
}

// src/ssr/render.tsx
init_CsrfField();

// src/page/pageUrl.ts
var NOT_FOUND_PATH = "/404";
function pageUrl(url) {
  const { pathname, searchParams } = new URL(url, "http://page");
  const { page: page2 } = pageAt(pathname);
  if (page2.path === "*") return NOT_FOUND_PATH;
  const kept = new URLSearchParams();
  for (const name of page2.query ?? []) {
    const value = searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  const path = url.split(/[?#]/)[0] || "/";
  return query ? `${path}?${query}` : path;
}

// src/ssr/render.tsx
init_formState();
var import_jsx_runtime38 = require("react/jsx-runtime");
function inProcessAdapter(get) {
  return async (config) => {
    const query = new URLSearchParams(config.params ?? {}).toString();
    const answer = await get(`${config.baseURL ?? ""}${config.url ?? ""}${query ? `?${query}` : ""}`);
    const response = { data: answer.data, status: answer.status, statusText: "", headers: {}, config };
    if (answer.status >= 200 && answer.status < 300) return response;
    throw new import_axios.AxiosError(`GET ${config.url} answered ${answer.status}`, "ERR_BAD_RESPONSE", config, null, response);
  };
}
async function readStream(stream) {
  const chunks = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}
function PageTree({ url, store: store2, children }) {
  return /* @__PURE__ */ (0, import_jsx_runtime38.jsx)(import_react_redux2.Provider, { store: store2, children: /* @__PURE__ */ (0, import_jsx_runtime38.jsx)(import_react_router.StaticRouter, { location: url, children: /* @__PURE__ */ (0, import_jsx_runtime38.jsx)(import_react26.Suspense, { fallback: null, children }) }) });
}
function renderAuthControls() {
  const draw = (kind) => (0, import_server.renderToString)(
    /* @__PURE__ */ (0, import_jsx_runtime38.jsx)(import_react_router.StaticRouter, { location: "/", children: /* @__PURE__ */ (0, import_jsx_runtime38.jsx)(AuthControlView, { kind }) })
  );
  return { visitor: draw("visitor"), user: draw("user"), admin: draw("admin") };
}
async function preparePage({ url, get, origin = null, form = null }) {
  const answers = [];
  const store2 = makeStore(void 0, {
    transport: inProcessAdapter(async (path) => {
      const answer = await get(path);
      answers.push(`${path} ${answer.status} ${answer.etag ?? JSON.stringify(answer.data)}`);
      return answer;
    })
  });
  await prefetchPage(store2.dispatch, url);
  await Promise.all(store2.dispatch(baseApi.util.getRunningQueriesThunk()));
  return {
    version: answers.sort().join("\n"),
    render: async () => {
      let title = "";
      const head = {};
      const { prelude } = await (0, import_static.prerenderToNodeStream)(
        /* @__PURE__ */ (0, import_jsx_runtime38.jsx)(PageTree, { url, store: store2, children: /* @__PURE__ */ (0, import_jsx_runtime38.jsx)(SiteOriginContext.Provider, { value: origin ?? "", children: /* @__PURE__ */ (0, import_jsx_runtime38.jsx)(PageHeadContext.Provider, { value: head, children: /* @__PURE__ */ (0, import_jsx_runtime38.jsx)(DocumentTitleContext.Provider, { value: (pageTitle) => title = pageTitle, children: /* @__PURE__ */ (0, import_jsx_runtime38.jsx)(PublicApp, { formState: form }) }) }) }) }),
        // One piece of HTML: React would otherwise send a large boundary (the page) after its fallback, to be
        // swapped in by an inline script, which a browser without JavaScript never runs.
        { progressiveChunkSize: Number.MAX_SAFE_INTEGER }
      );
      const markup = await readStream(prelude);
      const hints = /^(?:<link[^>]*>)*/.exec(markup)?.[0] ?? "";
      const state = serializeState({ [baseApi.reducerPath]: store2.getState()[baseApi.reducerPath] });
      store2.dispatch(baseApi.util.resetApiState());
      const { status = 200, ...meta } = head;
      return { status, title, meta, head: hints, html: markup.slice(hints.length), state };
    }
  };
}
async function renderPage(request) {
  return (await preparePage(request)).render();
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  CSRF_PLACEHOLDER,
  FORM_STATE_ID,
  pageChunk,
  pageUrl,
  pagesManifest,
  preparePage,
  renderAuthControls,
  renderPage
});
