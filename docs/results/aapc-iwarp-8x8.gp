# ccsim sweep plot: mbytes_per_s against algorithm.block_bytes, one line per combination of the other varied keys.
# Run it in this directory: gnuplot aapc-iwarp-8x8.gp
$p0_s0 << EOD
64 168.186571713 "64"
1024 1355.34034543 "1024"
4096 2094.57305692 "4096"
16384 2425.27240957 "16384"
EOD
$p0_s1 << EOD
64 199.35662953 "64"
1024 581.117676806 "1024"
4096 581.451999723 "4096"
16384 590.076972452 "16384"
EOD
set xlabel 'algorithm.block_bytes (bytes)'
set key outside right top Left reverse title 'algorithm.name'
set grid
set logscale x 2
set ylabel 'aggregate bandwidth (MB/s)'
set terminal pngcairo noenhanced size 1000,640
set output 'aapc-iwarp-8x8.png'
set title 'torus2d 8x8, 64 nodes' . "\n" . 'link.cycles_per_word=2, link.latency_cycles=2, memory.ports=2' . "\n" . 'memory.words=524288, node.msg_overhead_cycles=400, switch.num_vcs=3' . "\n" . 'switch.queue_depth=8, switch.sync=true, switch.sync_pool_vc=2'
plot $p0_s0 using 1:2 with linespoints pt 7 lc 1 title 'aapc.phased', \
     $p0_s1 using 1:2 with linespoints pt 7 lc 2 title 'aapc.msgpass'
