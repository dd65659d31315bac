"""Conv1d -> ConstantPad2d: synthesised by warpgym synth (seed 7, index 1080, torch#2, dim 0 x1005)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Conv1d -> ConstantPad2d"""

    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(in_channels=128, kernel_size=3, out_channels=64)
        self.constantpad2d_1 = nn.ConstantPad2d(padding=1, value=0.5)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = self.constantpad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(32160, 128, 64)]


def get_init_inputs():
    return []
