"""torch.sinc -> F.sigmoid: synthesised by warpgym synth (seed 7, index 148, torch#2, dim 0 x7138)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sinc -> F.sigmoid"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.sinc(x)
        x = F.sigmoid(x)
        return x


def get_inputs():
    return [torch.randn(1827328, 256)]


def get_init_inputs():
    return []
