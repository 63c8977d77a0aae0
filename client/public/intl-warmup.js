// Runs as a task of its own just before the app's module (index.html). A page's first use of Intl
// loads the browser's locale data: 12 to 20 ms on this project's machines, four times that on a
// phone. The app's first use is react-aria's (it asks Intl for the default locale while its module
// loads), which made the module's evaluation, already the page's longest task, longer by as much.
// Same call as react-aria's, so the data it loads is what react-aria needs (decision 052).
Intl.DateTimeFormat.supportedLocalesOf([navigator.language]);
