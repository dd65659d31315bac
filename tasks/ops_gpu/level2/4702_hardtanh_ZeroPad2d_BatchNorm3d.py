"""F.hardtanh -> ZeroPad2d -> BatchNorm3d: synthesised by warpgym synth (seed 8, index 406, torch#3, dim 0 x1752)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardtanh -> ZeroPad2d -> BatchNorm3d"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_1 = nn.ZeroPad2d(padding=1)
        self.batchnorm3d_2 = nn.BatchNorm3d(num_features=8)

    def forward(self, x):
        x = F.hardtanh(x)
        x = self.zeropad2d_1(x)
        x = self.batchnorm3d_2(x)
        return x


def get_inputs():
    return [torch.randn(3504, 8, 8, 16, 16)]


def get_init_inputs():
    return []
