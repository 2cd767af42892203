# 001 what the inter-level multicast buys the scatter: gain of the fastest multicast run over the fastest hybrid
# Run it in this directory: gnuplot 001.multicast_gain_scatter.gp
$s0 << EOD
4 54.6732
64 33.993
256 1.13068
1024 -29.5289
4096 -42.3128
EOD
$s1 << EOD
4 43.0535
64 29.1736
256 19.299
1024 9.62541
4096 2.66241
EOD
$s2 << EOD
4 46.5239
64 10.4567
256 -40.1906
1024 -82.9803
4096 -100.9
EOD
$s3 << EOD
4 47.5562
64 35.6571
256 23.463
1024 11.229
4096 3.16223
EOD
$s4 << EOD
4 20.4021
64 -30.8404
256 -103.489
1024 -165.505
4096 -191.653
EOD
$s5 << EOD
4 48.2579
64 38.3503
256 25.2134
1024 11.9566
4096 3.39506
EOD
$s6 << EOD
4 63.8488
64 37.6665
256 1.13068
1024 -29.5289
4096 -42.3128
EOD
$s7 << EOD
4 46.5239
64 10.4567
256 -40.1906
1024 -82.9803
4096 -100.9
EOD
$s8 << EOD
4 20.4021
64 -30.8404
256 -103.489
1024 -165.505
4096 -191.653
EOD
set key below left Left reverse
set grid
set xlabel 'S (bytes per destination)'
set ylabel 'gain (%)'
set title '001 what the inter-level multicast buys the scatter: gain of the fastest multicast run over the fastest hybrid'
set logscale x 2
set terminal pngcairo noenhanced size 1100,601
set output '001.multicast_gain_scatter.png'
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
set output '001.multicast_gain_scatter.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'gain (machine) (Q=2), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'gain (machine) (Q=2), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'gain (machine) (Q=8), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'gain (machine) (Q=8), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'gain (machine) (Q=32), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'gain (machine) (Q=32), formula', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'gain on its sub-mesh (machine) (Q=2), model', \
     $s7 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'gain on its sub-mesh (machine) (Q=8), model', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'gain on its sub-mesh (machine) (Q=32), model'
