# 000 Table 14: all-to-all reduction, 256 elements per node, nodes varied (ms)
# Run it in this directory: gnuplot 000.table14.gp
$s0 << EOD
2 3.32
4 7.3588
8 16.1145
16 35.0008
32 75.6135
64 162.497
EOD
$s1 << EOD
2 35.41
4 71.65
8 133.62
16 245.6
32 453.5
64 847.1
128 1604.9
256 3079
EOD
$s2 << EOD
2 1.6816
4 2.859
8 4.9966
16 8.853
32 16.1572
64 29.7171
EOD
$s3 << EOD
2 12.47
4 15.32
8 24.7
16 39.37
32 82.68
64 154.64
128 305.54
256 528.65
EOD
$s4 << EOD
2 1.6816
4 5.0448
8 11.7712
16 25.224
32 52.1296
64 105.941
EOD
$s5 << EOD
2 4.08
4 10.9
8 24.54
16 51.85
32 106.45
64 215.64
128 434.26
256 871.72
512 1746.9
EOD
set key below left Left reverse
set grid
set xlabel 'nodes along the axis'
set ylabel 'time (ms)'
set title '000 Table 14: all-to-all reduction, 256 elements per node, nodes varied (ms)'
set logscale x 2
set logscale y
set terminal pngcairo noenhanced size 1100,574
set output '000.table14.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'reduce-and-spread, model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'reduce-and-spread, paper', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'd cycles, model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'd cycles, paper', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'one cycle, model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'one cycle, paper'
set terminal svg noenhanced size 1100,574
set output '000.table14.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'reduce-and-spread, model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'reduce-and-spread, paper', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'd cycles, model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'd cycles, paper', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'one cycle, model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'one cycle, paper'
