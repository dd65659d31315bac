"""torch.maximum -> F.tanhshrink: synthesised by warpgym synth (seed 7, index 3569, torch#2, dim 0 x1087)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.maximum -> F.tanhshrink"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.maximum(x, x1)
        x = F.tanhshrink(x)
        return x


def get_inputs():
    return [torch.randn(34784, 128, 64), torch.randn(34784, 128, 64)]


def get_init_inputs():
    return []
