"""F.log_softmax -> torch.sinh -> F.softshrink: synthesised by warpgym synth (seed 7, index 2961, torch#3, dim 0 x2724)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.log_softmax -> torch.sinh -> F.softshrink"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.log_softmax(x)
        x = torch.sinh(x)
        x = F.softshrink(x)
        return x


def get_inputs():
    return [torch.randn(174336, 1024)]


def get_init_inputs():
    return []
