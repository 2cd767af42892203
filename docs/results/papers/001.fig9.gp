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
4 52.116
64 17.8366
256 -4.85216
1024 -15.3607
EOD
set key below left Left reverse
set grid
set xlabel 'S (bytes per destination)'
set ylabel 'gain (%)'
set title '001 what the inter-level multicast buys the scatter: gain of the fastest partial_multicast run over the fastest partial'
set logscale x 2
set terminal pngcairo noenhanced size 1100,547
set output '001.fig9.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'gain (machine), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'gain (machine), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'gain on its sub-mesh (machine), model'
set terminal svg noenhanced size 1100,547
set output '001.fig9.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'gain (machine), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'gain (machine), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'gain on its sub-mesh (machine), model'
