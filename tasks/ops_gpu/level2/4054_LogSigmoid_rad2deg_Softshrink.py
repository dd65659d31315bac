"""LogSigmoid -> torch.rad2deg -> Softshrink: synthesised by warpgym synth (seed 7, index 6370, torch#3, dim 0 x1729)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> torch.rad2deg -> Softshrink"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()
        self.softshrink_2 = nn.Softshrink()

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = torch.rad2deg(x)
        x = self.softshrink_2(x)
        return x


def get_inputs():
    return [torch.randn(6916, 16, 8, 8, 8)]


def get_init_inputs():
    return []
