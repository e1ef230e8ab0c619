#!/usr/bin/env bash
# Cadmus on Slurm: an array of 8 tasks, each a process joining one campaign on a shared PostgreSQL store.
#
# Once, before (a campaign that exists is refused, so creating is not part of the tasks):
#   cadmus fuzz --lang lua --dialect 5.1 --impl lua.luaj --count 100000 --seed 1 \
#     --store "$CADMUS_STORE_URL" --campaign big --create-only --out big
# then, from the directory the tasks should write their campaigns/ into:
#   export CADMUS_STORE_URL='jdbc:postgresql://HOST:5432/DB?user=U&password=P' CADMUS_CAMPAIGN=big
#   sbatch releng/deploy/slurm-array.sh        # sbatch passes the submitting shell's environment on
# and watch with `cadmus findings big` and `cadmus report big`.
#
# Each node needs Java 17 and the engines (releng/install-engines), and `cadmus` on the PATH (the product's
# launcher, or a clone's ./cadmus whose product is built), or CADMUS set to it. CADMUS_FUZZ_OPTIONS adds options
# to every task's `fuzz --join` (say "--range 1000 --lease 120s"). A task ends when every range of the campaign is
# done, findings or not (--fail-on never); one that hits --time gives its unfinished ranges up on Slurm's SIGTERM,
# and a task that dies leaves them to be leased again once their lease expires.
#
#SBATCH --job-name=cadmus
#SBATCH --array=0-7
#SBATCH --ntasks=1
#SBATCH --cpus-per-task=2
#SBATCH --mem=4G
#SBATCH --time=12:00:00
#SBATCH --output=cadmus-%A_%a.log
set -euo pipefail

missing=()
[ -n "${CADMUS_STORE_URL:-}" ] || missing+=(CADMUS_STORE_URL)
[ -n "${CADMUS_CAMPAIGN:-}" ] || missing+=(CADMUS_CAMPAIGN)
if [ ${#missing[@]} -gt 0 ]; then
  echo "slurm-array.sh: ${missing[*]} not set; export the shared store's JDBC URL and the campaign's name" \
    "before sbatch, e.g.:" >&2
  echo "  export CADMUS_STORE_URL='jdbc:postgresql://HOST:5432/DB?user=U&password=P' CADMUS_CAMPAIGN=big" >&2
  exit 2
fi
if [ -z "${SLURM_ARRAY_TASK_ID:-}" ]; then
  echo "slurm-array.sh: SLURM_ARRAY_TASK_ID not set: submit this script with sbatch, not run it" >&2
  exit 2
fi
cadmus=${CADMUS:-cadmus}
if ! command -v "$cadmus" >/dev/null 2>&1; then
  echo "slurm-array.sh: no $cadmus on $(hostname)'s PATH; set CADMUS to the product's launcher" >&2
  exit 2
fi

# Word splitting wanted: CADMUS_FUZZ_OPTIONS holds options.
# shellcheck disable=SC2086
exec "$cadmus" fuzz --join "$CADMUS_STORE_URL" "$CADMUS_CAMPAIGN" \
  --workers 1 --fail-on never \
  --out "campaigns/$CADMUS_CAMPAIGN-$SLURM_ARRAY_TASK_ID" \
  ${CADMUS_FUZZ_OPTIONS:-}
