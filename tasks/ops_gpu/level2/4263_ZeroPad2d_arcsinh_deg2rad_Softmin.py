"""ZeroPad2d -> torch.arcsinh -> torch.deg2rad -> Softmin: synthesised by warpgym synth (seed 7, index 6700, torch#4, dim 0 x722)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad2d -> torch.arcsinh -> torch.deg2rad -> Softmin"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_0 = nn.ZeroPad2d(padding=1)
        self.softmin_3 = nn.Softmin()

    def forward(self, x):
        x = self.zeropad2d_0(x)
        x = torch.arcsinh(x)
        x = torch.deg2rad(x)
        x = self.softmin_3(x)
        return x


def get_inputs():
    return [torch.randn(11552, 32, 256)]


def get_init_inputs():
    return []
