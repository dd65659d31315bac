"""F.selu -> Tanh -> F.channel_shuffle -> Softshrink: synthesised by warpgym synth (seed 7, index 2468, torch#4, dim 0 x1649)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.selu -> Tanh -> F.channel_shuffle -> Softshrink"""

    def __init__(self):
        super().__init__()
        self.tanh_1 = nn.Tanh()
        self.softshrink_3 = nn.Softshrink()

    def forward(self, x):
        x = F.selu(x)
        x = self.tanh_1(x)
        x = F.channel_shuffle(x, 2)
        x = self.softshrink_3(x)
        return x


def get_inputs():
    return [torch.randn(6596, 32, 32, 32)]


def get_init_inputs():
    return []
