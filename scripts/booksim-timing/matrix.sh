#!/bin/sh
# The figures of docs/booksim2-router.md: for each of the three cases (and the public 8x8
# curve), the configuration before the BookSim2 keys, then each key added in turn, the last
# line the configuration as it is (configs/booksim-mesh-8x8.ini with the case's overlay).
#   CCSIM=/path/to/ccsim scripts/booksim-timing/matrix.sh [case...]
# cases: base two-vcs torus long; each prints one line per variant (case_summary.py).
set -e
here=$(dirname "$0")
cases=${*:-base two-vcs torus long}
M="--config configs/booksim-mesh-8x8.ini --config configs/booksim-cases/short-window.ini"
D=configs/booksim-cases
# Every BookSim2 key at the value that keeps the earlier behaviour (body_cycles = 3 was the
# configuration's value before switch.body_cycles = 2).
BODY3="--switch.body_cycles=3"
HO0="--switch.vc_handover_cycles=0"
INJ1="--traffic.injection_vcs=first"
EJ1="--switch.ejection_vcs=first"
TIE0="--routing.torus_ties=plus"
DL="--routing.torus_vcs=dateline"
EJC0="--link.ejection_credit_delay_cycles=0"
run() { label=$1; shift; python3 "$here/case_summary.py" "$label" "$@"; }
for c in $cases; do
  case $c in
    base) O="$M" ;;
    two-vcs) O="$M --config $D/two-vcs-one-class.ini" ;;
    torus) O="$M --config $D/torus-8x8.ini" ;;
    long) O="$M --config $D/long-packets.ini" ;;
  esac
  run "$c: before" $O $BODY3 $HO0 $INJ1 $EJ1 $TIE0 $DL $EJC0
  run "$c: body 2" $O $HO0 $INJ1 $EJ1 $TIE0 $DL $EJC0
  case $c in
    two-vcs)
      run "$c: body 2, injection" $O $HO0 $EJ1 $TIE0 $DL $EJC0
      run "$c: body 2, ejection" $O $HO0 $INJ1 $TIE0 $DL $EJC0
      run "$c: body 2, both" $O $HO0 $TIE0 $DL $EJC0 ;;
    torus)
      run "$c: body 2, ties" $O $HO0 $INJ1 $EJ1 $DL $EJC0
      run "$c: body 2, ties, classes" $O $HO0 $INJ1 $EJ1 $EJC0
      run "$c: body 2, ties, classes, injection, ejection" $O $HO0 $EJC0 ;;
  esac
  run "$c: VC handover" $O $EJC0
  run "$c: as configured (after)" $O
done
