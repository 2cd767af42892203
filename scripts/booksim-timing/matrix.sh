#!/bin/sh
# The experiments behind docs/booksim2-router.md: each of the three cases (and the public 8x8
# curve) at the configured timing, with switch.body_cycles = 2, and with the BookSim2 behaviours
# that experiment.patch switches on by environment variable (EXP_*; a binary built from a copy of
# the tree with the patch applied; without the variables it runs as the unpatched binary).
#   CCSIM=/path/to/patched/ccsim scripts/booksim-timing/matrix.sh [case...]
# cases: base two-vcs torus long; each prints one line per variant (case_summary.py).
set -e
here=$(dirname "$0")
cases=${*:-base two-vcs torus long}
M="--config configs/booksim-mesh-8x8.ini --config configs/booksim-cases/short-window.ini"
D=configs/booksim-cases
run() { label=$1; shift; env $ENVS python3 "$here/case_summary.py" "$label" "$@"; }
for c in $cases; do
  case $c in
    base) O="$M" ;;
    two-vcs) O="$M --config $D/two-vcs-one-class.ini" ;;
    torus) O="$M --config $D/torus-8x8.ini" ;;
    long) O="$M --config $D/long-packets.ini" ;;
  esac
  ENVS= run "$c: as configured" $O
  ENVS= run "$c: body 2" $O --switch.body_cycles=2
  case $c in
    two-vcs)
      ENVS="EXP_INJ_VCS=2" run "$c: body 2 +inj" $O --switch.body_cycles=2
      ENVS="EXP_EJECT=1" run "$c: body 2 +ej" $O --switch.body_cycles=2
      ENVS="EXP_INJ_VCS=2 EXP_EJECT=1" run "$c: body 2 +inj +ej" $O --switch.body_cycles=2
      ENVS="EXP_INJ_VCS=2 EXP_EJECT=1 EXP_HANDOVER=1" run "$c: body 2 +inj +ej +ho" $O \
        --switch.body_cycles=2 ;;
    torus)
      ENVS="EXP_TIE=split" run "$c: body 2 +tie" $O --switch.body_cycles=2
      ENVS="EXP_TIE=split EXP_DATELINE=booksim" run "$c: body 2 +tie +dl" $O --switch.body_cycles=2
      ENVS="EXP_TIE=split EXP_DATELINE=booksim EXP_INJ_VCS=2 EXP_EJECT=1" \
        run "$c: body 2 +tie +dl +inj +ej" $O --switch.body_cycles=2
      ENVS="EXP_TIE=split EXP_DATELINE=booksim EXP_INJ_VCS=2 EXP_EJECT=1 EXP_HANDOVER=1" \
        run "$c: body 2 +tie +dl +inj +ej +ho" $O --switch.body_cycles=2 ;;
    base|long)
      ENVS="EXP_HANDOVER=1" run "$c: body 2 +ho" $O --switch.body_cycles=2 ;;
  esac
done
