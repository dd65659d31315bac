"""torch.erfc -> Conv3d -> torch.angle -> ConstantPad1d: synthesised by warpgym synth (seed 7, index 1887, torch#4, dim 0 x5928)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.erfc -> Conv3d -> torch.angle -> ConstantPad1d"""

    def __init__(self):
        super().__init__()
        self.conv3d_1 = nn.Conv3d(in_channels=16, kernel_size=3, out_channels=8)
        self.constantpad1d_3 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x):
        x = torch.erfc(x)
        x = self.conv3d_1(x)
        x = torch.angle(x)
        x = self.constantpad1d_3(x)
        return x


def get_inputs():
    return [torch.randn(23712, 16, 8, 8, 8)]


def get_init_inputs():
    return []
