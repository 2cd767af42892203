# 000 Table 18: data motion rate per node, 128 elements per node (MB/s)
# Run it in this directory: gnuplot 000.table18.gp
$s0 << EOD
2 1.32505
4 1.32505
8 1.32505
16 1.32505
32 1.32505
64 1.32505
128 1.32505
256 1.32505
512 1.32505
1024 1.32505
2048 1.32505
EOD
$s1 << EOD
2 0.66
4 0.66
8 0.66
16 0.66
32 0.66
64 0.66
128 0.66
256 0.66
512 0.66
1024 0.66
2048 0.66
EOD
$s2 << EOD
2 1.32505
4 2.50367
8 3.53225
16 4.47944
32 5.26208
64 5.95349
128 6.58521
256 7.24187
512 7.6475
1024 8.15936
2048 8.53333
EOD
$s3 << EOD
2 0.33
4 0.61
8 0.86
16 1.16
32 1.4
64 1.62
128 1.77
256 2.13
512 2.14
1024 2.4
2048 2.7
EOD
$s4 << EOD
2 1.17002
4 1.2175
8 1.23178
16 1.23759
32 1.24023
64 1.24149
128 1.24211
256 1.24242
512 1.24257
1024 1.24264
2048 1.24268
EOD
$s5 << EOD
2 0.52
4 0.57
8 0.59
16 0.6
32 0.6
64 0.6
128 0.6
256 0.6
512 0.6
1024 0.6
2048 0.6
EOD
$s6 << EOD
2 0.330248
4 0.745848
8 1.09415
16 1.43678
32 1.25354
64 1.27864
128 1.5028
256 1.55702
512 1.40365
1024 1.15398
2048 0.903054
EOD
$s7 << EOD
2 0.2
4 0.39
8 0.52
16 0.68
32 0.66
64 0.7
128 0.78
256 0.85
512 0.79
1024 0.73
2048 0.63
EOD
$s8 << EOD
2 0.326551
4 0.777722
8 1.31961
16 1.90514
32 2.44717
64 2.89895
128 3.25755
256 3.54578
512 3.79204
1024 3.9329
2048 4.12349
EOD
$s9 << EOD
2 0.18
4 0.34
8 0.48
16 0.63
32 0.75
64 0.85
128 0.92
256 1.07
512 1.07
1024 1.16
2048 1.27
EOD
set key below left Left reverse
set grid
set xlabel 'nodes along the axis'
set ylabel 'MB/s per node'
set title '000 Table 18: data motion rate per node, 128 elements per node (MB/s)'
set logscale x 2
set logscale y
set terminal pngcairo noenhanced size 1100,610
set output '000.table18.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'one cycle, exchange only, model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'one cycle, exchange only, paper', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'd cycles, exchange only, model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'd cycles, exchange only, paper', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'one cycle, with reordering, model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'one cycle, with reordering, paper', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'd cycles, index computation, model', \
     $s7 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'd cycles, index computation, paper', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'd cycles, index motion, model', \
     $s9 using 1:2 with linespoints dt 2 pt 6 lc 5 title 'd cycles, index motion, paper'
set terminal svg noenhanced size 1100,610
set output '000.table18.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'one cycle, exchange only, model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'one cycle, exchange only, paper', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'd cycles, exchange only, model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'd cycles, exchange only, paper', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'one cycle, with reordering, model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'one cycle, with reordering, paper', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'd cycles, index computation, model', \
     $s7 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'd cycles, index computation, paper', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'd cycles, index motion, model', \
     $s9 using 1:2 with linespoints dt 2 pt 6 lc 5 title 'd cycles, index motion, paper'
