# 003 transposes: simulated cycles / the paper's formula, all-port nodes
# Run it in this directory: gnuplot 003.ratios_transpose.gp
$s0 << EOD
3 0.624389
4 0.506852
5 0.428761
6 0.380597
7 0.358728
8 0.362876
9 0.392571
10 0.442639
EOD
$s1 << EOD
3 1.84375
4 1.30099
5 0.996094
6 0.832314
7 0.747989
8 0.708275
9 0.69838
10 0.708827
EOD
$s2 << EOD
3 1.07292
4 1.07639
5 1.08147
6 1.08775
7 1.09386
8 1.09759
9 1.09746
10 1.09387
EOD
$s3 << EOD
3 2.51667
4 1.91667
5 1.55588
6 1.35101
7 1.23681
8 1.17248
9 1.135
10 1.11199
EOD
set key below left Left reverse
set grid
set xlabel 'n (2^n nodes)'
set ylabel 'simulated / formula'
set title '003 transposes: simulated cycles / the paper''s formula, all-port nodes'
set logscale y
set terminal pngcairo noenhanced size 1100,556
set output '003.ratios_transpose.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'transpose, SMG, full duplex (β=400), model', \
     $s1 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'transpose, SMG, full duplex (β=4), model', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'transpose, MTADEA, full duplex (β=400), model', \
     $s3 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'transpose, MTADEA, full duplex (β=4), model'
set terminal svg noenhanced size 1100,556
set output '003.ratios_transpose.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'transpose, SMG, full duplex (β=400), model', \
     $s1 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'transpose, SMG, full duplex (β=4), model', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'transpose, MTADEA, full duplex (β=400), model', \
     $s3 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'transpose, MTADEA, full duplex (β=4), model'
