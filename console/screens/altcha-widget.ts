// The ALTCHA widget in its strict-CSP form: `altcha/external` injects no <style> and bundles no
// blob: workers, so the stylesheet and the SHA worker are files of our build (served as 'self').
import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/ru';
import ShaWorker from 'altcha/workers/sha?worker';

// The server's challenges are SHA-256 (server/auth/altcha.ts); only that worker is loaded.
$altcha.algorithms.set('SHA-256', () => new ShaWorker());
