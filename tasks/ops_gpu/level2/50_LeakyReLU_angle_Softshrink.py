"""LeakyReLU -> torch.angle -> Softshrink: synthesised by warpgym synth (seed 7, index 71, torch#3, dim 0 x4096)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LeakyReLU -> torch.angle -> Softshrink"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()
        self.softshrink_2 = nn.Softshrink()

    def forward(self, x):
        x = self.leakyrelu_0(x)
        x = torch.angle(x)
        x = self.softshrink_2(x)
        return x


def get_inputs():
    return [torch.randn(65536, 64, 128)]


def get_init_inputs():
    return []
