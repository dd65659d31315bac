"""torch.swapaxes -> Conv1d -> ReflectionPad2d: synthesised by warpgym synth (seed 7, index 9, torch#3, dim 0 x2907)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.swapaxes -> Conv1d -> ReflectionPad2d"""

    def __init__(self):
        super().__init__()
        self.conv1d_1 = nn.Conv1d(in_channels=256, kernel_size=3, out_channels=32)
        self.reflectionpad2d_2 = nn.ReflectionPad2d(padding=1)

    def forward(self, x):
        x = torch.swapaxes(x, 2, 1)
        x = self.conv1d_1(x)
        x = self.reflectionpad2d_2(x)
        return x


def get_inputs():
    return [torch.randn(46512, 32, 256)]


def get_init_inputs():
    return []
