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
4 53.4279
256 52.8969
1024 52.8203
EOD
$s7 << EOD
4 46.984
256 46.6969
1024 46.5766
EOD
$s8 << EOD
4 72.6581
256 72.7525
1024 72.799
EOD
$s9 << EOD
4 49.2062
256 49.044
1024 48.9659
EOD
$s10 << EOD
4 78.509
256 78.4034
1024 78.3501
EOD
$s11 << EOD
4 49.7989
256 49.7512
1024 49.7273
EOD
$s12 << EOD
4 66.1175
64 65.4208
256 64.4485
1024 63.6326
4096 63.2924
EOD
$s13 << EOD
4 49.6904
64 49.2959
256 48.7418
1024 48.2737
4096 48.0777
EOD
$s14 << EOD
4 24.9224
64 24.8227
256 24.6814
1024 24.5608
4096 24.51
EOD
$s15 << EOD
4 89.3398
256 79.1037
1024 78.3581
EOD
$s16 << EOD
4 90.8374
256 90.6872
1024 90.6112
EOD
$s17 << EOD
4 83.2731
256 83.1469
1024 83.0829
EOD
set key below left Left reverse
set grid
set xlabel 'S (bytes per destination)'
set ylabel 'gain (%)'
set title '001 what the inter-level multicast buys the broadcast: gain of the fastest multicast run over the fastest hybrid'
set logscale x 2
set terminal pngcairo noenhanced size 1100,682
set output '001.multicast_gain_broadcast.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'gain (machine) (4x4, Q=2), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'gain (machine) (4x4, Q=2), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'gain (machine) (4x4, Q=8), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'gain (machine) (4x4, Q=8), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'gain (machine) (4x4, Q=32), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'gain (machine) (4x4, Q=32), formula', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'gain (machine) (16x16, Q=2), model', \
     $s7 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'gain (machine) (16x16, Q=2), formula', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'gain (machine) (16x16, Q=8), model', \
     $s9 using 1:2 with linespoints dt 2 pt 6 lc 5 title 'gain (machine) (16x16, Q=8), formula', \
     $s10 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'gain (machine) (16x16, Q=32), model', \
     $s11 using 1:2 with linespoints dt 2 pt 6 lc 6 title 'gain (machine) (16x16, Q=32), formula', \
     $s12 using 1:2 with linespoints dt 1 pt 7 lc 7 title 'gain on its sub-mesh (machine) (4x4, Q=2), model', \
     $s13 using 1:2 with linespoints dt 1 pt 7 lc 8 title 'gain on its sub-mesh (machine) (4x4, Q=8), model', \
     $s14 using 1:2 with linespoints dt 1 pt 7 lc 9 title 'gain on its sub-mesh (machine) (4x4, Q=32), model', \
     $s15 using 1:2 with linespoints dt 1 pt 7 lc 10 title 'gain on its sub-mesh (machine) (16x16, Q=2), model', \
     $s16 using 1:2 with linespoints dt 1 pt 7 lc 11 title 'gain on its sub-mesh (machine) (16x16, Q=8), model', \
     $s17 using 1:2 with linespoints dt 1 pt 7 lc 12 title 'gain on its sub-mesh (machine) (16x16, Q=32), model'
set terminal svg noenhanced size 1100,682
set output '001.multicast_gain_broadcast.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'gain (machine) (4x4, Q=2), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'gain (machine) (4x4, Q=2), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'gain (machine) (4x4, Q=8), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'gain (machine) (4x4, Q=8), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'gain (machine) (4x4, Q=32), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'gain (machine) (4x4, Q=32), formula', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'gain (machine) (16x16, Q=2), model', \
     $s7 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'gain (machine) (16x16, Q=2), formula', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'gain (machine) (16x16, Q=8), model', \
     $s9 using 1:2 with linespoints dt 2 pt 6 lc 5 title 'gain (machine) (16x16, Q=8), formula', \
     $s10 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'gain (machine) (16x16, Q=32), model', \
     $s11 using 1:2 with linespoints dt 2 pt 6 lc 6 title 'gain (machine) (16x16, Q=32), formula', \
     $s12 using 1:2 with linespoints dt 1 pt 7 lc 7 title 'gain on its sub-mesh (machine) (4x4, Q=2), model', \
     $s13 using 1:2 with linespoints dt 1 pt 7 lc 8 title 'gain on its sub-mesh (machine) (4x4, Q=8), model', \
     $s14 using 1:2 with linespoints dt 1 pt 7 lc 9 title 'gain on its sub-mesh (machine) (4x4, Q=32), model', \
     $s15 using 1:2 with linespoints dt 1 pt 7 lc 10 title 'gain on its sub-mesh (machine) (16x16, Q=2), model', \
     $s16 using 1:2 with linespoints dt 1 pt 7 lc 11 title 'gain on its sub-mesh (machine) (16x16, Q=8), model', \
     $s17 using 1:2 with linespoints dt 1 pt 7 lc 12 title 'gain on its sub-mesh (machine) (16x16, Q=32), model'
