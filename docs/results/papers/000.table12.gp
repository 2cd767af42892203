# 000 Table 12: all-to-all broadcast, column major, 256 elements per node, nodes varied (ms)
# Run it in this directory: gnuplot 000.table12.gp
$s0 << EOD
2 5.9227
4 14.8066
8 28.5513
16 55.8758
32 109.73
64 215.758
EOD
$s1 << EOD
1 3.45
2 18.38
4 31.88
8 46.54
16 74.63
32 121.82
64 206.33
128 388.9
EOD
$s2 << EOD
2 4.0607
4 5.802
8 9.8665
16 16.1658
32 34.1849
64 64.0437
EOD
$s3 << EOD
1 1.52
2 8.94
4 14.02
8 23.63
16 38.84
32 74.86
64 137.84
128 263
256 454.9
EOD
$s4 << EOD
2 1.7072
4 4.9168
8 11.336
16 24.1744
32 49.8512
64 101.205
EOD
$s5 << EOD
1 0.33
2 3.56
4 10.03
8 22.96
16 49.85
32 100.66
64 204.27
128 411.72
256 826.6
EOD
set key below left Left reverse
set grid
set xlabel 'nodes along the axis'
set ylabel 'time (ms)'
set title '000 Table 12: all-to-all broadcast, column major, 256 elements per node, nodes varied (ms)'
set logscale x 2
set logscale y
set terminal pngcairo noenhanced size 1100,574
set output '000.table12.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'send and spread, model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'send and spread, paper', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'd cycles, model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'd cycles, paper', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'one cycle, model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'one cycle, paper'
set terminal svg noenhanced size 1100,574
set output '000.table12.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'send and spread, model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'send and spread, paper', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'd cycles, model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'd cycles, paper', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'one cycle, model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'one cycle, paper'
