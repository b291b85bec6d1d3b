// Registering a published version with the fleet service (`POST /api/releases` with the team's publish token).

/** How long the service may take to answer, ms: a publish in CI must not hang on an unreachable service. */
const REGISTER_TIMEOUT_MS = 15_000;

/** A registration the service refused or never answered; the CLI exits with `exitCode`. */
class RegistrationError extends Error {
  constructor(message) {
    super(message);
    this.exitCode = 1;
  }
}

/** The service's own `{ error }` words, else the start of what it sent. */
async function replyMessage(response) {
  const text = await response.text();
  try {
    return JSON.parse(text).error ?? text.slice(0, 200);
  } catch {
    return text.slice(0, 200);
  }
}

/**
 * Registers `release` ({ remote, version, build, sdkRange, manifestUrl, exposes }) with the fleet service at `fleetUrl`.
 * @returns {Promise<object>} the registered record
 * @throws {RegistrationError} with the service's Chinese message (401/403/409/400) or why it could not be reached
 */
async function registerRelease(fleetUrl, token, release, { timeoutMs = REGISTER_TIMEOUT_MS } = {}) {
  let response;
  try {
    response = await fetch(`${fleetUrl.replace(/\/+$/, '')}/api/releases`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(release),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason =
      error.name === 'TimeoutError' ? `${timeoutMs / 1000} 秒内没有响应` : (error.cause?.message ?? error.message);
    throw new RegistrationError(`无法连接大屏集群服务 ${fleetUrl}：${reason}`);
  }
  if (response.status === 201) return response.json();
  const message = await replyMessage(response);
  throw new RegistrationError(
    `大屏集群服务拒绝登记 ${release.remote}@${release.version}（HTTP ${response.status}）：${message}`,
  );
}

module.exports = { registerRelease, RegistrationError, REGISTER_TIMEOUT_MS };
