"""Conv1d -> ConstantPad1d: synthesised by warpgym synth (seed 7, index 6715, torch#2, dim 0 x57)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Conv1d -> ConstantPad1d"""

    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(in_channels=64, kernel_size=3, out_channels=128)
        self.constantpad1d_1 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = self.constantpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(912, 64, 128)]


def get_init_inputs():
    return []
