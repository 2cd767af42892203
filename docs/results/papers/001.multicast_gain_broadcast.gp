# 001 what the inter-level multicast buys the broadcast: gain of the fastest multicast run over the fastest hybrid
# Run it in this directory: gnuplot 001.multicast_gain_broadcast.gp
$s0 << EOD
4 56.8752
64 56.7201
256 56.512
1024 56.3446
4096 56.2766
EOD
$s1 << EOD
4 44.3753
64 44.1315
256 43.8277
1024 43.6004
4096 43.5122
EOD
$s2 << EOD
4 49.6904
64 49.2959
256 48.7418
1024 48.2737
4096 48.0777
EOD
$s3 << EOD
4 48.4581
64 48.3211
256 48.1327
1024 47.977
4096 47.9127
EOD
$s4 << EOD
4 24.9224
64 24.8227
256 24.6814
1024 24.5608
4096 24.51
EOD
$s5 << EOD
4 49.605
64 49.5646
256 49.5073
1024 49.4584
4096 49.4378
EOD
$s6 << EOD
4 66.1175
64 65.4208
256 64.4485
1024 63.6326
4096 63.2924
EOD
$s7 << EOD
4 49.6904
64 49.2959
256 48.7418
1024 48.2737
4096 48.0777
EOD
$s8 << EOD
4 24.9224
64 24.8227
256 24.6814
1024 24.5608
4096 24.51
EOD
set key below left Left reverse
set grid
set xlabel 'S (bytes per destination)'
set ylabel 'gain (%)'
set title '001 what the inter-level multicast buys the broadcast: gain of the fastest multicast run over the fastest hybrid'
set logscale x 2
set terminal pngcairo noenhanced size 1100,601
set output '001.multicast_gain_broadcast.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'gain (machine) (Q=2), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'gain (machine) (Q=2), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'gain (machine) (Q=8), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'gain (machine) (Q=8), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'gain (machine) (Q=32), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'gain (machine) (Q=32), formula', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'gain on its sub-mesh (machine) (Q=2), model', \
     $s7 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'gain on its sub-mesh (machine) (Q=8), model', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'gain on its sub-mesh (machine) (Q=32), model'
set terminal svg noenhanced size 1100,601
set output '001.multicast_gain_broadcast.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'gain (machine) (Q=2), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'gain (machine) (Q=2), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'gain (machine) (Q=8), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'gain (machine) (Q=8), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'gain (machine) (Q=32), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'gain (machine) (Q=32), formula', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'gain on its sub-mesh (machine) (Q=2), model', \
     $s7 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'gain on its sub-mesh (machine) (Q=8), model', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'gain on its sub-mesh (machine) (Q=32), model'
