"""Conv1d -> ZeroPad1d -> F.hardshrink -> torch.fmod: synthesised by warpgym synth (seed 7, index 5419, torch#4, dim 0 x170)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Conv1d -> ZeroPad1d -> F.hardshrink -> torch.fmod"""

    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(in_channels=64, kernel_size=3, out_channels=128)
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)

    def forward(self, x, x1):
        x = self.conv1d_0(x)
        x = self.zeropad1d_1(x)
        x = F.hardshrink(x)
        x = torch.fmod(x, x1)
        return x


def get_inputs():
    return [torch.randn(2720, 64, 128), torch.randn(2720, 128, 128)]


def get_init_inputs():
    return []
