"""torch.lgamma -> BatchNorm3d -> ConstantPad2d -> torch.qr: synthesised by warpgym synth (seed 7, index 6501, torch#4, dim 0 x1566)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.lgamma -> BatchNorm3d -> ConstantPad2d -> torch.qr"""

    def __init__(self):
        super().__init__()
        self.batchnorm3d_1 = nn.BatchNorm3d(num_features=16)
        self.constantpad2d_2 = nn.ConstantPad2d(padding=1, value=0.5)

    def forward(self, x):
        x = torch.lgamma(x)
        x = self.batchnorm3d_1(x)
        x = self.constantpad2d_2(x)
        x = torch.qr(x)[0]
        return x


def get_inputs():
    return [torch.randn(6264, 16, 8, 8, 8)]


def get_init_inputs():
    return []
