#!/usr/bin/env bash
# Proves that a sweep runs through a real Slurm: a single-node Slurm (munged, slurmctld and
# slurmd, loopback only, every file under WORK) takes `ccsim sweep --backend slurm` of 4 points
# (phased and message-passing AAPC on an iWarp 4x4, 64 B and 256 B blocks) as a job array, and
# `ccsim sweep collect` prints the same table and CSV as the local backend, point for point
# (the host's timing columns aside). Then a second sweep, written with --dry-run and submitted
# by `collect --resubmit-failed`, in which one point is made to fail (its configuration is given
# an unknown key after the directory was written, so its task exits 2) and one task is
# cancelled while it runs (scancel, as a pre-emption or a failed node would end it): collect
# lists both, with their exit codes and reasons, and exits 1; once the two points are repaired,
# --resubmit-failed submits just those two, and the sweep collects complete and equal to the
# local one.
#
# Usage: slurm_sweep_test.sh CCSIM WORK (run by ctest, label slurm, from the repository root).
# Exits 77 (ctest SKIP_RETURN_CODE) with the reason when Slurm or munge is not installed or the
# daemons do not come up on this machine; every daemon it started is stopped on any exit.
set -uo pipefail

ccsim=$1
work=$2
# The daemons live in sbin, which a non-login PATH may lack.
PATH="$PATH:/usr/sbin:/sbin"
skip() {
  echo "SKIPPED: $*"
  exit 77
}
fail() {
  echo "FAILED: $*"
  exit 1
}

for tool in munged slurmctld slurmd sbatch squeue scancel sinfo; do
  command -v "$tool" >/dev/null ||
    skip "$tool is not installed (scripts/install-deps.sh slurm installs Slurm and munge)"
done

rm -rf "$work"
mkdir -p "$work"/{state,spool,log,munge}
chmod 700 "$work/munge"
cleanup() {
  local pidfile pid
  if [ -f "$work/slurm.conf" ]; then
    SLURM_CONF="$work/slurm.conf" scancel --user="$(id -un)" >/dev/null 2>&1 || true
  fi
  for pidfile in "$work/slurmd.pid" "$work/slurmctld.pid" "$work/munge/munged.pid"; do
    [ -s "$pidfile" ] || continue
    pid=$(cat "$pidfile")
    kill "$pid" 2>/dev/null || continue
    for _ in $(seq 50); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.1
    done
    kill -9 "$pid" 2>/dev/null || true
  done
}
trap cleanup EXIT
trap 'exit 143' TERM
trap 'exit 130' INT

# A port nothing listens on, from a range chosen by this process's id.
free_port() {
  local port=$1
  while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
  echo "$port"
}
ctld_port=$(free_port $((20000 + $$ % 20000)))
slurmd_port=$(free_port $((ctld_port + 1)))

# munge: a throw-away key and socket. --force: the key and socket live in a directory munged
# would otherwise refuse (not its own /etc/munge, /run/munge).
dd if=/dev/urandom of="$work/munge/munge.key" bs=1024 count=1 status=none
chmod 400 "$work/munge/munge.key"
munged --force --key-file="$work/munge/munge.key" --socket="$work/munge/munge.socket" \
  --pid-file="$work/munge/munged.pid" --log-file="$work/log/munged.log" \
  --seed-file="$work/munge/munged.seed" ||
  skip "munged did not start: $(tail -n 1 "$work/log/munged.log" 2>/dev/null)"

# The node as slurmd sees this machine (CPUs, sockets, cores, memory), named localhost.
node=$(slurmd -C 2>/dev/null | head -n 1 | sed 's/^NodeName=[^ ]* //')
[ -n "$node" ] || skip "slurmd -C does not describe this machine"
cat >"$work/slurm.conf" <<EOF
# Throw-away single-node Slurm for ccsim's slurm test: loopback only, no cgroups.
ClusterName=ccsimtest
SlurmctldHost=localhost
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$work/munge/munge.socket
SlurmUser=$(id -un)
SlurmdUser=$(id -un)
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SwitchType=switch/none
MpiDefault=none
MailProg=/bin/true
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/log/slurmctld.log
SlurmdLogFile=$work/log/slurmd.log
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU_Memory
ReturnToService=2
MinJobAge=600
NodeName=localhost NodeAddr=127.0.0.1 $node State=UNKNOWN
PartitionName=debug Nodes=localhost Default=YES MaxTime=60 State=UP
EOF
export SLURM_CONF="$work/slurm.conf"

slurmctld -f "$SLURM_CONF" -i ||
  skip "slurmctld did not start: $(tail -n 1 "$work/log/slurmctld.log" 2>/dev/null)"
slurmd -f "$SLURM_CONF" -N localhost ||
  skip "slurmd did not start: $(tail -n 1 "$work/log/slurmd.log" 2>/dev/null)"
state=""
for _ in $(seq 60); do
  state=$(sinfo --noheader --format=%T 2>/dev/null | head -n 1)
  [ "$state" = idle ] && break
  sleep 0.5
done
[ "$state" = idle ] ||
  skip "the Slurm node did not come up (state '$state'): $(tail -n 1 "$work/log/slurmd.log")"
echo "single-node Slurm up: controller on 127.0.0.1:$ctld_port, node localhost idle"

# Waits until Slurm has no task of job $1 left; fails after $2 seconds.
wait_for_job() {
  local left
  for _ in $(seq $(($2 * 2))); do
    left=$(squeue --noheader --array --jobs="$1" --states=PD,CF,R,CG,S --format=%i 2>/dev/null |
      wc -l)
    [ "$left" -eq 0 ] && return 0
    sleep 0.5
  done
  fail "job $1 still has $left tasks after $2 s"
}
job_of() { cut -f1 "$1/jobs" | tail -n 1; }

sweep_args=(--config configs/iwarp-8x8.ini --topology.nx=4 --topology.ny=4
  --algorithm.bidirectional=false --quiet
  --vary algorithm.block_bytes=64,256 --vary algorithm.name=aapc.phased,aapc.msgpass)
# The table a sweep prints, less where its CSV went; the CSV less the host's four columns.
table() { grep -v -e '^table written to' -e '^plot' "$1"; }
csv_body() { rev "$1" | cut -d, -f5- | rev; }

"$ccsim" sweep "${sweep_args[@]}" --csv "$work/local.csv" >"$work/local.txt" ||
  fail "the local sweep failed"

# 1. The whole sweep through Slurm.
"$ccsim" sweep "${sweep_args[@]}" --backend slurm --dir "$work/sweep" --jobs 2 \
  >"$work/submit.txt" || fail "submission failed: $(cat "$work/submit.txt")"
cat "$work/submit.txt"
job=$(job_of "$work/sweep")
wait_for_job "$job" 240
"$ccsim" sweep collect "$work/sweep" --csv "$work/slurm.csv" --plot "$work/slurm.png" \
  >"$work/slurm.txt" || fail "collect exited $?: $(cat "$work/slurm.txt")"
diff <(table "$work/local.txt") <(table "$work/slurm.txt") ||
  fail "the collected table differs from the local sweep's"
diff <(csv_body "$work/local.csv") <(csv_body "$work/slurm.csv") ||
  fail "the collected CSV differs from the local sweep's"
[ -f "$work/sweep/logs/003.out" ] && [ "$(cat "$work/sweep/logs/003.exit")" = 0 ] ||
  fail "task 3 left no log or exit code"
echo "collected: table and CSV equal the local sweep's"

# 2. One point made to fail, one task cancelled while it runs, then both resubmitted.
"$ccsim" sweep "${sweep_args[@]}" --backend slurm --dir "$work/failing" --dry-run \
  >/dev/null || fail "dry run failed"
cp "$work/failing/points/001.ini" "$work/001.ini.good"
cp "$work/failing/points/003.ini" "$work/003.ini.good"
printf '[sim]\nno_such_key = 1\n' >>"$work/failing/points/001.ini"
# Point 3 made long (8x8, 16 KB blocks: many seconds), so that it can be cancelled running.
sed -i -e 's/^nx = 4 /nx = 8 /' -e 's/^ny = 4 /ny = 8 /' \
  -e 's/^block_bytes = 256 /block_bytes = 16384 /' "$work/failing/points/003.ini"
# A dry run's directory is submitted as a whole by --resubmit-failed (every point is missing).
"$ccsim" sweep collect "$work/failing" --resubmit-failed >"$work/first.txt"
grep -q "^resubmitted 4 points as Slurm job [0-9]* (array 0-3)" "$work/first.txt" ||
  fail "--resubmit-failed did not submit the dry run's 4 points: $(cat "$work/first.txt")"
job=$(job_of "$work/failing")
running=""
for _ in $(seq 120); do
  running=$(squeue --noheader --array --jobs="$job" --states=RUNNING --format=%K 2>/dev/null |
    grep -x 3)
  [ -n "$running" ] && break
  sleep 0.5
done
[ -n "$running" ] || fail "task 3 never ran"
sleep 1
scancel "${job}_3"
wait_for_job "$job" 240
"$ccsim" sweep collect "$work/failing" >"$work/failing.txt"
status=$?
cat "$work/failing.txt"
[ "$status" -eq 1 ] || fail "collect of a sweep with failed points exited $status, not 1"
grep -q '^2 of 4 points failed or have no result' "$work/failing.txt" ||
  fail "collect did not count the two failed points"
grep -q '^  point 1 (.*): exit 2: ccsim: error: .*no_such_key' "$work/failing.txt" ||
  fail "collect did not give point 1's exit code and reason"
grep -q '^  point 3 (.*): no exit code: slurm: JOB .* CANCELLED' "$work/failing.txt" ||
  fail "collect did not say that point 3 was cancelled"

cp "$work/001.ini.good" "$work/failing/points/001.ini"
cp "$work/003.ini.good" "$work/failing/points/003.ini"
"$ccsim" sweep collect "$work/failing" --resubmit-failed >"$work/resubmit.txt"
cat "$work/resubmit.txt"
grep -q "^resubmitted 2 points as Slurm job [0-9]* (array 1,3)" "$work/resubmit.txt" ||
  fail "--resubmit-failed did not submit points 1 and 3 alone"
[ -f "$work/failing/attempts/1/logs/003.err" ] || fail "point 3's earlier log was not kept"
wait_for_job "$(job_of "$work/failing")" 240
"$ccsim" sweep collect "$work/failing" --csv "$work/failing.csv" >"$work/failing2.txt" ||
  fail "collect after the resubmission exited $?: $(cat "$work/failing2.txt")"
diff <(table "$work/local.txt") <(table "$work/failing2.txt") ||
  fail "the resubmitted sweep's table differs from the local sweep's"
diff <(csv_body "$work/local.csv") <(csv_body "$work/failing.csv") ||
  fail "the resubmitted sweep's CSV differs from the local sweep's"
echo "failed points reported, resubmitted and collected: equal to the local sweep"
