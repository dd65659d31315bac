"""torch.copysign -> torch.sinc: synthesised by warpgym synth (seed 7, index 6234, torch#2, dim 0 x878)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.copysign -> torch.sinc"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.copysign(x, x1)
        x = torch.sinc(x)
        return x


def get_inputs():
    return [torch.randn(3512, 32, 32, 32), torch.randn(3512, 32, 32, 32)]


def get_init_inputs():
    return []
