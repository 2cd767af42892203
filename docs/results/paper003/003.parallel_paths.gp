# 003 n parallel paths (Prop. 3.2): simulated cycles beside the paper's formula
# Run it in this directory: gnuplot 003.parallel_paths.gp
$s0 << EOD
3 5871
4 7499
5 9115
6 10779
7 12419
8 14059
9 15687
10 17275
EOD
$s1 << EOD
3 4255.56
4 4441.03
5 4708.93
6 5019.62
7 5355.24
8 5706.66
9 6068.7
10 6438.23
EOD
$s2 << EOD
3 1965
4 1687
5 1525
6 1845
7 2181
8 2211
9 2684
10 2715
EOD
$s3 << EOD
3 1582.36
4 1257.7
5 1064.17
6 936.362
7 846.153
8 779.466
9 728.47
10 688.463
EOD
$s4 << EOD
3 3593
4 3911
5 4451
6 4976
7 5471
8 5923
EOD
$s5 << EOD
3 4255.56
4 4441.03
5 4708.93
6 5019.62
7 5355.24
8 5706.66
EOD
$s6 << EOD
3 1957
4 1675
5 1511
6 1447
7 1486
8 1511
EOD
$s7 << EOD
3 1582.36
4 1257.7
5 1064.17
6 936.362
7 846.153
8 779.466
EOD
$s8 << EOD
3 5871
4 7499
5 9115
6 10779
7 12419
8 14059
9 15687
10 17275
EOD
$s9 << EOD
3 4255.56
4 4441.03
5 4708.93
6 5019.62
7 5355.24
8 5706.66
9 6068.7
10 6438.23
EOD
$s10 << EOD
3 1965
4 1687
5 1525
6 1845
7 2181
8 2211
9 2684
10 2715
EOD
$s11 << EOD
3 1582.36
4 1257.7
5 1064.17
6 936.362
7 846.153
8 779.466
9 728.47
10 688.463
EOD
$s12 << EOD
3 6387
4 7499
5 9115
6 10779
7 12419
8 14059
EOD
$s13 << EOD
3 4255.56
4 4441.03
5 4708.93
6 5019.62
7 5355.24
8 5706.66
EOD
$s14 << EOD
3 5289
4 5726
5 6113
6 6732
7 7249
8 7310
EOD
$s15 << EOD
3 1582.36
4 1257.7
5 1064.17
6 936.362
7 846.153
8 779.466
EOD
set key below left Left reverse
set grid
set xlabel 'n (2^n nodes)'
set ylabel 'cycles'
set title '003 n parallel paths (Prop. 3.2): simulated cycles beside the paper''s formula'
set logscale y
set terminal pngcairo noenhanced size 1100,664
set output '003.parallel_paths.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'all-port, full duplex (β=400), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'all-port, full duplex (β=400), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'all-port, full duplex (β=4), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'all-port, full duplex (β=4), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'all-port, full duplex, a start-up per step (β=400), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'all-port, full duplex, a start-up per step (β=400), formula', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'all-port, full duplex, a start-up per step (β=4), model', \
     $s7 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'all-port, full duplex, a start-up per step (β=4), formula', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'all-port, half duplex (β=400), model', \
     $s9 using 1:2 with linespoints dt 2 pt 6 lc 5 title 'all-port, half duplex (β=400), formula', \
     $s10 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'all-port, half duplex (β=4), model', \
     $s11 using 1:2 with linespoints dt 2 pt 6 lc 6 title 'all-port, half duplex (β=4), formula', \
     $s12 using 1:2 with linespoints dt 1 pt 7 lc 7 title 'one-port, full duplex (β=400), model', \
     $s13 using 1:2 with linespoints dt 2 pt 6 lc 7 title 'one-port, full duplex (β=400), formula', \
     $s14 using 1:2 with linespoints dt 1 pt 7 lc 8 title 'one-port, full duplex (β=4), model', \
     $s15 using 1:2 with linespoints dt 2 pt 6 lc 8 title 'one-port, full duplex (β=4), formula'
set terminal svg noenhanced size 1100,664
set output '003.parallel_paths.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'all-port, full duplex (β=400), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'all-port, full duplex (β=400), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'all-port, full duplex (β=4), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'all-port, full duplex (β=4), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'all-port, full duplex, a start-up per step (β=400), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'all-port, full duplex, a start-up per step (β=400), formula', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'all-port, full duplex, a start-up per step (β=4), model', \
     $s7 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'all-port, full duplex, a start-up per step (β=4), formula', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'all-port, half duplex (β=400), model', \
     $s9 using 1:2 with linespoints dt 2 pt 6 lc 5 title 'all-port, half duplex (β=400), formula', \
     $s10 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'all-port, half duplex (β=4), model', \
     $s11 using 1:2 with linespoints dt 2 pt 6 lc 6 title 'all-port, half duplex (β=4), formula', \
     $s12 using 1:2 with linespoints dt 1 pt 7 lc 7 title 'one-port, full duplex (β=400), model', \
     $s13 using 1:2 with linespoints dt 2 pt 6 lc 7 title 'one-port, full duplex (β=400), formula', \
     $s14 using 1:2 with linespoints dt 1 pt 7 lc 8 title 'one-port, full duplex (β=4), model', \
     $s15 using 1:2 with linespoints dt 2 pt 6 lc 8 title 'one-port, full duplex (β=4), formula'
