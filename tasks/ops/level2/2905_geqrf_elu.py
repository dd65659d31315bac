"""torch.geqrf -> F.elu: synthesised by warpgym synth (seed 7, index 3830, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.geqrf -> F.elu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.geqrf(x)[0]
        x = F.elu(x)
        return x


def get_inputs():
    return [torch.randn(32, 128, 64)]


def get_init_inputs():
    return []
