"""ConstantPad1d -> BatchNorm1d -> Linear -> ZeroPad2d: synthesised by warpgym synth (seed 7, index 4369, torch#4, dim 0 x527)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad1d -> BatchNorm1d -> Linear -> ZeroPad2d"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_0 = nn.ConstantPad1d(padding=1, value=0.5)
        self.batchnorm1d_1 = nn.BatchNorm1d(num_features=258)
        self.linear_2 = nn.Linear(in_features=258, out_features=258)
        self.zeropad2d_3 = nn.ZeroPad2d(padding=1)

    def forward(self, x):
        x = self.constantpad1d_0(x)
        x = self.batchnorm1d_1(x)
        x = self.linear_2(x)
        x = self.zeropad2d_3(x)
        return x


def get_inputs():
    return [torch.randn(134912, 256)]


def get_init_inputs():
    return []
