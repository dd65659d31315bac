"""F.softshrink -> torch.unsqueeze -> torch.sinc: synthesised by warpgym synth (seed 7, index 2031, torch#3, dim 0 x7187)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softshrink -> torch.unsqueeze -> torch.sinc"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softshrink(x)
        x = torch.unsqueeze(x, -1)
        x = torch.sinc(x)
        return x


def get_inputs():
    return [torch.randn(1839872, 256)]


def get_init_inputs():
    return []
