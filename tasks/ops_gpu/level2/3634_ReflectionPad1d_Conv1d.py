"""ReflectionPad1d -> Conv1d: synthesised by warpgym synth (seed 7, index 5706, torch#2, dim 0 x799)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad1d -> Conv1d"""

    def __init__(self):
        super().__init__()
        self.reflectionpad1d_0 = nn.ReflectionPad1d(padding=1)
        self.conv1d_1 = nn.Conv1d(in_channels=64, kernel_size=3, out_channels=130)

    def forward(self, x):
        x = self.reflectionpad1d_0(x)
        x = self.conv1d_1(x)
        return x


def get_inputs():
    return [torch.randn(12784, 64, 128)]


def get_init_inputs():
    return []
