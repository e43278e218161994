// The DOM matchers that jest.setup-dom.js loads (toBeInTheDocument, toBeVisible, ...), for the type check of
// every package's tests.
/// <reference types="@testing-library/jest-dom" />
