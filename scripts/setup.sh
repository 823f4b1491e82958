#!/usr/bin/env bash
# Brings what `npm start` or `npm test` needs and this machine lacks, before either runs (npm's
# prestart / pretest / prebench hooks call it): the system tools from Debian's packages, then the
# npm packages from the lockfile. Usage: bash scripts/setup.sh start|test|bench
#
# A missing tool is found before any stack starts: one line per tool with the exact command.
# As root (or with sudo that asks no password) the script installs them itself; otherwise it stops
# with that command. Why Debian's packages and not binaries inside npm packages:
# docs/decisions/, "Two commands on a fresh machine".
set -euo pipefail
cd "$(dirname "$0")/.."

purpose="${1:-}"
case "$purpose" in
  start | test | bench) ;;
  *)
    echo "Uso: bash scripts/setup.sh start|test|bench" >&2
    exit 2
    ;;
esac

chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"

# What each tool is for, its Debian package, and how to tell it is there.
# DynamoDB Local runs on Java (17 or newer); the local stack turns videos into HLS with ffmpeg and
# reads them with ffprobe; the browser tests and the benchmark drive Chromium; the invoice test
# renders the PDF with pdftoppm; the WSAA unit test checks our signature with OpenSSL.
tools=(java ffmpeg ffprobe)
if [ "$purpose" != start ]; then tools+=(chromium pdftoppm openssl); fi

package_of() {
  case "$1" in
    java) echo default-jre-headless ;;
    ffmpeg | ffprobe) echo ffmpeg ;;
    chromium) echo chromium ;;
    pdftoppm) echo poppler-utils ;;
    openssl) echo openssl ;;
  esac
}

purpose_of() {
  case "$1" in
    java) echo "DynamoDB Local corre sobre Java 17 o más nuevo" ;;
    ffmpeg | ffprobe) echo "el stack local convierte los videos en HLS" ;;
    chromium) echo "las pruebas de navegador y el benchmark usan Chromium ($chromium_path)" ;;
    pdftoppm) echo "la prueba de facturas dibuja el PDF" ;;
    openssl) echo "la prueba de WSAA verifica la firma" ;;
  esac
}

java_major() {
  java -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -n 1
}

present() {
  case "$1" in
    chromium) [ -x "$chromium_path" ] ;;
    java) command -v java >/dev/null 2>&1 && [ "$(java_major)" -ge 17 ] 2>/dev/null ;;
    *) command -v "$1" >/dev/null 2>&1 ;;
  esac
}

missing_tools() {
  for tool in "${tools[@]}"; do present "$tool" || echo "$tool"; done
}

mapfile -t missing < <(missing_tools)
if [ ${#missing[@]} -gt 0 ]; then
  packages=$(for tool in "${missing[@]}"; do package_of "$tool"; done | sort -u | tr '\n' ' ')
  for tool in "${missing[@]}"; do
    echo "Falta $tool: $(purpose_of "$tool") (paquete de Debian $(package_of "$tool"))."
  done
  if [ "$(id -u)" -eq 0 ]; then
    as_root=()
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    as_root=(sudo)
  else
    echo "Instalalos con: sudo apt-get update && sudo apt-get install -y $packages" >&2
    exit 1
  fi
  echo "Instalando $packages(apt-get; la primera vez tarda alrededor de un minuto)…"
  "${as_root[@]}" apt-get update -qq
  # shellcheck disable=SC2086 # one word per package
  "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $packages >/dev/null
  mapfile -t still_missing < <(missing_tools)
  if [ ${#still_missing[@]} -gt 0 ]; then
    for tool in "${still_missing[@]}"; do echo "Sigue faltando $tool después de instalar $(package_of "$tool")." >&2; done
    exit 1
  fi
fi

# npm packages: installed when node_modules is missing or was installed from another lockfile
# (a pull or an `npm install` changed it). `npm ci` installs exactly the lockfile, the pinned Node 24
# included; the lockfile's digest is kept beside what it installed.
lock_digest=$(sha256sum package-lock.json | cut -d ' ' -f 1)
installed_from=node_modules/.installed-from-lockfile
if [ ! -d node_modules ] || [ "$(cat "$installed_from" 2>/dev/null)" != "$lock_digest" ]; then
  echo "Instalando los paquetes de npm (npm ci)…"
  npm ci --no-audit --no-fund
  echo "$lock_digest" >"$installed_from"
fi
