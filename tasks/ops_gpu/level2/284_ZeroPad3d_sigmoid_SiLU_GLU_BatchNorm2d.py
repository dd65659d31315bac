"""ZeroPad3d -> F.sigmoid -> SiLU -> GLU -> BatchNorm2d: synthesised by warpgym synth (seed 7, index 439, torch#5, dim 0 x2265)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad3d -> F.sigmoid -> SiLU -> GLU -> BatchNorm2d"""

    def __init__(self):
        super().__init__()
        self.zeropad3d_0 = nn.ZeroPad3d(padding=1)
        self.silu_2 = nn.SiLU()
        self.glu_3 = nn.GLU()
        self.batchnorm2d_4 = nn.BatchNorm2d(num_features=34)

    def forward(self, x):
        x = self.zeropad3d_0(x)
        x = F.sigmoid(x)
        x = self.silu_2(x)
        x = self.glu_3(x)
        x = self.batchnorm2d_4(x)
        return x


def get_inputs():
    return [torch.randn(9060, 32, 32, 32)]


def get_init_inputs():
    return []
