# 001 what the inter-level multicast buys the scatter: gain of the fastest partial_multicast run over the fastest partial
# Run it in this directory: gnuplot 001.fig9.gp
$s0 << EOD
4 52.116
64 17.8366
256 -4.85216
1024 -15.3607
EOD
$s1 << EOD
4 36.5571
64 24.6264
256 13.813
1024 7.36434
EOD
$s2 << EOD
4 43.3333
64 11.4901
256 1.48157
1024 -2.65466
EOD
$s3 << EOD
4 27.517
64 13.3981
256 7.31669
1024 3.74294
EOD
$s4 << EOD
4 4.41154
64 -69.3763
EOD
$s5 << EOD
4 19.6401
64 5.62192
EOD
$s6 << EOD
4 52.116
64 17.8366
256 -4.85216
1024 -15.3607
EOD
$s7 << EOD
4 53.0828
64 13.8539
256 1.48157
1024 -2.65466
EOD
$s8 << EOD
4 63.6016
64 21.2402
EOD
set key below left Left reverse
set grid
set xlabel 'S (bytes per destination)'
set ylabel 'gain (%)'
set title '001 what the inter-level multicast buys the scatter: gain of the fastest partial_multicast run over the fastest partial'
set logscale x 2
set terminal pngcairo noenhanced size 1100,601
set output '001.fig9.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'gain (machine) (2x2/8x8), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'gain (machine) (2x2/8x8), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'gain (machine) (4x4/16x16), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'gain (machine) (4x4/16x16), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'gain (machine) (4x4/64x64), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'gain (machine) (4x4/64x64), formula', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'gain on its sub-mesh (machine) (2x2/8x8), model', \
     $s7 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'gain on its sub-mesh (machine) (4x4/16x16), model', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'gain on its sub-mesh (machine) (4x4/64x64), model'
set terminal svg noenhanced size 1100,601
set output '001.fig9.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'gain (machine) (2x2/8x8), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'gain (machine) (2x2/8x8), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'gain (machine) (4x4/16x16), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'gain (machine) (4x4/16x16), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'gain (machine) (4x4/64x64), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'gain (machine) (4x4/64x64), formula', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'gain on its sub-mesh (machine) (2x2/8x8), model', \
     $s7 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'gain on its sub-mesh (machine) (4x4/16x16), model', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'gain on its sub-mesh (machine) (4x4/64x64), model'
