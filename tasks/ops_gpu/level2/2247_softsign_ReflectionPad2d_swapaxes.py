"""F.softsign -> ReflectionPad2d -> torch.swapaxes: synthesised by warpgym synth (seed 7, index 3566, torch#3, dim 0 x2919)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softsign -> ReflectionPad2d -> torch.swapaxes"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_1 = nn.ReflectionPad2d(padding=1)

    def forward(self, x):
        x = F.softsign(x)
        x = self.reflectionpad2d_1(x)
        x = torch.swapaxes(x, 2, 1)
        return x


def get_inputs():
    return [torch.randn(23352, 16, 32, 32)]


def get_init_inputs():
    return []
