"""F.softsign -> torch.geqrf: synthesised by warpgym synth (seed 7, index 5936, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softsign -> torch.geqrf"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softsign(x)
        x = torch.geqrf(x)[0]
        return x


def get_inputs():
    return [torch.randn(128, 256)]


def get_init_inputs():
    return []
