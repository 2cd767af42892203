# 001 what the inter-level multicast buys the scatter: gain of the fastest both_levels_multicast run over the fastest both_levels
# Run it in this directory: gnuplot 001.fig10.gp
$s0 << EOD
4 51.9774
64 17.4476
256 -4.68677
1024 -14.7514
EOD
$s1 << EOD
4 42.9159
64 11.0306
256 1.40995
1024 -2.51812
EOD
$s2 << EOD
4 51.9774
64 17.4476
256 -4.68677
1024 -14.7514
EOD
$s3 << EOD
4 52.6587
64 13.3141
256 1.40995
1024 -2.51812
EOD
set key below left Left reverse
set grid
set xlabel 'S (bytes per destination)'
set ylabel 'gain (%)'
set title '001 what the inter-level multicast buys the scatter: gain of the fastest both_levels_multicast run over the fastest both_levels'
set logscale x 2
set terminal pngcairo noenhanced size 1100,556
set output '001.fig10.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'gain (machine) (2x2/8x8), model', \
     $s1 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'gain (machine) (4x4/16x16), model', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'gain on its sub-mesh (machine) (2x2/8x8), model', \
     $s3 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'gain on its sub-mesh (machine) (4x4/16x16), model'
set terminal svg noenhanced size 1100,556
set output '001.fig10.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'gain (machine) (2x2/8x8), model', \
     $s1 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'gain (machine) (4x4/16x16), model', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'gain on its sub-mesh (machine) (2x2/8x8), model', \
     $s3 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'gain on its sub-mesh (machine) (4x4/16x16), model'
