"""BatchNorm1d -> ZeroPad2d: synthesised by warpgym synth (seed 9, index 532, torch#2, dim 0 x1402)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """BatchNorm1d -> ZeroPad2d"""

    def __init__(self):
        super().__init__()
        self.batchnorm1d_0 = nn.BatchNorm1d(num_features=128)
        self.zeropad2d_1 = nn.ZeroPad2d(padding=1)

    def forward(self, x):
        x = self.batchnorm1d_0(x)
        x = self.zeropad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(44864, 128, 64)]


def get_init_inputs():
    return []
