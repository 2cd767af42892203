# 000 Table 5: all-to-all broadcast, row major, 256 elements per node, nodes varied (ms)
# Run it in this directory: gnuplot 000.table05.gp
$s0 << EOD
2 5.9227
4 14.8066
8 28.5513
16 55.8758
32 109.73
64 215.758
EOD
$s1 << EOD
1 3.41
2 28.68
4 49.39
8 68.65
16 107.62
32 150.34
64 252.6
128 411.1
256 744.4
EOD
$s2 << EOD
1 4.93
2 13.59
4 12.98
8 13.13
16 12.9
32 12.98
64 12.98
128 12.91
256 4.93
EOD
$s3 << EOD
1 6.45
2 22.53
4 27
8 36.76
16 51.74
32 87.84
64 150.82
128 276.91
256 459.83
EOD
$s4 << EOD
1 5.26
2 17.15
4 23.01
8 36.09
16 61.75
32 112.64
64 217.25
128 424.63
256 831.53
EOD
set key below left Left reverse
set grid
set xlabel 'nodes along the axis'
set ylabel 'time (ms)'
set title '000 Table 5: all-to-all broadcast, row major, 256 elements per node, nodes varied (ms)'
set logscale x 2
set logscale y
set terminal pngcairo noenhanced size 1100,565
set output '000.table05.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'send and spread, model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'send and spread, paper', \
     $s2 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'transpose, paper', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'd cycles, paper', \
     $s4 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'one cycle, paper'
set terminal svg noenhanced size 1100,565
set output '000.table05.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'send and spread, model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'send and spread, paper', \
     $s2 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'transpose, paper', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'd cycles, paper', \
     $s4 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'one cycle, paper'
