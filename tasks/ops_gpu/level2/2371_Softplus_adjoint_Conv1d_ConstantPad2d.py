"""Softplus -> torch.adjoint -> Conv1d -> ConstantPad2d: synthesised by warpgym synth (seed 7, index 3741, torch#4, dim 0 x1292)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus -> torch.adjoint -> Conv1d -> ConstantPad2d"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()
        self.conv1d_2 = nn.Conv1d(in_channels=128, kernel_size=3, out_channels=64)
        self.constantpad2d_3 = nn.ConstantPad2d(padding=1, value=0.5)

    def forward(self, x):
        x = self.softplus_0(x)
        x = torch.adjoint(x)
        x = self.conv1d_2(x)
        x = self.constantpad2d_3(x)
        return x


def get_inputs():
    return [torch.randn(20672, 64, 128)]


def get_init_inputs():
    return []
